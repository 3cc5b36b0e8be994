/**
 * The customer's signature on a job, the visit report a completed job has, and the share links that
 * open it without a login.
 */
import {
  hasVisitReport,
  mayShareVisitReport,
  messages,
  signedByError,
  visitReportPath,
  fieldDayMessages,
} from '@routebook/schema';
import { nowIso, owned, requireSession, type Context } from '../context';
import { badInput, conflict, forbidden } from '../errors';
import { randomUrlToken, sha256Hex } from '../crypto';
import { isOwnUpload } from '../uploads';
import { fileIdOfUrl } from '../files';
import { fieldJob } from '../domain/jobs';
import { clockInMinutes, doneAtOf } from '../domain/time';
import type { Store } from '../store/store';
import type { JobRecord, JobSignatureRecord } from '../store/records';
import { IMAGE_REFS, liveReportLink, throughLink } from '../domain/sharedReport';
import { jobPayload } from './jobs';
import type { Resolver, ResolverMap } from './types';

/** How a report names an image (`ref` as the share link serves it, `url` as stored). */
type ImageUrl = (ref: string, url: string) => string;
const asStored: ImageUrl = (_, url) => url;

/** A signature as the schema's JobSignature answers it. */
const signatureOf = (row: JobSignatureRecord | undefined, imageUrl: ImageUrl = asStored) =>
  row
    ? {
        url: imageUrl(IMAGE_REFS.signature, row.url),
        signedBy: row.signedBy,
        signedAt: row.signedAt,
      }
    : null;

/**
 * What the customer sees of a completed job (schema type VisitReport): plain values, no record
 * ids, nothing of the company but its name and logo, only the notes marked for the customer. Null
 * until the job is complete. The share link and the job's own `visitReport` answer this alike,
 * but for the images' URLs: through the link for the share (`throughLink`), as stored in the app.
 */
export function visitReportOf(store: Store, job: JobRecord, imageUrl: ImageUrl = asStored) {
  if (!hasVisitReport(job.status)) return null;
  const company = store.companies.get(job.companyId);
  const customer = store.customers.get(job.customerId);
  if (!company || !customer) return null;
  const visits = store.jobTimes.where('jobId', job.id).map((entry) => ({
    timeIn: entry.timeIn,
    timeOut: entry.timeOut,
    minutes: clockInMinutes(entry),
  }));
  return {
    companyName: company.name,
    companyLogo: company.logo && imageUrl(IMAGE_REFS.logo, company.logo),
    customer: {
      displayName: customer.displayName,
      address1: customer.address1,
      address2: customer.address2,
      city: customer.city,
      state: customer.state,
      zip: customer.zip,
    },
    completedAt: job.completedAt,
    visits,
    totalMinutes: visits.reduce((sum, visit) => sum + (visit.minutes ?? 0), 0),
    tasks: store.jobTasks.where('jobId', job.id).map((task) => ({ description: task.description })),
    serviceItems: store.jobServiceItems.where('jobId', job.id).flatMap((link) => {
      const item = store.serviceItems.get(link.serviceItemId);
      return item ? [{ name: item.name, isComplete: link.isComplete }] : [];
    }),
    notes: store.jobNotes
      .where('jobId', job.id)
      .filter((note) => note.forCustomer === true)
      .map((note) => ({ description: note.description, createdAt: note.createdAt })),
    photos: store.jobPhotos.where('jobId', job.id).map((photo, i) => ({
      url: imageUrl(IMAGE_REFS.photo(i), photo.url),
      photoDate: photo.photoDate,
    })),
    signature: signatureOf(store.jobSignatures.where('jobId', job.id)[0], imageUrl),
  };
}

// The signature ----------------------------------------------------------------------------------

interface JobSignatureInput {
  imageUrl: string;
  signedBy: string;
  signedAt?: string | null;
}

/**
 * Saves the customer's signature on a job (any member, any status): a PNG uploaded to the job's
 * company first, as a photo's. One per job: a new one replaces it until the visit report has
 * been shared (a link made, revoked since or not); from then on the customer has seen it, and a
 * replacement is refused (CONFLICT) before anything else is looked at.
 */
const saveJobSignature: Resolver<unknown, { jobId: string; data: JobSignatureInput }> = (
  _,
  { jobId, data },
  ctx,
) => {
  const job = fieldJob(ctx, jobId);
  const existing = ctx.store.jobSignatures.where('jobId', job.id)[0];
  if (existing && ctx.store.visitReportLinks.count('jobId', job.id) > 0) {
    conflict(messages.signatureFinal);
  }
  const url = data.imageUrl.trim();
  if (!isOwnUpload(ctx, url)) {
    badInput(fieldDayMessages.signatureNotUploaded, {
      imageUrl: fieldDayMessages.signatureNotUploaded,
    });
  }
  if (ctx.store.files.get(fileIdOfUrl(url))?.contentType !== 'image/png') {
    badInput(messages.signatureNotPng, { imageUrl: messages.signatureNotPng });
  }
  const nameError = signedByError(data.signedBy);
  if (nameError !== null) badInput(nameError, { signedBy: nameError });
  const fields = {
    url,
    signedBy: data.signedBy.trim(),
    // When the customer signed: the device's time, within the bounds of a field action's time.
    signedAt: doneAtOf(
      data.signedAt,
      { now: ctx.now(), notBefore: job.createdAt },
      { signedAt: messages.invalidDate },
    ),
    savedById: requireSession(ctx).companyUser.id,
    savedAt: nowIso(ctx),
  };
  if (existing) ctx.store.jobSignatures.update(existing.id, fields);
  else ctx.store.jobSignatures.insert({ companyId: job.companyId, jobId: job.id, ...fields });
  return { job: ctx.store.jobs.get(job.id) };
};

// Share links ------------------------------------------------------------------------------------

/** The caller's job whose report they may share: an admin, or a member who clocked in on it. */
function shareableJob(ctx: Context, jobId: string): JobRecord {
  const job = owned(ctx, ctx.store.jobs, jobId);
  const { companyUser } = requireSession(ctx);
  const workers = ctx.store.jobTimes.where('jobId', job.id).map((entry) => entry.companyUserId);
  if (!mayShareVisitReport(companyUser.role, companyUser.id, workers)) forbidden();
  return job;
}

/**
 * Makes a share link: a token of 256 random bits, of which only the SHA-256 is kept. The link is
 * answered once; sharing again makes another, and earlier ones keep working until revoked.
 */
const shareVisitReport: Resolver<unknown, { jobId: string }> = async (_, { jobId }, ctx) => {
  const job = shareableJob(ctx, jobId);
  if (!hasVisitReport(job.status)) conflict(fieldDayMessages.visitReportNotComplete);
  const token = randomUrlToken();
  const id = await sha256Hex(token);
  ctx.store.visitReportLinks.insert({
    id,
    companyId: job.companyId,
    jobId: job.id,
    createdById: requireSession(ctx).companyUser.id,
    createdAt: nowIso(ctx),
    revokedAt: null,
  });
  const path = visitReportPath(token);
  return { url: `${ctx.config.appUrl}${path}`, path, job: ctx.store.jobs.get(job.id) };
};

/** Revokes every live link of the job's report; with none live it changes nothing. */
const revokeVisitReportLink: Resolver<unknown, { jobId: string }> = (_, { jobId }, ctx) => {
  const job = shareableJob(ctx, jobId);
  const revokedAt = nowIso(ctx);
  ctx.store.transaction(() => {
    for (const link of ctx.store.visitReportLinks.where('jobId', job.id)) {
      if (link.revokedAt === null) ctx.store.visitReportLinks.update(link.id, { revokedAt });
    }
  });
  return jobPayload(ctx, job);
};

/**
 * The report a link stands for, to anyone holding it. Unknown, revoked, a job deleted or no longer
 * complete, a company switched off: null, all alike. The token is hashed whatever it is and
 * looked up by its hash (no comparison of the token text that could leak by timing).
 */
const sharedVisitReport: Resolver<unknown, { token: string }> = async (_, { token }, ctx) => {
  const live = liveReportLink(ctx.store, await sha256Hex(token));
  return live && visitReportOf(ctx.store, live.job, throughLink(live.link.id));
};

/** The job's latest link, and whether every link is revoked; null when none was ever made. */
function reportLinkOf(store: Store, jobId: string) {
  const links = store.visitReportLinks.where('jobId', jobId);
  if (links.length === 0) return null;
  const latest = (dates: (string | null)[]) =>
    dates.reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);
  const revoked = links.every((link) => link.revokedAt !== null);
  return {
    createdAt: latest(links.map((link) => link.createdAt)),
    revoked,
    revokedAt: revoked ? latest(links.map((link) => link.revokedAt)) : null,
  };
}

type JobField = Resolver<JobRecord, Record<string, never>>;
const jobField =
  (read: (job: JobRecord, ctx: Context) => unknown): JobField =>
  (job, _, ctx) =>
    read(job, ctx);

export const visitReportResolvers = {
  Query: { sharedVisitReport },
  Mutation: { saveJobSignature, shareVisitReport, revokeVisitReportLink },
  Job: {
    signature: jobField((job, ctx) =>
      signatureOf(ctx.store.jobSignatures.where('jobId', job.id)[0]),
    ),
    reportLink: jobField((job, ctx) => reportLinkOf(ctx.store, job.id)),
    visitReport: jobField((job, ctx) => visitReportOf(ctx.store, job)),
  },
} satisfies ResolverMap;
