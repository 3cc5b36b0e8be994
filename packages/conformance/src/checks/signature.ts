/**
 * The customer's signature (schema.graphql, saveJobSignature): any member of the job's
 * company saves it, in any status; the image must be a PNG uploaded to that company and the name
 * 1 to SIGNED_BY_MAX_LENGTH characters once trimmed; saving again replaces it until the visit
 * report is shared; a signing time later than the server's now is taken as now. The checks sign
 * jobs of their own with a PNG they upload (a company's own photos may be JPEGs).
 */
import {
  MAX_IMAGE_METADATA_BYTES,
  SIGNED_BY_MAX_LENGTH,
  fieldDayMessages,
  messages,
  signedByError,
} from '@routebook/schema';
import { about, check, expectEqual, expectRefused, expectTrue, fail, type Check } from '../check';
import type { GraphQLResult } from '../client';
import type { CheckContext, Session } from '../context';
import { GIF, ownJob, pngWithFiller, pngWithJunkAfterEnd } from './fixtures';
import { companyPngUrl, eachWay, show } from './support';

const SECTION = "Extension: the customer's signature";

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

const SHARE = `mutation ConformanceShareSigned($jobId: ID!) {
  shareVisitReport(jobId: $jobId) { path }
}`;

const REVOKE = `mutation ConformanceRevokeSigned($jobId: ID!) {
  revokeVisitReportLink(jobId: $jobId) { job { id } }
}`;

const final = check(
  'signature.final',
  SECTION,
  `a job whose visit report was shared before it was signed takes its first signature; replacing it then is CONFLICT "${messages.signatureFinal}", after the links are revoked too, and the first stays — alone and in a batch`,
  async (ctx) => {
    const { jobId, admin } = await ownJob(ctx, 'level40', 'complete');
    const member = await ctx.as('level40', 'member');
    const imageUrl = await companyPngUrl(ctx, admin);
    await ctx.ok(admin, SHARE, { jobId });
    const first = await about('a first signature on a job whose visit report was shared', () =>
      ctx.ok(member, SAVE, { jobId, data: { imageUrl, signedBy: 'Pat Conformance' } }),
    );
    const signature = first.saveJobSignature?.job?.signature;
    expectEqual(signature?.signedBy, 'Pat Conformance', 'the first signature of a shared job');
    const replacement = { jobId, data: { imageUrl, signedBy: 'Sam Conformance' } };
    for (const when of ['', ' after the revoke']) {
      if (when) await ctx.ok(admin, REVOKE, { jobId });
      for (const way of eachWay(ctx)) {
        await about(`replacing the signature of a shared report${when} (${way.how})`, async () =>
          expectNotSaved(
            await way.run(member, SAVE, replacement),
            'CONFLICT',
            messages.signatureFinal,
          ),
        );
      }
    }
    const { job } = await ctx.ok(admin, SIGNATURE, { id: jobId });
    expectEqual(job?.signature, signature, "the job's signature after the refused replacements");
  },
);

const UPLOAD = `mutation ConformanceUploadSignature($file: Upload!) { uploadImage(file: $file) { url } }`;

const MIB = 1024 * 1024;
const metadataLimit = `${MAX_IMAGE_METADATA_BYTES / MIB} MiB`;

const BROKEN_PNGS = [
  {
    what: 'a PNG with bytes after IEND',
    bytes: () => pngWithJunkAfterEnd('conformance: nothing may follow IEND'),
    message: messages.imageUnreadable,
  },
  {
    // The bound plus one byte: a laxer bound is caught too, and it costs a ninth of 9 MiB.
    what: `a PNG carrying ${metadataLimit} + 1 byte of filler in a chunk`,
    bytes: () => pngWithFiller(MAX_IMAGE_METADATA_BYTES + 1),
    message: messages.imageMetadataTooLarge.replace(
      '{max}',
      String(MAX_IMAGE_METADATA_BYTES / MIB),
    ),
  },
];

const uploadAs = (ctx: CheckContext, caller: Session, bytes: Uint8Array<ArrayBuffer>) =>
  ctx.client.upload(
    { query: UPLOAD },
    { file: { bytes, name: 'signature.png', type: 'image/png' } },
    { token: caller.token },
  );

const png = check(
  'signature.png',
  SECTION,
  `a signature is a PNG decoded whole: uploading one with bytes after IEND is BAD_USER_INPUT "${BROKEN_PNGS[0]!.message}", one carrying ${metadataLimit} + 1 byte of filler in a chunk "${BROKEN_PNGS[1]!.message}", so neither is signed with; a GIF saved as the signature is BAD_USER_INPUT "${messages.signatureNotPng}" — alone and in a batch; the job stays unsigned`,
  async (ctx) => {
    const { jobId, admin } = await ownJob(ctx, 'level40', 'active');
    const member = await ctx.as('level40', 'member');
    for (const broken of BROKEN_PNGS) {
      await about(`${broken.what}, uploaded to sign with`, async () => {
        const answer = await uploadAs(ctx, member, broken.bytes());
        const url = answer.body?.data?.uploadImage?.url;
        if (typeof url === 'string') {
          const data = { imageUrl: url, signedBy: 'Pat Conformance' };
          const saved = await ctx.run(member, SAVE, { jobId, data });
          fail(`the upload was taken (${url})${saved.errors?.length ? '' : ' and signed with'}`);
        }
        expectRefused(answer, 'BAD_USER_INPUT', broken.message);
      });
    }
    const gif = await uploadAs(ctx, member, GIF);
    const gifUrl = gif.body?.data?.uploadImage?.url;
    if (typeof gifUrl !== 'string') fail(`a 1x1 GIF upload answered ${show(gif.body)}`);
    for (const way of eachWay(ctx)) {
      await about(`a GIF as the signature (${way.how})`, async () =>
        expectNotSaved(
          await way.run(member, SAVE, { jobId, data: { imageUrl: gifUrl, signedBy: 'Pat' } }),
          'BAD_USER_INPUT',
          messages.signatureNotPng,
        ),
      );
    }
    const { job } = await ctx.ok(admin, SIGNATURE, { id: jobId });
    expectEqual(job?.signature ?? null, null, "the job's signature after the refusals");
  },
);

export const signatureChecks: Check[] = [save, refusals, final, png];
