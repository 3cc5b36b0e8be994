/**
 * Report periods (decisions: "Reports"): the reports, a member's time sheet and one's own cover at
 * most MAX_PERIOD_DAYS days. A longer period is refused with the date pickers' own message, as is
 * one that ends before it starts, each naming the field `to`; only text that is no day says
 * "Dates must be ISO 8601".
 */
import { MAX_PERIOD_DAYS, messages, periodTooLongMessage } from '@routebook/schema';
import { about, check, expectEqual, expectRefused, type Check } from '../check';
import type { Session } from '../context';
import { adminAt, eachWay } from './support';

const SECTION = 'Extension: report periods';

interface PeriodRead {
  what: string;
  /** The root field the operation calls. */
  field: string;
  byAdmin: boolean;
  query: string;
  variables(admin: Session, member: Session): Record<string, unknown>;
}

const READS: PeriodRead[] = [
  {
    what: 'the reports (report)',
    field: 'report',
    byAdmin: true,
    query: `query ConformanceReportPeriod($companyId: ID!, $from: String!, $to: String!) {
      report(companyId: $companyId, from: $from, to: $to) { from to }
    }`,
    variables: (admin) => ({ companyId: admin.companyId }),
  },
  {
    what: "a member's time sheet (userTimesheet)",
    field: 'userTimesheet',
    byAdmin: true,
    query: `query ConformanceUserTimesheetPeriod($companyUserId: ID!, $from: String!, $to: String!) {
      userTimesheet(companyUserId: $companyUserId, from: $from, to: $to) { from to }
    }`,
    variables: (_, member) => ({ companyUserId: member.companyUserId }),
  },
  {
    what: 'their own time sheet (timesheet)',
    field: 'timesheet',
    byAdmin: false,
    query: `query ConformanceTimesheetPeriod($from: String!, $to: String!) {
      timesheet(from: $from, to: $to) { from to }
    }`,
    variables: () => ({}),
  },
];

const FIRST_DAY = '2025-01-01';

/** A period of `days` days from FIRST_DAY, both ends included. */
function periodOf(days: number): { from: string; to: string } {
  const last = Date.parse(`${FIRST_DAY}T00:00:00Z`) + (days - 1) * 86_400_000;
  return { from: FIRST_DAY, to: new Date(last).toISOString().slice(0, 10) };
}

const REFUSED = [
  {
    what: `${MAX_PERIOD_DAYS + 1} days`,
    period: periodOf(MAX_PERIOD_DAYS + 1),
    message: periodTooLongMessage(),
  },
  {
    what: 'a period ending before it starts',
    period: { from: '2025-01-02', to: FIRST_DAY },
    message: messages.periodToBeforeFrom,
  },
];

const maxDays = check(
  'periods.max-days',
  SECTION,
  `the reports, a member's time sheet and one's own cover at most ${MAX_PERIOD_DAYS} days: ${MAX_PERIOD_DAYS + 1} days are BAD_USER_INPUT "${periodTooLongMessage()}", a period ending before it starts "${messages.periodToBeforeFrom}", each naming the field "to"; ${MAX_PERIOD_DAYS} days are answered — alone and in a batch`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const member = await ctx.as('level40', 'member');
    for (const read of READS) {
      const caller = read.byAdmin ? admin : member;
      const variables = read.variables(admin, member);
      for (const way of eachWay(ctx)) {
        for (const { what, period, message } of REFUSED) {
          await about(`${read.what} of ${what} (${way.how})`, async () => {
            const result = await way.run(caller, read.query, { ...variables, ...period });
            const error = expectRefused(result, 'BAD_USER_INPUT', message);
            expectEqual(error.extensions?.fields, { to: message }, 'extensions.fields');
            expectEqual(result.data?.[read.field] ?? null, null, 'data answered');
          });
        }
      }
      const longest = periodOf(MAX_PERIOD_DAYS);
      const answered = await about(`${read.what} of ${MAX_PERIOD_DAYS} days`, () =>
        ctx.ok(caller, read.query, { ...variables, ...longest }),
      );
      expectEqual(answered[read.field], longest, `${read.what} of ${MAX_PERIOD_DAYS} days`);
    }
  },
);

export const periodChecks: Check[] = [maxDays];
