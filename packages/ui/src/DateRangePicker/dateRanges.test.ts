import { describe, expect, it } from 'vitest';

import {
  DATE_RANGE_MESSAGES,
  MAX_RANGE_DAYS,
  dateRangeErrors,
  isDateRange,
  lastDays,
  thisWeek,
  thisYear,
} from './dateRanges';

describe('quick ranges from today', () => {
  it('This week runs Monday to Sunday around today', () => {
    expect(thisWeek('2026-11-05')).toEqual({ from: '2026-11-02', to: '2026-11-08' });
    expect(thisWeek('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('Last 30 days ends today and counts today as one of the 30', () => {
    expect(lastDays('2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(lastDays('2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('This year is 1 January to 31 December', () => {
    expect(thisYear('2026-11-02')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(isDateRange(thisYear('2028-02-29'))).toBe(true);
    expect(thisYear('not a day')).toEqual({ from: '', to: '' });
  });
});

describe('dateRangeErrors', () => {
  it('accepts one day and periods in order', () => {
    expect(dateRangeErrors({ from: '2026-11-02', to: '2026-11-02' })).toEqual({});
    expect(dateRangeErrors({ from: '2026-10-01', to: '2026-11-30' })).toEqual({});
  });

  it('refuses To before From, under To', () => {
    expect(dateRangeErrors({ from: '2026-11-02', to: '2026-11-01' })).toEqual({
      to: DATE_RANGE_MESSAGES.toBeforeFrom,
    });
  });

  it(`allows at most ${MAX_RANGE_DAYS} days, both ends included`, () => {
    expect(dateRangeErrors({ from: '2028-01-01', to: '2028-12-31' })).toEqual({});
    expect(dateRangeErrors({ from: '2026-01-01', to: '2027-01-01' })).toEqual({});
    expect(dateRangeErrors({ from: '2026-01-01', to: '2027-01-02' })).toEqual({
      to: DATE_RANGE_MESSAGES.tooLong,
    });
  });

  it('names a missing or unreadable day', () => {
    expect(dateRangeErrors({ from: '', to: '2026-11-01' })).toEqual({
      from: DATE_RANGE_MESSAGES.fromMissing,
    });
    expect(dateRangeErrors({ from: '2026-11-01', to: '2026-02-30' })).toEqual({
      to: DATE_RANGE_MESSAGES.toMissing,
    });
  });
});
