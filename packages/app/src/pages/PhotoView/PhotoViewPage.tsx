import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Button, formatDateTime, useUploadUrl } from '@routebook/ui';
import type { PhotoViewPageQuery } from './__generated__/PhotoViewPageQuery.graphql';
import { CONFIRM_DELETE_PHOTO } from '../JobDetail/JobPhotos';
import { useFieldChange } from '../../offline/outbox/useOutbox';
import { useConfirmedDelete } from '../../hooks/useConfirmedDelete';
import styles from './PhotoViewPage.module.css';

export const photoViewPageQuery = graphql`
  query PhotoViewPageQuery($jobId: ID!) {
    job(id: $jobId) {
      id
      route {
        id
      }
      customer {
        displayName
      }
      photos {
        id
        url
        notes
        photoDate
      }
    }
  }
`;

/** photo-view?photo=&job=: one photo of a job, full size, with its note and date; Delete photo. */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<PhotoViewPageQuery> };
  const { job } = usePreloadedQuery<PhotoViewPageQuery>(photoViewPageQuery, queryRef);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const uploadUrl = useUploadUrl();
  const [send, removing] = useFieldChange();
  const jobPath = job?.route ? `/route/${job.route.id}/job/${job.id}` : '/route/list';
  const deletion = useConfirmedDelete({
    message: CONFIRM_DELETE_PHOTO,
    remove: (id) => send({ kind: 'deleteJobPhoto', jobId: job?.id ?? '', variables: { id } }),
    deleted: 'Photo deleted.',
    onDeleted: () => void navigate(jobPath, { replace: true }),
  });
  const photo = job?.photos.find((p) => p.id === params.get('photo'));
  if (!job || !photo) {
    return (
      <>
        <h1>Photo not found</h1>
        <p>This photo does not exist or belongs to another company.</p>
        <p>
          <Link to="/route/list">Go to the route list</Link>
        </p>
      </>
    );
  }
  const taken = photo.photoDate ? new Date(photo.photoDate) : null;
  return (
    <figure className={styles.figure}>
      <Link className={styles.back} to={jobPath}>
        ← {job.customer.displayName}
      </Link>
      <h1 className={styles.title}>Photo</h1>
      <img className={styles.photo} src={uploadUrl(photo.url)} alt={photo.notes || 'Job photo'} />
      <figcaption className={styles.caption}>
        {photo.notes && <span>{photo.notes}</span>}
        {taken && <time dateTime={photo.photoDate ?? undefined}>{formatDateTime(taken)}</time>}
      </figcaption>
      <Button
        className={styles.delete}
        variant="secondary"
        loading={removing}
        onClick={() => deletion.ask(photo.id)}
      >
        Delete photo
      </Button>
      {deletion.dialog}
    </figure>
  );
}
