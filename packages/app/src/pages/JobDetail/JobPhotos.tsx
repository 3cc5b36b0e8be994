import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { JobSection, PhotoGrid } from '@routebook/ui';
import type { JobPhotos_job$key } from './__generated__/JobPhotos_job.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { GraphQLResponseError } from '../../relay/network';
import { watchUploadProgress } from '../../relay/uploadProgress';
import { useConfirmedDelete } from '../../hooks/useConfirmedDelete';
import { useCreateJobPhoto, useDeleteJobPhoto, useUploadImage } from './mutations';
import { renderRouterLink } from '../../routing/links';

export const CONFIRM_DELETE_PHOTO = 'Delete this photo?';

interface Upload {
  localId: string;
  file: File;
  fileName: string;
  previewUrl: string;
  progress?: number;
  /** The stored image, once uploaded: a retry after a failed createJobPhoto does not resend it. */
  url?: string;
  error?: string;
  /** False when the server refused the file itself: retrying cannot work. */
  retryable?: boolean;
}

/** A refusal of what was sent (not an image, too large) fails again however often it is sent. */
const isRetryable = (failure: unknown) =>
  !(failure instanceof GraphQLResponseError && failure.code === 'BAD_USER_INPUT');

/**
 * Photos: picked or taken with the camera, uploaded (uploadImage) then added to the job
 * (createJobPhoto) with the photo's date. A failed upload stays on screen to retry or discard.
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
  const [upload] = useUploadImage();
  const [createPhoto] = useCreateJobPhoto();
  const [remove] = useDeleteJobPhoto();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const deletion = useConfirmedDelete({
    message: CONFIRM_DELETE_PHOTO,
    remove: (id) => commitAsPromise(remove, { variables: { id } }),
    deleted: 'Photo deleted.',
  });
  const nextId = useRef(0);

  const patch = (localId: string, change: Partial<Upload> | null) =>
    setUploads((current) =>
      change === null
        ? current.filter((u) => u.localId !== localId)
        : current.map((u) => (u.localId === localId ? { ...u, ...change } : u)),
    );

  const uploaded = async (item: Upload): Promise<string> => {
    if (item.url) return item.url;
    const stop = watchUploadProgress(item.file, (progress) => patch(item.localId, { progress }));
    try {
      const { uploadImage } = await commitAsPromise(upload, {
        variables: { file: null },
        uploadables: { file: item.file },
      });
      patch(item.localId, { url: uploadImage.url });
      return uploadImage.url;
    } finally {
      stop();
    }
  };

  const send = async (item: Upload) => {
    patch(item.localId, { error: undefined, progress: undefined });
    try {
      const url = await uploaded(item);
      const photoDate = new Date(item.file.lastModified || Date.now()).toISOString();
      await commitAsPromise(createPhoto, {
        variables: { data: { job: data.id, url, notes: item.fileName, photoDate } },
      });
      URL.revokeObjectURL(item.previewUrl);
      patch(item.localId, null);
    } catch (failure) {
      patch(item.localId, {
        error: (failure as Error).message,
        retryable: isRetryable(failure),
      });
    }
  };

  const pick = (files: File[]) => {
    const added = files.map((file) => ({
      localId: `upload-${(nextId.current += 1)}`,
      file,
      fileName: file.name,
      previewUrl: URL.createObjectURL(file),
    }));
    setUploads((current) => [...added, ...current]);
    for (const item of added) void send(item);
  };

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
        uploads={uploads.map(({ localId, fileName, previewUrl, progress, error, retryable }) => ({
          localId,
          fileName,
          previewUrl,
          ...(progress === undefined ? {} : { progress }),
          ...(error ? { error, retryable: retryable ?? true } : {}),
        }))}
        editable
        photoHref={(photoId) => `/photo-view?photo=${photoId}&job=${data.id}&route=${routeId}`}
        renderLink={renderRouterLink}
        onPickFiles={pick}
        onRetry={(localId) => {
          const item = uploads.find((u) => u.localId === localId);
          if (item) void send(item);
        }}
        onDiscard={(localId) => {
          const item = uploads.find((u) => u.localId === localId);
          if (item) URL.revokeObjectURL(item.previewUrl);
          patch(localId, null);
        }}
        onDelete={(photo) => deletion.ask(photo.id)}
      />
      {deletion.dialog}
    </JobSection>
  );
}
