/**
 * Can't access: the company's reasons (Settings), a technician's report on an open job (a field
 * action: the job is cancelled, open clock-ins on it are clocked out at the report's time) and an
 * admin's reopen. The rules are the schema package's (rules/cantAccess.ts).
 */
import {
  cantAccessJobClosedMessage,
  cantAccessReasonsOf,
  mayReportCantAccess,
  messages,
  normalizeCantAccessReason,
  validateCantAccessReasons,
  validateCantAccessReport,
  fieldDayMessages,
} from '@routebook/schema';
import { isCallersCompany, owned, requireSession, type Context } from '../context';
import { assertValid, badInput, conflict } from '../errors';
import { isOwnUpload } from '../uploads';
import { fieldJob } from '../domain/jobs';
import {
  callerRef,
  closeOpenReport,
  jobReports,
  openReport,
  shownMemberName,
} from '../domain/cantAccess';
import { doneAtOf, isWallClock, movedWallClock } from '../domain/time';
import type {
  CantAccessRecord,
  CompanyRecord,
  JobRecord,
  JobTimeRecord,
  MemberRef,
} from '../store/records';
import { jobPayload } from './jobs';
import type { Resolver, ResolverMap } from './types';

const MINUTE_MS = 60_000;

interface CantAccessInput {
  reason: string;
  note?: string | null;
  photoUrl?: string | null;
  reportedAt?: string | null;
  reportedWallClock?: string | null;
}

/** The company's reasons as they are now (the session's copy may predate an edit). */
function reasonsOf(ctx: Context): string[] {
  const { company } = requireSession(ctx);
  return cantAccessReasonsOf(ctx.store.companies.get(company.id)?.cantAccessReasons);
}

const updateCantAccessReasons: Resolver<unknown, { reasons: string[] }> = (_, { reasons }, ctx) => {
  const list = reasons.map(normalizeCantAccessReason);
  assertValid(validateCantAccessReasons(list));
  return ctx.store.companies.update(requireSession(ctx).company.id, { cantAccessReasons: list });
};

/** `YYYY-MM-DDTHH:mm` of `instant` on the wall clock `offsetMs` ahead of UTC. */
const wallClockAt = (instant: number, offsetMs: number) =>
  new Date(instant + offsetMs).toISOString().slice(0, 16);

/** How far the clock-in's device was ahead of UTC (0 when its wall clock is not known). */
function offsetOf(entry: JobTimeRecord): number {
  if (!entry.timeIn) return 0;
  const offset = Date.parse(`${entry.timeIn}:00Z`) - Date.parse(entry.timeInAt);
  return Number.isFinite(offset) ? offset : 0;
}

/**
 * Clocks out an open clock-in at the report's time: its wall clock is the report's when sent,
 * else the clock-in device's. A clock-in that started after the report (a corrected time) is
 * clocked out a minute after it started, so a clock-out never comes first.
 */
function clockOutAt(
  ctx: Context,
  entry: JobTimeRecord,
  at: number,
  wallClock: string | null,
): JobTimeRecord {
  const start = Date.parse(entry.timeInAt);
  const out = at > start ? at : start + MINUTE_MS;
  return ctx.store.jobTimes.update(entry.id, {
    status: 'complete',
    timeOutAt: new Date(out).toISOString(),
    timeOut: out === at && wallClock ? wallClock : wallClockAt(out, offsetOf(entry)),
  });
}

const reportCantAccess: Resolver<unknown, { jobId: string; data: CantAccessInput }> = (
  _,
  { jobId, data },
  ctx,
) => {
  const job = fieldJob(ctx, jobId);
  if (!mayReportCantAccess(job.status)) conflict(cantAccessJobClosedMessage(job.status));
  assertValid(validateCantAccessReport(data, reasonsOf(ctx)));
  const photoUrl = data.photoUrl?.trim() || null;
  if (photoUrl !== null && !isOwnUpload(ctx, photoUrl)) badInput(messages.photoNotUploaded);
  // The moment of the report: as sent, within the bounds of a field action's time; else now.
  const at = Date.parse(doneAtOf(data.reportedAt, { now: ctx.now(), notBefore: job.createdAt }));
  const sentWallClock = data.reportedWallClock?.trim() || null;
  if (sentWallClock !== null && !isWallClock(sentWallClock)) badInput(messages.invalidDate);
  const open = ctx.store.jobTimes
    .where('jobId', job.id)
    .filter((entry) => entry.status === 'active');
  const wallClock =
    sentWallClock === null
      ? wallClockAt(at, open[0] ? offsetOf(open[0]) : 0)
      : movedWallClock(sentWallClock, Date.parse(data.reportedAt ?? '') || at, at);

  const updated = ctx.store.transaction(() => {
    for (const entry of open) clockOutAt(ctx, entry, at, wallClock);
    ctx.store.cantAccessReports.insert({
      companyId: job.companyId,
      jobId: job.id,
      reason: data.reason.trim(),
      note: data.note?.trim() || null,
      photoUrl,
      reportedAt: new Date(at).toISOString(),
      reportedWallClock: wallClock,
      reportedBy: callerRef(ctx),
      reopenedAt: null,
      reopenedBy: null,
    });
    return ctx.store.jobs.update(job.id, { status: 'cancelled', completedAt: null });
  });
  return jobPayload(ctx, updated);
};

/** An admin takes a cancelled job back to active; its open report is kept, closed. */
const reopenJob: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const job = owned(ctx, ctx.store.jobs, id);
  if (job.status !== 'cancelled') conflict(fieldDayMessages.reopenNotCancelled);
  const updated = ctx.store.transaction(() => {
    closeOpenReport(ctx, job.id);
    return ctx.store.jobs.update(job.id, { status: 'active', completedAt: null });
  });
  return jobPayload(ctx, updated);
};

const member = (ref: MemberRef | null) =>
  ref && { id: ref.companyUserId, name: shownMemberName(ref.name) };

/** The reports made on the company's jobs whose day is within the period, oldest first. */
export function cantAccessReportsIn(
  ctx: Context,
  companyId: string,
  from: string,
  to: string,
): CantAccessRecord[] {
  return ctx.store.cantAccessReports
    .where('companyId', companyId)
    .filter((report) => {
      const day = report.reportedWallClock.slice(0, 10);
      return day >= from && day <= to && ctx.store.jobs.get(report.jobId) !== undefined;
    })
    .sort((a, b) => a.reportedAt.localeCompare(b.reportedAt) || a.id.localeCompare(b.id));
}

export const cantAccessResolvers = {
  Mutation: { updateCantAccessReasons, reportCantAccess, reopenJob },
  Company: {
    cantAccessReasons: (company: CompanyRecord, _: unknown, ctx: Context) =>
      isCallersCompany(ctx, company) ? reasonsOf(ctx) : [],
  },
  Job: {
    cantAccess: (job: JobRecord, _: unknown, ctx: Context) =>
      job.status === 'cancelled' ? openReport(ctx.store, job.id) : null,
    cantAccessHistory: (job: JobRecord, _: unknown, ctx: Context) => jobReports(ctx.store, job.id),
  },
  CantAccess: {
    reportedBy: (report: CantAccessRecord) => member(report.reportedBy),
    reopenedBy: (report: CantAccessRecord) => member(report.reopenedBy),
    job: (report: CantAccessRecord, _: unknown, ctx: Context) => ctx.store.jobs.get(report.jobId),
  },
} satisfies ResolverMap;
