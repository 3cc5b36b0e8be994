/**
 * The visit report's share links (schema.graphql, shareVisitReport,
 * revokeVisitReportLink, sharedVisitReport): a link opens, without a login, the report of its own
 * job and only what the customer may see; sharing again adds a link, revoking ends them all at
 * once; an admin or a member who clocked in on the job may share, and only a complete job's
 * report. The checks share jobs of their own.
 */
import { randomBytes } from 'node:crypto';
import { fieldDayMessages, messages } from '@routebook/schema';
import { about, check, expectEqual, expectRefused, expectTrue, fail, type Check } from '../check';
import type { GraphQLResult } from '../client';
import type { CheckContext, Session } from '../context';
import { addJobNote, clockIn, fileUrl, ownJob, sameBytes } from './fixtures';
import { TINY_PNG, companyPngUrl, eachWay, show } from './support';

const SECTION = 'Extension: visit report and share link';

const SHARE = `mutation ConformanceShareReport($jobId: ID!) {
  shareVisitReport(jobId: $jobId) { url path job { id reportLink { createdAt revoked revokedAt } } }
}`;

const REVOKE = `mutation ConformanceRevokeReportLinks($jobId: ID!) {
  revokeVisitReportLink(jobId: $jobId) { job { id reportLink { createdAt revoked revokedAt } } }
}`;

const SHARED = `query ConformanceSharedReport($token: String!) {
  sharedVisitReport(token: $token) { companyName customer { displayName } notes { description } }
}`;

const SET_STATUS = `mutation ConformanceSetJobStatus($id: ID!, $data: JobInput!) {
  updateJob(id: $id, data: $data) { job { id status } }
}`;

/** The shortest base64url text of 256 bits. */
const TOKEN = /^[A-Za-z0-9_-]{43,}$/;

interface Shared {
  url: string;
  token: string;
}

/** Shares the job's report as `caller`; answers the link and its token. */
async function share(ctx: CheckContext, caller: Session, jobId: string): Promise<Shared> {
  const { shareVisitReport: made } = await ctx.ok(caller, SHARE, { jobId });
  const path = String(made?.path);
  expectTrue(
    path.startsWith('/visit/'),
    `the path of a share link: expected /visit/<token>, got ${show(made)}`,
  );
  expectTrue(
    String(made.url).endsWith(path),
    `the share link ${made.url} does not end with its path ${path}`,
  );
  const token = decodeURIComponent(path.slice('/visit/'.length));
  expectTrue(
    TOKEN.test(token),
    `a share link's token of at least 256 bits (43 base64url characters), got "${token}"`,
  );
  return { url: made.url, token };
}

/** What a link opens, asked without a login. */
async function open(ctx: CheckContext, token: string): Promise<Record<string, any> | null> {
  const { sharedVisitReport } = await ctx.ok(null, SHARED, { token });
  return sharedVisitReport ?? null;
}

const shareLinks = check(
  'visitReport.share',
  SECTION,
  "a complete job's share link (<appUrl>/visit/<token>, 256 random bits) opens without a login that job's report: its customer, the company's name and only the notes marked for the customer; each job's link opens its own; sharing again adds a link and the first still works; an unknown token, and the link of a job no longer complete, open nothing (null)",
  async (ctx) => {
    const member = await ctx.as('level40', 'member');
    const first = await ownJob(ctx, 'level40', 'complete');
    const second = await ownJob(ctx, 'level40', 'complete');
    const { admin } = first;
    const forCustomer = ctx.unique('Conformance: the filter is cleaned');
    await addJobNote(ctx, member, first.jobId, forCustomer, true);
    await addJobNote(
      ctx,
      member,
      first.jobId,
      ctx.unique('Conformance: internal, gate code 4521'),
      false,
    );

    const firstLink = await share(ctx, admin, first.jobId);
    const secondLink = await share(ctx, admin, second.jobId);
    const opened = await open(ctx, firstLink.token);
    if (!opened) fail(`the first job's link opens nothing: ${firstLink.url}`);
    expectEqual(opened.companyName, admin.companyName, "the company's name on the report");
    expectEqual(
      opened.customer?.displayName,
      first.customerName,
      "the customer of the first job's report",
    );
    expectEqual(
      (opened.notes as { description: string }[]).map((note) => note.description),
      [forCustomer],
      'the notes the customer sees on the report (one marked for them, one internal)',
    );
    expectEqual(
      (await open(ctx, secondLink.token))?.customer?.displayName,
      second.customerName,
      "the customer of the report the second job's link opens",
    );
    const again = await share(ctx, admin, first.jobId);
    expectTrue(
      again.token !== firstLink.token,
      `sharing again answered the same link ${again.url}`,
    );
    expectEqual(
      (await open(ctx, again.token))?.customer?.displayName,
      first.customerName,
      'the customer of the report the link shared again opens',
    );
    expectEqual(
      (await open(ctx, firstLink.token))?.customer?.displayName ?? null,
      first.customerName,
      'the customer of the report the first link opens once the job was shared again',
    );
    expectEqual(
      await open(ctx, randomBytes(32).toString('base64url')),
      null,
      'what an unknown token opens',
    );
    await ctx.ok(admin, SET_STATUS, { id: first.jobId, data: { status: 'active' } });
    expectEqual(
      await open(ctx, again.token),
      null,
      'what a link opens once its job is no longer complete',
    );
  },
);

const revoke = check(
  'visitReport.revoke',
  SECTION,
  "revoking a job's links makes every one of them open nothing at once (null, as an unknown token), one opened before too, and Job.reportLink says revoked; a link shared afterwards opens the report",
  async (ctx) => {
    const { jobId, admin, customerName } = await ownJob(ctx, 'level40', 'complete');
    const links = [await share(ctx, admin, jobId), await share(ctx, admin, jobId)];
    expectEqual(
      (await open(ctx, links[0]!.token))?.customer?.displayName,
      customerName,
      'the customer of the report before the revoke',
    );
    const { revokeVisitReportLink } = await ctx.ok(admin, REVOKE, { jobId });
    const link = revokeVisitReportLink?.job?.reportLink;
    expectTrue(
      link?.revoked === true && typeof link.revokedAt === 'string',
      `reportLink after the revoke: expected revoked with revokedAt, got ${show(link)}`,
    );
    const after = await open(ctx, links[0]!.token);
    expectEqual(after, null, 'the link opened before the revoke, opened after it');
    expectEqual(await open(ctx, links[1]!.token), null, 'the other link, after the revoke');
    const fresh = await share(ctx, admin, jobId);
    expectEqual(
      (await open(ctx, fresh.token))?.customer?.displayName,
      customerName,
      'the customer of the report a link shared after the revoke opens',
    );
  },
);

const SHARED_IMAGES = `query ConformanceSharedImages($token: String!) {
  sharedVisitReport(token: $token) { photos { url } signature { url } }
}`;

const ADD_PHOTO = `mutation ConformanceAddReportPhoto($data: JobPhotoInput!) {
  createJobPhoto(data: $data) { jobPhoto { id } }
}`;

const SIGN = `mutation ConformanceSignReport($jobId: ID!, $data: JobSignatureInput!) {
  saveJobSignature(jobId: $jobId, data: $data) { job { id } }
}`;

/** GET of an image URL as the customer's browser loads it: no login. */
const load = (ctx: CheckContext, url: string) =>
  fetch(fileUrl(ctx.client, url), { headers: ctx.client.config.headers });

const sharedImages = check(
  'visitReport.shared-images',
  SECTION,
  "a shared report's photo and signature load, without a login, from the URLs the link's report gives (the uploaded bytes) while the link is live; once it is revoked each of those URLs answers 404, one loaded before too",
  async (ctx) => {
    const { jobId, admin } = await ownJob(ctx, 'level40', 'complete');
    const url = await companyPngUrl(ctx, admin);
    await ctx.ok(admin, ADD_PHOTO, { data: { job: jobId, url } });
    await ctx.ok(admin, SIGN, { jobId, data: { imageUrl: url, signedBy: 'Pat Conformance' } });
    const link = await share(ctx, admin, jobId);
    const { sharedVisitReport: report } = await ctx.ok(null, SHARED_IMAGES, { token: link.token });
    const urls: string[] = [...(report?.photos ?? []).map((p: { url: string }) => p.url)];
    if (report?.signature?.url) urls.push(report.signature.url);
    expectEqual(
      urls.length,
      2,
      `the images of the shared report (a photo, a signature): ${show(report)}`,
    );
    for (const image of urls) {
      const response = await load(ctx, image);
      expectEqual(response.status, 200, `GET ${image} while the link is live: HTTP status`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expectTrue(sameBytes(bytes, TINY_PNG), `GET ${image} served ${bytes.byteLength} other bytes`);
    }
    await ctx.ok(admin, REVOKE, { jobId });
    for (const image of urls) {
      const response = await load(ctx, image);
      await response.arrayBuffer();
      expectEqual(response.status, 404, `GET ${image} after the revoke: HTTP status`);
    }
  },
);

/** Fails unless `result` is refused with `code` and `message`, answering no link. */
function expectNoLink(result: GraphQLResult, code: string, message: string): void {
  expectRefused(result, code, message);
  const field = result.data && Object.keys(result.data)[0];
  expectEqual(field ? result.data![field] : null, null, 'data answered');
}

const whoShares = check(
  'visitReport.who-shares',
  SECTION,
  `an admin, or a member who clocked in on the job, may share and revoke its report's links; a member who did not is FORBIDDEN, another company's admin NOT_FOUND, and a job not complete CONFLICT "${fieldDayMessages.visitReportNotComplete}" — alone and in a batch`,
  async (ctx) => {
    const { jobId, admin } = await ownJob(ctx, 'level40', 'active');
    const member = await ctx.as('level40', 'member');
    const outsider = await ctx.as('other', 'admin');
    for (const way of eachWay(ctx)) {
      await about(`sharing a job that is not complete (${way.how})`, async () =>
        expectNoLink(
          await way.run(admin, SHARE, { jobId }),
          'CONFLICT',
          fieldDayMessages.visitReportNotComplete,
        ),
      );
    }
    await ctx.ok(admin, SET_STATUS, { id: jobId, data: { status: 'complete' } });
    for (const way of eachWay(ctx)) {
      for (const [what, mutation] of [
        ['sharing', SHARE],
        ['revoking', REVOKE],
      ] as const) {
        await about(`a regular member who did not clock in ${what} (${way.how})`, async () =>
          expectNoLink(await way.run(member, mutation, { jobId }), 'FORBIDDEN', messages.forbidden),
        );
        await about(`another company's admin ${what} (${way.how})`, async () =>
          expectNoLink(
            await way.run(outsider, mutation, { jobId }),
            'NOT_FOUND',
            messages.notFound,
          ),
        );
      }
    }
    await clockIn(ctx, member, jobId, 30);
    await about('a member who clocked in on the job sharing', () => share(ctx, member, jobId));
    await about('a member who clocked in on the job revoking', () =>
      ctx.ok(member, REVOKE, { jobId }),
    );
  },
);

export const visitReportChecks: Check[] = [shareLinks, revoke, whoShares, sharedImages];
