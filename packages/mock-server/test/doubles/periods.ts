/** Doubles of report periods: the old message, no bound, a bound a day short, one read only. */
import { MAX_PERIOD_DAYS, messages, periodTooLongMessage } from '@routebook/schema';
import type { Breakage } from './proxy';
import { calls, changeMessage, changeResults, fakeSuccess, inBatchesOnly } from './support';

const PERIOD_READS = ['report', 'userTimesheet', 'timesheet'];

/** A server that takes a period of any length in the reads of `fields`. */
const takesAnyLength = (fields: string[]) =>
  changeResults(calls(...fields), (result, operation) =>
    result?.errors?.[0]?.message === periodTooLongMessage() ? fakeSuccess(operation) : result,
  );

/** How many days the operation's period covers, both ends included. */
const daysOf = (variables: { from?: string; to?: string } = {}) =>
  Math.round(
    (Date.parse(`${variables.to}T00:00:00Z`) - Date.parse(`${variables.from}T00:00:00Z`)) /
      86_400_000,
  ) + 1;

export const periodDoubles: Breakage[] = [
  {
    breaks: 'periods.max-days',
    description: `a server that says "${messages.invalidDate}" for a period over ${MAX_PERIOD_DAYS} days`,
    failsWith: `the reports (report) of ${MAX_PERIOD_DAYS + 1} days (alone): error message: expected "${periodTooLongMessage()}", got "${messages.invalidDate}"`,
    handle: changeMessage(PERIOD_READS, periodTooLongMessage(), messages.invalidDate),
  },
  {
    breaks: 'periods.max-days',
    description: `a server that says "${messages.invalidDate}" for a period ending before it starts`,
    failsWith: `the reports (report) of a period ending before it starts (alone): error message: expected "${messages.periodToBeforeFrom}"`,
    handle: changeMessage(PERIOD_READS, messages.periodToBeforeFrom, messages.invalidDate),
  },
  {
    breaks: 'periods.max-days',
    description: 'a server that takes report periods of any length (answers a success)',
    failsWith: `the reports (report) of ${MAX_PERIOD_DAYS + 1} days (alone): expected an error`,
    handle: takesAnyLength(PERIOD_READS),
  },
  {
    breaks: 'periods.max-days',
    description: 'a server that bounds report periods except inside a batch',
    failsWith: `the reports (report) of ${MAX_PERIOD_DAYS + 1} days (in a batch): expected an error`,
    handle: inBatchesOnly(takesAnyLength(PERIOD_READS)),
  },
  {
    breaks: 'periods.max-days',
    description: "a server that bounds the reports but not a member's time sheet",
    failsWith: `a member's time sheet (userTimesheet) of ${MAX_PERIOD_DAYS + 1} days (alone): expected an error`,
    handle: takesAnyLength(['userTimesheet', 'timesheet']),
  },
  {
    breaks: 'periods.max-days',
    description: `a server that bounds periods at ${MAX_PERIOD_DAYS - 1} days (a leap year refused)`,
    failsWith: `the reports (report) of ${MAX_PERIOD_DAYS} days: the server refused`,
    handle: changeResults(calls(...PERIOD_READS), (result, operation) =>
      daysOf(operation.variables) === MAX_PERIOD_DAYS
        ? {
            errors: [
              {
                message: messages.periodTooLong.replace('{max}', String(MAX_PERIOD_DAYS - 1)),
                extensions: { code: 'BAD_USER_INPUT' },
              },
            ],
            data: null,
          }
        : result,
    ),
  },
];
