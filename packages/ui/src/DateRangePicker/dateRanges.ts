import { MAX_PERIOD_DAYS, messages, periodTooLongMessage } from '@routebook/schema';

import { addDays, isDay, weekStartOf } from '@routebook/schema';

/** A period of whole days, 'YYYY-MM-DD', both included. */
export interface DateRange {
  from: string;
  to: string;
}

/** The longest period a report or timesheet covers, in days (the server refuses longer ones). */
export const MAX_RANGE_DAYS = MAX_PERIOD_DAYS;

/** The messages of an unusable period. */
export const DATE_RANGE_MESSAGES = {
  fromMissing: messages.periodFromMissing,
  toMissing: messages.periodToMissing,
  toBeforeFrom: messages.periodToBeforeFrom,
  tooLong: periodTooLongMessage(),
} as const;

/** What is wrong with a period, field by field; empty when it can be shown. */
export function dateRangeErrors({ from, to }: DateRange): { from?: string; to?: string } {
  if (!isDay(from)) return { from: DATE_RANGE_MESSAGES.fromMissing };
  if (!isDay(to)) return { to: DATE_RANGE_MESSAGES.toMissing };
  if (to < from) return { to: DATE_RANGE_MESSAGES.toBeforeFrom };
  if (to > addDays(from, MAX_RANGE_DAYS - 1)) return { to: DATE_RANGE_MESSAGES.tooLong };
  return {};
}

/** Whether the period can be shown: two days, in order, at most {@link MAX_RANGE_DAYS} long. */
export const isDateRange = (range: DateRange): boolean =>
  Object.keys(dateRangeErrors(range)).length === 0;

/** Monday to Sunday of the week that holds `today`. */
export function thisWeek(today: string): DateRange {
  const monday = weekStartOf(today);
  return { from: monday, to: addDays(monday, 6) };
}

/** The 30 days ending with `today`, today included. */
export function lastDays(today: string, days = 30): DateRange {
  return { from: addDays(today, 1 - days), to: today };
}

/** 1 January to 31 December of `today`'s year. */
export function thisYear(today: string): DateRange {
  if (!isDay(today)) return { from: '', to: '' };
  const year = today.slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The quick ranges the picker offers, in order. */
export const QUICK_RANGES = [
  { label: 'This week', range: thisWeek },
  { label: 'Last 30 days', range: (today: string) => lastDays(today, 30) },
  { label: 'This year', range: thisYear },
] as const;
