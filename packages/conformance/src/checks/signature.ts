/**
 * Issue 17, the customer's signature (schema.graphql, saveJobSignature): any member of the job's
 * company saves it, in any status; the image must be a PNG uploaded to that company and the name
 * 1 to SIGNED_BY_MAX_LENGTH characters once trimmed; saving again replaces it until the visit
 * report is shared; a signing time later than the server's now is taken as now. The checks sign
 * jobs of their own with a PNG they upload (a company's own photos may be JPEGs).
 */
import { SIGNED_BY_MAX_LENGTH, fieldDayMessages, messages, signedByError } from '@routebook/schema';
import { about, check, expectEqual, expectRefused, expectTrue, type Check } from '../check';
import type { GraphQLResult } from '../client';
import type { Session } from '../context';
import { ownJob } from './fixtures';
import { companyPngUrl, eachWay, show } from './support';

const SECTION = "Extension: the customer's signature (issue 17)";

const SAVE = `mutation ConformanceSaveSignature($jobId: ID!, $data: JobSignatureInput!) {
  saveJobSignature(jobId: $jobId, data: $data) {
    job { id status signature { url signedBy signedAt } }
  }
}`;

const SIGNATURE = `query ConformanceJobSignature($id: ID!) {
  job(id: $id) { id signature { url signedBy signedAt } }
}`;

/** The message a blank or too long name is refused with. */
const NAME_INVALID = signedByError('') ?? fieldDayMessages.signedByInvalid;

const save = check(
  'signature.save',
  SECTION,
  `a regular member saves the customer's signature on a job not yet complete: an image uploaded to the company and the name, trimmed; saving again replaces it (one a job), and a signing time later than the server's now is taken as now`,
  async (ctx) => {
    const { jobId, admin } = await ownJob(ctx, 'level40', 'active');
    const member = await ctx.as('level40', 'member');
    const imageUrl = await companyPngUrl(ctx, admin);
    const first = await about('a signature on an active job', () =>
      ctx.ok(member, SAVE, { jobId, data: { imageUrl, signedBy: '  Pat Conformance  ' } }),
    );
    expectEqual(
      first.saveJobSignature?.job?.signature?.signedBy,
      'Pat Conformance',
      'the name on the signature (sent with spaces around it)',
    );
    expectEqual(first.saveJobSignature.job.signature.url, imageUrl, "the signature's image");
    const dayAhead = new Date(Date.now() + 86_400_000).toISOString();
    const again = await ctx.ok(member, SAVE, {
      jobId,
      data: { imageUrl, signedBy: 'Sam Conformance', signedAt: dayAhead },
    });
    const signature = again.saveJobSignature?.job?.signature;
    expectEqual(signature?.signedBy, 'Sam Conformance', 'the signature after saving again');
    expectTrue(
      Date.parse(signature.signedAt) < Date.parse(dayAhead),
      `signedAt of a signature sent with a time a day ahead (${dayAhead}): expected the server's now, got ${show(signature.signedAt)}`,
    );
    const { job } = await ctx.ok(admin, SIGNATURE, { id: jobId });
    expectEqual(job?.signature, signature, "the job's one signature, read by the admin");
  },
);

/** Fails unless `result` is refused with `code` and `message`, saving nothing. */
function expectNotSaved(result: GraphQLResult, code: string, message: string): void {
  expectRefused(result, code, message);
  expectEqual(result.data?.saveJobSignature ?? null, null, 'data answered');
}

const refusals = check(
  'signature.refusals',
  SECTION,
  `a signature image not uploaded to the job's company is BAD_USER_INPUT "${fieldDayMessages.signatureNotUploaded}"; a blank name or one of ${SIGNED_BY_MAX_LENGTH + 1} characters "${NAME_INVALID}" (${SIGNED_BY_MAX_LENGTH} are taken); another company's job NOT_FOUND "${messages.jobDeleted}"; nothing is saved — alone and in a batch`,
  async (ctx) => {
    const { jobId, admin } = await ownJob(ctx, 'level40', 'active');
    const member = await ctx.as('level40', 'member');
    const outsider = await ctx.as('other', 'member');
    const ownUrl = await companyPngUrl(ctx, admin);
    const theirUrl = await companyPngUrl(ctx, await ctx.as('other', 'admin'));
    for (const way of eachWay(ctx)) {
      const sign = async (
        what: string,
        caller: Session,
        data: object,
        code: string,
        message: string,
      ) =>
        about(`${what} (${way.how})`, async () =>
          expectNotSaved(await way.run(caller, SAVE, { jobId, data }), code, message),
        );
      await sign(
        'an image of another company',
        member,
        { imageUrl: theirUrl, signedBy: 'Pat' },
        'BAD_USER_INPUT',
        fieldDayMessages.signatureNotUploaded,
      );
      await sign(
        'a blank name',
        member,
        { imageUrl: ownUrl, signedBy: '   ' },
        'BAD_USER_INPUT',
        NAME_INVALID,
      );
      await sign(
        `a name of ${SIGNED_BY_MAX_LENGTH + 1} characters`,
        member,
        { imageUrl: ownUrl, signedBy: 'P'.repeat(SIGNED_BY_MAX_LENGTH + 1) },
        'BAD_USER_INPUT',
        NAME_INVALID,
      );
      await sign(
        "another company's member signing",
        outsider,
        { imageUrl: theirUrl, signedBy: 'Pat' },
        'NOT_FOUND',
        messages.jobDeleted,
      );
    }
    const { job } = await ctx.ok(admin, SIGNATURE, { id: jobId });
    expectEqual(job?.signature ?? null, null, "the job's signature after the refusals");
    const longest = 'P'.repeat(SIGNED_BY_MAX_LENGTH);
    const saved = await about(`a name of ${SIGNED_BY_MAX_LENGTH} characters`, () =>
      ctx.ok(member, SAVE, { jobId, data: { imageUrl: ownUrl, signedBy: longest } }),
    );
    expectEqual(saved.saveJobSignature?.job?.signature?.signedBy, longest, 'the longest name');
  },
);

export const signatureChecks: Check[] = [save, refusals];
