import { Link, useLoaderData } from 'react-router-dom';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { JobDetailPageQuery } from './__generated__/JobDetailPageQuery.graphql';
import type { JobDetailPage_job$key } from './__generated__/JobDetailPage_job.graphql';
import { JobCustomer } from './JobCustomer';
import { JobStatusActions } from './JobStatusActions';
import { JobCantAccess } from './JobCantAccess';
import { JobCancelledNotice } from './JobCancelledNotice';
import { JobClockIns } from './JobClockIns';
import { JobTasks } from './JobTasks';
import { JobNotes } from './JobNotes';
import { JobPhotos } from './JobPhotos';
import { JobServiceItems } from './JobServiceItems';
import { JobSignature } from './JobSignature';
import { JobVisitReport } from './JobVisitReport';
import { NextStop, type NextStopQueryRef } from './NextStop';

// The job page's loader (routing/routes.tsx) loads the route's stops with this page's code.
export { nextStopQuery, loadNextStop } from './NextStop';
import styles from './JobDetailPage.module.css';

export const jobDetailPageQuery = graphql`
  query JobDetailPageQuery($id: ID!, $companyId: ID!) {
    job(id: $id) {
      ...JobDetailPage_job
    }
    company(id: $companyId) {
      ...JobServiceItems_company
    }
  }
`;

/** Everything the job page shows; every job mutation answers with it. */
export const jobDetailPageJobFragment = graphql`
  fragment JobDetailPage_job on Job {
    id
    route {
      id
      name
    }
    ...JobCustomer_job
    ...JobStatusActions_job
    ...JobCantAccess_job
    ...JobCancelledNotice_job
    ...JobClockIns_job
    ...JobTasks_job
    ...JobNotes_job
    ...JobPhotos_job
    ...JobServiceItems_job
    ...JobSignature_job
    ...JobVisitReport_job
  }
`;

/** route/{routeId}/job/{jobId}: the whole visit on one page (product.md §Field work). */
export function Component() {
  const { queryRef, stops } = useLoaderData() as {
    queryRef: PreloadedQuery<JobDetailPageQuery>;
    /** The route's stops for Next stop. */
    stops: NextStopQueryRef;
  };
  const data = usePreloadedQuery<JobDetailPageQuery>(jobDetailPageQuery, queryRef);
  const job = useFragment<JobDetailPage_job$key>(jobDetailPageJobFragment, data.job);

  if (!job || !data.company) {
    return (
      <>
        <h1>Job not found</h1>
        <p>This job does not exist or belongs to another company.</p>
        <p>
          <Link to="/route/list">Go to the route list</Link>
        </p>
      </>
    );
  }

  return (
    <div className={styles.page}>
      {job.route && (
        <Link className={styles.back} to={`/route/${job.route.id}`}>
          ← {job.route.name}
        </Link>
      )}
      <JobCustomer job={job} />
      <JobCancelledNotice job={job} />
      <JobCantAccess job={job} />
      <JobStatusActions job={job} nextStop={<NextStop stops={stops} jobId={job.id} />} />
      <JobClockIns job={job} />
      <JobTasks job={job} />
      <JobNotes job={job} />
      <JobPhotos job={job} routeId={job.route?.id ?? ''} />
      <JobServiceItems job={job} company={data.company} />
      <JobSignature job={job} />
      <JobVisitReport job={job} routeId={job.route?.id ?? ''} />
    </div>
  );
}
