/**
 * The customer's signature, kept on the device until the server has it, as a photo is:
 * the PNG uploaded, then saved on the job with the time of signing. It shows from the outbox
 * itself, not from the store.
 */
import type { ChangeOf, FieldAction } from './fieldAction';
import { asFile } from './queuedFiles';

/** The PNG, then the URL it was stored at. */
export interface QueuedSignature {
  image: Blob;
  signedBy: string;
  /** When the customer signed (ISO 8601): the tap's time, not the upload's. */
  signedAt: string;
  /** Set once uploadImage answered: a retry then only saves it on the job. */
  url?: string;
}

export type SaveJobSignatureChange = ChangeOf<'saveJobSignature', { signature: QueuedSignature }>;

export const saveJobSignature: FieldAction<SaveJobSignatureChange> = {
  label: 'Customer signature',
  requests(change, { key, mutation, upload }) {
    const { signature } = change;
    const save = (imageUrl: string) => ({
      mutation,
      variables: {
        jobId: change.jobId,
        data: { imageUrl, signedBy: signature.signedBy, signedAt: signature.signedAt },
        clientMutationId: key,
      },
    });
    if (signature.url) return [save(signature.url)];
    // The URL is filled in from the upload's answer (withUploadedUrl) before this is sent.
    return [upload(asFile(signature.image, 'signature.png')), save('')];
  },
  applyOptimistically: () => undefined,
  touchedIds: () => [],
  withUploadedUrl: (change, url) => ({ ...change, signature: { ...change.signature, url } }),
  keptFiles: ({ signature }) => ({
    signature: {
      image: signature.image,
      signedBy: signature.signedBy,
      signedAt: signature.signedAt,
    },
  }),
};
