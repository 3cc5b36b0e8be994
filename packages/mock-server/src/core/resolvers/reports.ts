import { owned, ownCompanyId, requireSession, type Context } from '../context';
import { clockInDay, clockInMinutes, daysBetween, localDay } from '../domain/time';
import type { CompanyUserRecord, JobTimeRecord } from '../store/records';
import { openClockIn } from './fieldWork';
import { cantAccessReportsIn } from './cantAccess';
import type { Resolver, ResolverMap } from './types';

interface Period {
  from: string;
  to: string;
}

/** Clock-ins whose day (device-local clock-in day) is within the period, oldest first. */
function entriesIn(entries: JobTimeRecord[], { from, to }: Period): JobTimeRecord[] {
  return entries
    .filter((entry) => {
      const day = clockInDay(entry);
      return day >= from && day <= to;
    })
    .sort((a, b) => a.timeInAt.localeCompare(b.timeInAt) || a.id.localeCompare(b.id));
}

/** Minutes of finished clock-ins, summed by `key`. */
function minutesBy<K>(entries: JobTimeRecord[], key: (entry: JobTimeRecord) => K): Map<K, number> {
  const totals = new Map<K, number>();
  for (const entry of entries) {
    const minutes = clockInMinutes(entry) ?? 0;
    totals.set(key(entry), (totals.get(key(entry)) ?? 0) + minutes);
  }
  return totals;
}

/** The rows with a positive figure, largest first (ties in first-seen order). */
function largestFirst<K, T>(
  totals: Map<K, number>,
  row: (key: K, value: number) => T | undefined,
): T[] {
  return [...totals]
    .filter(([, value]) => value > 0)
    .sort(([, a], [, b]) => b - a)
    .flatMap(([key, value]) => row(key, value) ?? []);
}

/**
 * One member's clock-ins over a period: each day with the minutes of the clock-ins finished that
 * started on it (a clock-in counts whole on its clock-in day), and the clock-in still open.
 */
function timesheetOf(ctx: Context, member: CompanyUserRecord, from: string, to: string) {
  const days = daysBetween(from, to);
  const entries = entriesIn(ctx.store.jobTimes.where('companyUserId', member.id), { from, to });
  const perDay = minutesBy(entries, clockInDay);
  const daysWithMinutes = days.map((date) => ({ date, minutes: perDay.get(date) ?? 0 }));
  return {
    companyUser: member,
    from,
    to,
    entries,
    days: daysWithMinutes,
    totalMinutes: daysWithMinutes.reduce((sum, day) => sum + day.minutes, 0),
    openEntry: openClockIn(ctx, member.id),
  };
}

const timesheet: Resolver<unknown, Period> = (_, { from, to }, ctx) => {
  const { companyUser } = requireSession(ctx);
  return timesheetOf(ctx, ctx.store.companyUsers.get(companyUser.id) ?? companyUser, from, to);
};

const userTimesheet: Resolver<unknown, Period & { companyUserId: string }> = (
  _,
  { companyUserId, from, to },
  ctx,
) => timesheetOf(ctx, owned(ctx, ctx.store.companyUsers, companyUserId), from, to);

/**
 * The reports page's figures: minutes per member and per job (finished clock-ins by clock-in day),
 * and jobs completed (by the UTC day of completedAt) per route and per day; the Can't access
 * reports of the period (by the reporting device's day).
 */
const report: Resolver<unknown, Period & { companyId: string }> = (
  _,
  { companyId: companyIdArg, from, to },
  ctx,
) => {
  const companyId = ownCompanyId(ctx, companyIdArg);
  const days = daysBetween(from, to);
  const { store } = ctx;
  const entries = entriesIn(store.jobTimes.where('companyId', companyId), { from, to });

  const completed = store.jobs.where('companyId', companyId).filter((job) => {
    if (job.status !== 'complete' || !job.completedAt) return false;
    const day = localDay(job.completedAt);
    return day >= from && day <= to;
  });
  const perRoute = new Map<string, number>();
  const perDay = new Map<string, number>();
  for (const job of completed) {
    if (job.routeId) perRoute.set(job.routeId, (perRoute.get(job.routeId) ?? 0) + 1);
    const day = localDay(job.completedAt ?? '');
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }

  return {
    from,
    to,
    timeByUser: largestFirst(
      minutesBy(entries, (entry) => entry.companyUserId),
      (id, minutes) => {
        const companyUser = store.companyUsers.get(id);
        return companyUser && { companyUser, minutes };
      },
    ),
    timeByJob: largestFirst(
      minutesBy(entries, (entry) => entry.jobId),
      (id, minutes) => {
        const job = store.jobs.get(id);
        return job && { job, minutes };
      },
    ),
    jobsCompletedByRoute: largestFirst(perRoute, (id, count) => {
      const route = store.routes.get(id);
      return route && { route, count };
    }),
    jobsCompletedByDay: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    cantAccess: cantAccessReportsIn(ctx, companyId, from, to),
  };
};

export const reportResolvers = {
  Query: { timesheet, userTimesheet, report },
} satisfies ResolverMap;
