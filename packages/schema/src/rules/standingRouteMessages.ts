/**
 * Standing routes' schedules: their decided texts (the spec has none). Beside messages.ts rather
 * than in it, as optimizeMessages.ts is: the first pages' scripts, whose size is budgeted, need
 * none of them.
 */
export const standingRouteMessages = {
  /** Decided: a schedule with no day of the week ticked. */
  weekdaysRequired: 'Choose at least one day of the week.',
  /** Decided: a day of the week outside 1 (Monday) to 7 (Sunday), or one given twice. */
  weekdaysInvalid: 'Days of the week are numbered 1 (Monday) to 7 (Sunday), each given once.',
  /** Decided: how often, in weeks ({max} is MAX_EVERY_WEEKS). */
  everyWeeksInvalid: 'Repeat every 1 to {max} weeks.',
  /** Decided: a schedule or a stop without the first day it may run. */
  startsOnRequired: 'Choose the first day it runs (YYYY-MM-DD).',
  /** Decided: a last day that is not a day, or comes before the first. */
  endsOnBeforeStart: 'The last day must be a date on or after the first day.',
  /** Decided: first and last day leave no day the route runs. */
  noRunBetween: 'No run falls between the first and the last day. Choose other days.',
  /** Decided: a stop's days of the week must be days its route runs. */
  stopWeekdaysOutsideRoute: 'A stop can come only on days its route runs.',
} as const;
