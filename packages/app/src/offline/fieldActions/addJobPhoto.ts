/**
 * Photo: its file kept on the device until uploaded, then added to the job. It shows from the
 * outbox itself (the file's preview), not from the store.
 */
import type { ChangeOf, FieldAction } from './fieldAction';
import { asFile, type QueuedPhoto } from './queuedFiles';

export type AddJobPhotoChange = ChangeOf<'addJobPhoto', { photo: QueuedPhoto }>;

export const addJobPhoto: FieldAction<AddJobPhotoChange> = {
  label: 'Photo',
  requests(change, { key, mutation, upload }) {
    const { photo } = change;
    const link = (url: string) => ({
      mutation,
      variables: {
        data: { job: change.jobId, url, notes: photo.fileName, photoDate: photo.photoDate },
        clientMutationId: key,
      },
    });
    if (photo.url) return [link(photo.url)];
    // The URL is filled in from the upload's answer (withUploadedUrl) before this is sent.
    return [upload(asFile(photo.file, photo.fileName)), link('')];
  },
  applyOptimistically: () => undefined,
  touchedIds: () => [],
  withUploadedUrl: (change, url) => ({ ...change, photo: { ...change.photo, url } }),
  keptFiles: (change) => ({ photo: { fileName: change.photo.fileName, file: change.photo.file } }),
};
