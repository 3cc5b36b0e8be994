/**
 * Doubles of the signature: one only on a complete job, one that keeps the first, one that keeps
 * the name's spaces or a signing time ahead of now, and refusals a server gets wrong.
 */
import { SIGNED_BY_MAX_LENGTH, signedByError } from '@routebook/schema';
import { jsonAnswer, jsonOf, operationsOf, type Breakage } from './proxy';
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

const saves = calls('saveJobSignature');

/** The job of a single saveJobSignature request, as its caller reads it (status and signature). */
async function jobOf(...[request, forward]: Parameters<Breakage['handle']>) {
  const [operation, ...more] = operationsOf(request);
  if (!operation || more.length || !saves(operation)) return null;
  const answer = await forward(
    operationRequest(
      request,
      {
        query: `query ConformanceDoubleJob($id: ID!) { job(id: $id) { id status signature { url signedBy signedAt } } }`,
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
