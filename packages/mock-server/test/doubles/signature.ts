/**
 * Doubles of the signature: one only on a complete job, one that keeps the first, one that keeps
 * the name's spaces or a signing time ahead of now, refusals a server gets wrong, a shared
 * report's signature replaced, and uploads read less than whole.
 */
import { SIGNED_BY_MAX_LENGTH, messages, signedByError } from '@routebook/schema';
import { FILLER_CHUNK } from '@routebook/conformance';
import { jsonAnswer, jsonOf, operationsOf, type Breakage, type Exchange } from './proxy';
import { changeUploadedFiles } from './uploads';
import {
  answerWith,
  calls,
  changeMessage,
  changeResults,
  fakeSuccess,
  inBatchesOnly,
  operationRequest,
  refusedWith,
  tokenOf,
} from './support';

type Forward = Parameters<Breakage['handle']>[1];

const saves = calls('saveJobSignature');

/**
 * The job of a single saveJobSignature request, as its caller reads it (status, signature and
 * the fields of `more`).
 */
async function jobOf(request: Exchange, forward: Forward, more = '') {
  const [operation, ...others] = operationsOf(request);
  if (!operation || others.length || !saves(operation)) return null;
  const answer = await forward(
    operationRequest(
      request,
      {
        query: `query ConformanceDoubleJob($id: ID!) { job(id: $id) { id status signature { url signedBy signedAt } ${more} } }`,
        variables: { id: operation.variables?.jobId },
      },
      tokenOf(request),
    ),
  );
  return { operation, job: jsonOf(answer.body)?.data?.job ?? null };
}

/** The saved signature in a result changed by `change` (with the operation's variables). */
const changeSaved = (change: (signature: any, data: any) => any): Breakage['handle'] =>
  changeResults(saves, (result, operation) => {
    const job = result?.data?.saveJobSignature?.job;
    if (!job?.signature) return result;
    const signature = change(job.signature, operation.variables?.data ?? {});
    return {
      ...result,
      data: { saveJobSignature: { ...result.data.saveJobSignature, job: { ...job, signature } } },
    };
  });

const takesAnyImage = changeResults(saves, (result, operation) =>
  refusedWith(result, 'BAD_USER_INPUT') ? fakeSuccess(operation) : result,
);

/** A server that replaces a shared report's signature: its refusal answered as a success. */
const replacesFinal = changeResults(saves, (result, operation) =>
  refusedWith(result, 'CONFLICT') ? fakeSuccess(operation) : result,
);

/** A server whose revoke makes a job's signature replaceable again. */
function replaceableOnceRevoked(): Breakage['handle'] {
  const revoked = new Set<string>();
  const revokes = calls('revokeVisitReportLink');
  return changeResults(
    (operation) => saves(operation) || revokes(operation),
    (result, operation) => {
      const jobId = String(operation.variables?.jobId);
      if (revokes(operation)) {
        if (!result?.errors) revoked.add(jobId);
        return result;
      }
      return revoked.has(jobId) && refusedWith(result, 'CONFLICT')
        ? fakeSuccess(operation)
        : result;
    },
  );
}

/** Where a PNG's IEND chunk ends (its type and CRC), or -1. */
const pngEnd = (bytes: Buffer) => {
  const at = bytes.indexOf('IEND');
  return at < 0 ? -1 : at + 8;
};

/** The bytes without the chunk of `type` (its length, type, data and CRC). */
function withoutChunk(bytes: Buffer, type: string): Uint8Array {
  const at = bytes.indexOf(type);
  if (at < 4) return bytes;
  const end = at + 8 + bytes.readUInt32BE(at - 4);
  return Buffer.concat([bytes.subarray(0, at - 4), bytes.subarray(end)]);
}

const signsWithGif = changeResults(saves, (result, operation) =>
  result?.errors?.[0]?.message === messages.signatureNotPng ? fakeSuccess(operation) : result,
);

export const signatureDoubles: Breakage[] = [
  {
    breaks: 'signature.save',
    description: 'a server that takes a signature only on a complete job (CONFLICT before)',
    failsWith: 'a signature on an active job: the server refused',
    handle: async (request, forward) => {
      const found = await jobOf(request, forward);
      if (!found?.job || found.job.status === 'complete') return forward(request);
      return jsonAnswer(200, {
        errors: [
          { message: 'Only a complete job can be signed.', extensions: { code: 'CONFLICT' } },
        ],
        data: null,
      });
    },
  },
  {
    breaks: 'signature.save',
    description: 'a server that keeps the first signature of a job (saving again changes nothing)',
    failsWith: 'the signature after saving again: expected "Sam Conformance"',
    handle: async (request, forward) => {
      const found = await jobOf(request, forward);
      if (!found?.job?.signature) return forward(request);
      const answer = { status: 200, headers: {}, body: Buffer.alloc(0) };
      return answerWith(request, answer, [{ data: { saveJobSignature: { job: found.job } } }]);
    },
  },
  {
    breaks: 'signature.save',
    description: 'a server that saves the name as sent, spaces around it too',
    failsWith: 'the name on the signature (sent with spaces around it): expected "Pat Conformance"',
    handle: changeSaved((signature, data) => ({ ...signature, signedBy: data.signedBy })),
  },
  {
    breaks: 'signature.save',
    description: 'a server that keeps a signing time later than its now',
    failsWith: 'signedAt of a signature sent with a time a day ahead',
    handle: changeSaved((signature, data) => ({
      ...signature,
      signedAt: data.signedAt ?? signature.signedAt,
    })),
  },
  {
    breaks: 'signature.final',
    description: "a server that replaces a shared report's signature (answers a success)",
    failsWith: 'replacing the signature of a shared report (alone): expected an error',
    handle: replacesFinal,
  },
  {
    breaks: 'signature.final',
    description: "a server that replaces a shared report's signature inside a batch",
    failsWith: 'replacing the signature of a shared report (in a batch): expected an error',
    handle: inBatchesOnly(replacesFinal),
  },
  {
    breaks: 'signature.final',
    description: 'a server whose revoke makes the signature replaceable again',
    failsWith:
      'replacing the signature of a shared report after the revoke (alone): expected an error',
    handle: replaceableOnceRevoked(),
  },
  {
    breaks: 'signature.final',
    description: 'a server that refuses the first signature of a job already shared',
    failsWith: 'a first signature on a job whose visit report was shared: the server refused',
    handle: async (request, forward) => {
      const found = await jobOf(request, forward, 'reportLink { createdAt }');
      if (!found?.job?.reportLink || found.job.signature) return forward(request);
      return jsonAnswer(200, {
        errors: [{ message: messages.signatureFinal, extensions: { code: 'CONFLICT' } }],
        data: null,
      });
    },
  },
  {
    breaks: 'signature.png',
    description: 'a server that reads a PNG up to IEND and keeps what follows',
    failsWith: 'a PNG with bytes after IEND, uploaded to sign with: the upload was taken',
    handle: changeUploadedFiles((bytes) => {
      const end = pngEnd(bytes);
      return end < 0 ? bytes : bytes.subarray(0, end);
    }),
  },
  {
    breaks: 'signature.png',
    description: "a server that bounds no image's metadata (a private chunk of any size is kept)",
    failsWith: 'byte of filler in a chunk, uploaded to sign with: the upload was taken',
    handle: changeUploadedFiles((bytes) => withoutChunk(bytes, FILLER_CHUNK)),
  },
  {
    breaks: 'signature.png',
    description: 'a server that takes any image for a signature (a GIF)',
    failsWith: 'a GIF as the signature (alone): expected an error',
    handle: signsWithGif,
  },
  {
    breaks: 'signature.png',
    description: 'a server that takes any image for a signature inside a batch',
    failsWith: 'a GIF as the signature (in a batch): expected an error',
    handle: inBatchesOnly(signsWithGif),
  },
  {
    breaks: 'signature.refusals',
    description: 'a server that takes any image URL for a signature (answers a success)',
    failsWith: 'an image of another company (alone): expected an error',
    handle: takesAnyImage,
  },
  {
    breaks: 'signature.refusals',
    description: 'a server that takes any image URL for a signature inside a batch',
    failsWith: 'an image of another company (in a batch): expected an error',
    handle: inBatchesOnly(takesAnyImage),
  },
  {
    breaks: 'signature.refusals',
    description: `a server that says "Name is required." for "${signedByError('')}"`,
    failsWith: `a blank name (alone): error message: expected "${signedByError('')}", got "Name is required."`,
    handle: changeMessage(['saveJobSignature'], signedByError('') ?? '', 'Name is required.'),
  },
  {
    breaks: 'signature.refusals',
    description: `a server that takes names of any length (over ${SIGNED_BY_MAX_LENGTH} characters)`,
    failsWith: `a name of ${SIGNED_BY_MAX_LENGTH + 1} characters (alone): expected an error`,
    handle: changeResults(saves, (result, operation) =>
      refusedWith(result, 'BAD_USER_INPUT') &&
      String(operation.variables?.data?.signedBy ?? '').trim().length > SIGNED_BY_MAX_LENGTH
        ? fakeSuccess(operation)
        : result,
    ),
  },
  {
    breaks: 'signature.refusals',
    description:
      "a server that answers another company's job as FORBIDDEN (telling that it exists)",
    failsWith: `another company's member signing (alone): error code of`,
    handle: changeResults(saves, (result) =>
      refusedWith(result, 'NOT_FOUND')
        ? {
            ...result,
            errors: result.errors.map((error: any) => ({
              ...error,
              extensions: { ...error.extensions, code: 'FORBIDDEN' },
            })),
          }
        : result,
    ),
  },
];
