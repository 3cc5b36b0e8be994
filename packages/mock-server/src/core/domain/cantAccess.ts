/** A job's Can't access reports, for the resolvers that read and close them. */
import { EMAIL_PATTERN, messages } from '@routebook/schema';
import { nowIso, requireSession, type Context } from '../context';
import type { Store } from '../store/store';
import type { CantAccessRecord, CompanyUserRecord, MemberRef } from '../store/records';

/**
 * How a report or a job note names a member to every colleague: "firstName lastName", else
 * "Unnamed member". Never their email: that only they and the admins read (@selfOrAdmin).
 */
export function memberName(member: CompanyUserRecord): string {
  const name = [member.firstName, member.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || messages.unnamedMember;
}

/** A name kept by an older version, which signed with the email when there was no name. */
export const shownMemberName = (kept: string): string =>
  EMAIL_PATTERN.test(kept.trim()) ? messages.unnamedMember : kept;

/** The caller, as a report names them. */
export function callerRef(ctx: Context): MemberRef {
  const member = requireSession(ctx).companyUser;
  return { companyUserId: member.id, name: memberName(member) };
}

/** Newest first: by the instant reported, then by the order written. */
export function jobReports(store: Store, jobId: string): CantAccessRecord[] {
  return store.cantAccessReports
    .where('jobId', jobId)
    .map((report, index) => ({ report, index }))
    .sort((a, b) => b.report.reportedAt.localeCompare(a.report.reportedAt) || b.index - a.index)
    .map(({ report }) => report);
}

/** The job's report not yet reopened, if any: the job is called off because of it. */
export function openReport(store: Store, jobId: string): CantAccessRecord | null {
  return jobReports(store, jobId).find((report) => report.reopenedAt === null) ?? null;
}

/** Closes the job's open report, if any: the job leaves cancelled (reopenJob, or Edit Job). */
export function closeOpenReport(ctx: Context, jobId: string): void {
  const report = openReport(ctx.store, jobId);
  if (!report) return;
  ctx.store.cantAccessReports.update(report.id, {
    reopenedAt: nowIso(ctx),
    reopenedBy: callerRef(ctx),
  });
}
