import { isDateRange, lastDays, type DateRange } from '@routebook/ui';
import { todayOnDevice } from '../TimeSheet/week';

/** The period a page shows when the address names none: the last 30 days, today included. */
export const defaultReportRange = (now = new Date()): DateRange => lastDays(todayOnDevice(now));

/**
 * The period a reports URL asks for: `?from=YYYY-MM-DD&to=YYYY-MM-DD`. A period the server would
 * refuse (a missing or unreadable day, To before From, over 366 days) gives the default instead.
 */
export function reportRangeOf(url: string, now = new Date()): DateRange {
  const params = new URL(url).searchParams;
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return isDateRange(asked) ? asked : defaultReportRange(now);
}

/** The address of the Reports page for a period. */
export const reportsPath = ({ from, to }: DateRange): string =>
  `/reports?${new URLSearchParams({ from, to })}`;

/** The address of one member's timecard for a period. */
export const timecardPath = (companyUserId: string, { from, to }: DateRange): string =>
  `/reports/timecard-user-view?${new URLSearchParams({ user: companyUserId, from, to })}`;
