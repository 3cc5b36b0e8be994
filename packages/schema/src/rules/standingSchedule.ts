/**
 * When a standing route runs, and which of its stops come on a run: the week that runs itself.
 * A schedule names the days of the week and how often (every week, or every N weeks counted from
 * the week it starts); a stop may come less often than its route (a lawn every two weeks on a
 * weekly route) or on fewer of its days. The server makes each date's run from these rules; the
 * app checks a schedule with them before sending and shows the week board by them.
 */
import {
  WEEKDAYS,
  addDays,
  daysApart,
  daysFrom,
  isDay,
  weekStartOf,
  weekdayOf,
  type Weekday,
} from './calendarDays';
import { standingRouteMessages } from './standingRouteMessages';
import type { FieldErrors } from './validation';

/** The longest cadence, in weeks: a quarter. */
export const MAX_EVERY_WEEKS = 12;

/** Runs are made ahead for this many days from today (today included); others when asked for. */
export const RUN_WINDOW_DAYS = 14;

/** A company's working days unless it says otherwise: Monday to Friday. */
export const DEFAULT_WORKING_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

/** When a standing route runs. */
export interface StandingSchedule {
  /** The days of the week it runs, Monday 1 to Sunday 7. */
  weekdays: readonly Weekday[];
  /** 1: every week; N: every N weeks, counted from the week of `startsOn`. */
  everyWeeks: number;
  /** The first day it may run, YYYY-MM-DD. */
  startsOn: string;
  /** The last day it may run, YYYY-MM-DD; none: it goes on. */
  endsOn?: string | null;
}

/**
 * How often one stop of a standing route comes: every N of its route's weeks counted from the week
 * of `startsOn`, on the route's days (or only on `weekdays`, a subset of them). From `startsOn`
 * on: a stop added today is not due on last week's runs.
 */
export interface StopCadence {
  everyWeeks: number;
  startsOn: string;
  weekdays?: readonly Weekday[] | null;
}

type ScheduleField = 'weekdays' | 'everyWeeks' | 'startsOn' | 'endsOn';

const everyWeeksMessage = () =>
  standingRouteMessages.everyWeeksInvalid.replace('{max}', String(MAX_EVERY_WEEKS));

const isEveryWeeks = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_EVERY_WEEKS;

const isWeekdayList = (days: readonly unknown[]): days is readonly Weekday[] =>
  days.every((day) => WEEKDAYS.includes(day as Weekday)) && new Set(days).size === days.length;

/** Whole weeks from the week of `from` to the week of `to` (Monday to Sunday weeks). */
const weeksApart = (from: string, to: string) =>
  Math.round(daysApart(weekStartOf(from), weekStartOf(to)) / 7);

/** Whether `day` falls in one of the cadence's weeks: every N weeks from the week of `start`. */
const inCadenceWeek = (start: string, everyWeeks: number, day: string) => {
  const weeks = weeksApart(start, day);
  return weeks >= 0 && weeks % everyWeeks === 0;
};

/**
 * A schedule's faults, by field: at least one day of the week, each once; every 1 to
 * {@link MAX_EVERY_WEEKS} weeks; a first day; a last day on or after it, with a run between them.
 */
export function validateStandingSchedule(input: {
  weekdays?: readonly unknown[] | null;
  everyWeeks?: unknown;
  startsOn?: unknown;
  endsOn?: unknown;
}): FieldErrors<ScheduleField> {
  const e: FieldErrors<ScheduleField> = {};
  const weekdays = input.weekdays ?? [];
  if (weekdays.length === 0) e.weekdays = standingRouteMessages.weekdaysRequired;
  else if (!isWeekdayList(weekdays)) e.weekdays = standingRouteMessages.weekdaysInvalid;
  if (!isEveryWeeks(input.everyWeeks)) e.everyWeeks = everyWeeksMessage();
  if (!isDay(input.startsOn)) e.startsOn = standingRouteMessages.startsOnRequired;
  const { endsOn } = input;
  if (endsOn === null || endsOn === undefined || endsOn === '') return e;
  if (!isDay(endsOn) || (isDay(input.startsOn) && endsOn < input.startsOn)) {
    e.endsOn = standingRouteMessages.endsOnBeforeStart;
  } else if (Object.keys(e).length === 0) {
    const schedule = input as StandingSchedule;
    const first = firstRunOnOrAfter(schedule, schedule.startsOn);
    if (first === null) e.endsOn = standingRouteMessages.noRunBetween;
  }
  return e;
}

/** A stop's cadence faults, by field, against its route's schedule. */
export function validateStopCadence(
  schedule: Pick<StandingSchedule, 'weekdays'>,
  input: { everyWeeks?: unknown; startsOn?: unknown; weekdays?: readonly unknown[] | null },
): FieldErrors<'everyWeeks' | 'startsOn' | 'weekdays'> {
  const e: FieldErrors<'everyWeeks' | 'startsOn' | 'weekdays'> = {};
  if (!isEveryWeeks(input.everyWeeks)) e.everyWeeks = everyWeeksMessage();
  if (!isDay(input.startsOn)) e.startsOn = standingRouteMessages.startsOnRequired;
  const weekdays = input.weekdays;
  if (weekdays && weekdays.length > 0) {
    if (!isWeekdayList(weekdays)) e.weekdays = standingRouteMessages.weekdaysInvalid;
    else if (!weekdays.every((day) => schedule.weekdays.includes(day)))
      e.weekdays = standingRouteMessages.stopWeekdaysOutsideRoute;
  }
  return e;
}

/** Whether the standing route runs on `day`. */
export function runsOn(schedule: StandingSchedule, day: string): boolean {
  const weekday = weekdayOf(day);
  if (weekday === null || !schedule.weekdays.includes(weekday)) return false;
  if (day < schedule.startsOn || (schedule.endsOn && day > schedule.endsOn)) return false;
  return inCadenceWeek(schedule.startsOn, schedule.everyWeeks, day);
}

/** The days from `from` to `to` (both included) the route runs, in order. */
export function runDays(schedule: StandingSchedule, from: string, to: string): string[] {
  return daysFrom(from, to).filter((day) => runsOn(schedule, day));
}

/**
 * The first day on or after `day` the route runs; null when it never runs again (its last day has
 * passed). A cadence repeats within its weeks, so the search is bounded by them.
 */
export function firstRunOnOrAfter(schedule: StandingSchedule, day: string): string | null {
  const from = day < schedule.startsOn ? schedule.startsOn : day;
  const horizon = addDays(from, 7 * schedule.everyWeeks + 6);
  const to = schedule.endsOn && schedule.endsOn < horizon ? schedule.endsOn : horizon;
  return runDays(schedule, from, to)[0] ?? null;
}

/** Whether a stop with this cadence comes on its route's run of `day`. */
export function stopDueOn(schedule: StandingSchedule, stop: StopCadence, day: string): boolean {
  if (!runsOn(schedule, day) || day < stop.startsOn) return false;
  const weekday = weekdayOf(day) as Weekday;
  if (stop.weekdays && stop.weekdays.length > 0 && !stop.weekdays.includes(weekday)) return false;
  return inCadenceWeek(stop.startsOn, stop.everyWeeks, day);
}

/** The days runs are made ahead for, from `today`: {@link RUN_WINDOW_DAYS} days, today first. */
export function runWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, RUN_WINDOW_DAYS - 1) };
}

/**
 * Whether a change to the standing route reaches a run ("this and following"): a run of today or
 * later that nobody has started. A run under way or past is history and keeps what it had.
 */
export function followsStandingRoute(run: { day: string; started: boolean }, today: string) {
  return run.day >= today && !run.started;
}

/** "Move the day" without a date chosen: the next working day after `day` (Friday → Monday). */
export function nextWorkingDay(
  day: string,
  workingDays: readonly Weekday[] = DEFAULT_WORKING_DAYS,
): string {
  const days = workingDays.length > 0 ? workingDays : DEFAULT_WORKING_DAYS;
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const next = addDays(day, ahead);
    if (days.includes(weekdayOf(next) as Weekday)) return next;
  }
  return addDays(day, 1);
}
