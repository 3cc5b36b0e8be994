import { messages } from './messages';

/** The longest period a report or time sheet covers, in days (one year, a leap year included). */
export const MAX_PERIOD_DAYS = 366;

/** "A period can be at most 366 days.": the date pickers and the server say it alike. */
export const periodTooLongMessage = (): string =>
  messages.periodTooLong.replace('{max}', String(MAX_PERIOD_DAYS));
