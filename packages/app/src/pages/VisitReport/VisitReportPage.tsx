import { Link, useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Button } from '@routebook/ui';
import { fieldDayMessages } from '@routebook/schema';
import type { VisitReportPageQuery } from './__generated__/VisitReportPageQuery.graphql';
import { VisitReportView } from './VisitReportView';
import styles from './VisitReportPage.module.css';

export const visitReportPageQuery = graphql`
  query VisitReportPageQuery($id: ID!) {
    job(id: $id) {
      id
      route {
        id
      }
      visitReport {
        ...VisitReportView_report
      }
    }
  }
`;

/**
 * route/{routeId}/job/{jobId}/report: a completed job's visit report, as its share link
 * shows it to the customer, to read or print (Print; the app's menu and buttons stay off paper).
 */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<VisitReportPageQuery> };
  const { job } = usePreloadedQuery<VisitReportPageQuery>(visitReportPageQuery, queryRef);

  if (!job) {
    return (
      <div className={styles.page}>
        <h1>Job not found</h1>
        <p>This job does not exist or belongs to another company.</p>
        <p>
          <Link to="/route/list">Go to the route list</Link>
        </p>
      </div>
    );
  }

  const jobPath = job.route ? `/route/${job.route.id}/job/${job.id}` : '/route/list';
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Link className={styles.back} to={jobPath}>
          ← Back to the job
        </Link>
        {job.visitReport && (
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        )}
      </div>
      {job.visitReport ? (
        <VisitReportView report={job.visitReport} />
      ) : (
        <>
          <h1 className={styles.title}>Visit report</h1>
          <p>{fieldDayMessages.visitReportNotComplete}</p>
        </>
      )}
    </div>
  );
}
