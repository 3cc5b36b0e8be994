/** The longest period a report or time sheet covers, in days (one year, a leap year included). */
export const MAX_PERIOD_DAYS = 366;
