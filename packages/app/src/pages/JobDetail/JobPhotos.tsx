import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { JobSection, PhotoGrid, type PhotoGridUpload } from '@routebook/ui';
import type { JobPhotos_job$key } from './__generated__/JobPhotos_job.graphql';
import { watchUploadProgress } from '../../relay/uploadProgress';
import { useConfirmedDelete } from '../../hooks/useConfirmedDelete';
import { renderRouterLink } from '../../routing/links';
import { useFieldChange, useOutboxActions, useOutboxState } from '../../offline/outbox/useOutbox';
import type { OutboxPhoto } from '../../offline/outbox/outbox';

export const CONFIRM_DELETE_PHOTO = 'Delete this photo?';

/** A photo the server refused while the person watched (not an image, too large): kept to read. */
interface Refused {
  localId: string;
  fileName: string;
  file: Blob;
  error: string;
}

/** Object URLs of the photos shown before the server has them, revoked once they are gone. */
function usePreviews(files: readonly { localId: string; file: Blob }[]): Map<string, string> {
  const [urls] = useState(() => new Map<string, string>());
  const shown = new Set(files.map((item) => item.localId));
  for (const { localId, file } of files) {
    if (!urls.has(localId)) urls.set(localId, URL.createObjectURL(file));
  }
  useEffect(() => {
    for (const [localId, url] of urls) {
      if (shown.has(localId)) continue;
      URL.revokeObjectURL(url);
      urls.delete(localId);
    }
  });
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/** The upload progress of photos on their way up, by file. */
function useProgress(photos: readonly OutboxPhoto[]): Map<Blob, number> {
  const [progress, setProgress] = useState(() => new Map<Blob, number>());
  useEffect(() => {
    const stops = photos.map(({ file }) =>
      watchUploadProgress(file, (share) =>
        setProgress((current) => new Map(current).set(file, share)),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [photos]);
  return progress;
}

/**
 * Photos: picked or taken with the camera, then kept on the device in the outbox until the server
 * has stored the file (uploadImage) and added it to the job (createJobPhoto) with the photo's
 * date, so a photo taken without a network is not lost. One refused stays to read and discard.
 */
export function JobPhotos({ job, routeId }: { job: JobPhotos_job$key; routeId: string }) {
  const data = useFragment(
    graphql`
      fragment JobPhotos_job on Job {
        id
        photos {
          id
          url
          notes
          photoDate
        }
      }
    `,
    job,
  );
  const [send] = useFieldChange();
  const outbox = useOutboxState();
  const { syncNow, dismiss } = useOutboxActions();
  const [refused, setRefused] = useState<Refused[]>([]);
  const refusals = useRef(0);
  const deletion = useConfirmedDelete({
    message: CONFIRM_DELETE_PHOTO,
    remove: (id) => send({ kind: 'deleteJobPhoto', jobId: data.id, variables: { id } }),
    deleted: 'Photo deleted.',
  });

  const kept = useMemo(
    () => outbox.photos.filter((photo) => photo.jobId === data.id),
    [outbox.photos, data.id],
  );
  const progress = useProgress(kept);
  const previews = usePreviews([
    ...kept.map(({ key, file }) => ({ localId: key, file })),
    ...refused,
  ]);

  const pick = (files: File[]) => {
    for (const file of files) {
      const photoDate = new Date(file.lastModified || Date.now()).toISOString();
      send({
        kind: 'addJobPhoto',
        jobId: data.id,
        photo: { file, fileName: file.name, photoDate },
      }).catch((failure: Error) =>
        setRefused((current) => [
          {
            localId: `refused-${(refusals.current += 1)}`,
            file,
            fileName: file.name,
            error: failure.message,
          },
          ...current,
        ]),
      );
    }
  };

  const waiting = outbox.retryAt !== null || outbox.needsLogin;
  const uploads: PhotoGridUpload[] = [
    ...kept.map(({ key, fileName, file, refused: message }) => ({
      localId: key,
      fileName,
      previewUrl: previews.get(key),
      ...(message !== null
        ? { error: message, retryable: false }
        : waiting
          ? { waiting: true }
          : progress.has(file)
            ? { progress: progress.get(file) }
            : {}),
    })),
    ...refused.map(({ localId, fileName, error }) => ({
      localId,
      fileName,
      previewUrl: previews.get(localId),
      error,
      retryable: false,
    })),
  ];

  const photos = data.photos.map(({ id, url, notes, photoDate }) => ({
    id,
    url,
    notes: notes ?? null,
    photoDate: photoDate ?? null,
  }));

  return (
    <JobSection title="Photos" count={photos.length} empty="No photos yet.">
      <PhotoGrid
        photos={photos}
        uploads={uploads}
        editable
        photoHref={(photoId) => `/photo-view?photo=${photoId}&job=${data.id}&route=${routeId}`}
        renderLink={renderRouterLink}
        onPickFiles={pick}
        onRetry={syncNow}
        onDiscard={(localId) => {
          if (kept.some((photo) => photo.key === localId)) dismiss(localId);
          else setRefused((current) => current.filter((item) => item.localId !== localId));
        }}
        onDelete={(photo) => deletion.ask(photo.id)}
      />
      {deletion.dialog}
    </JobSection>
  );
}
