import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  addDays,
  dayInTimeZone,
  daysApart,
  daysFrom,
  isDay,
  weekStartOf,
  weekdayOf,
} from './calendarDays';

// Node reads TZ afresh for every Date: the device's zone is changed per test, then put back.
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('weeks on YYYY-MM-DD text', () => {
  it('finds the Monday of the week, Monday to Sunday', () => {
    expect(weekStartOf('2026-11-02')).toBe('2026-11-02'); // a Monday
    expect(weekStartOf('2026-11-05')).toBe('2026-11-02');
    expect(weekStartOf('2026-11-08')).toBe('2026-11-02'); // Sunday ends the week
    expect(weekStartOf('2026-11-09')).toBe('2026-11-09');
  });

  it('crosses months, years and leap days', () => {
    expect(weekStartOf('2027-01-03')).toBe('2026-12-28');
    expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-11-02', -7)).toBe('2026-10-26');
    expect(addDays('2026-11-02', 0)).toBe('2026-11-02');
  });

  it.each(['America/New_York', 'Europe/London', 'Pacific/Auckland', 'Pacific/Kiritimati'])(
    'gives the same days in %s, across its daylight-saving changes',
    (zone) => {
      vi.stubEnv('TZ', zone);
      // 25 Oct 2026 (Europe), 1 Nov 2026 (America) and 5 Apr / 27 Sep 2026 (New Zealand).
      expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
      expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
      expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
      expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
      expect(addDays('2026-04-05', 1)).toBe('2026-04-06');
      expect(addDays('2026-09-27', -1)).toBe('2026-09-26');
      expect(weekStartOf('2026-11-01')).toBe('2026-10-26');
      expect(weekStartOf('2026-10-25')).toBe('2026-10-19');
    },
  );

  it('refuses text that is not a calendar day', () => {
    expect(isDay('2026-11-02')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    for (const text of [
      '',
      '2026-02-29',
      '2026-11-31',
      '2026-13-01',
      '2026-11-2',
      '2026-11-02T09:00',
      '2026-00-10',
      '26-11-02',
      '2026-11-02 ',
    ]) {
      expect(isDay(text)).toBe(false);
      expect(addDays(text, 1)).toBe('');
      expect(weekStartOf(text)).toBe('');
    }
    expect(isDay(null)).toBe(false);
  });
});

describe('days of the week, spans and time zones', () => {
  it('numbers the days of the week Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(weekdayOf('2026-12-10')).toBe(4);
    expect(weekdayOf('2026-12-13')).toBe(7);
    expect(weekdayOf('2026-12-32')).toBeNull();
  });

  it('counts the days between two days, either way, across a leap day', () => {
    expect(daysApart('2026-12-07', '2026-12-08')).toBe(1);
    expect(daysApart('2026-12-08', '2026-12-07')).toBe(-1);
    expect(daysApart('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysApart('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysApart('2026-12-07', 'tomorrow')).toBeNaN();
  });

  it('lists every day of a span, both ends included, and nothing for a span that runs backwards', () => {
    expect(daysFrom('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysFrom('2026-12-07', '2026-12-07')).toEqual(['2026-12-07']);
    expect(daysFrom('2026-12-08', '2026-12-07')).toEqual([]);
    expect(daysFrom('2026-12-07', '')).toEqual([]);
  });

  it("gives an instant's day in the member's own time zone", () => {
    // 03:30 UTC on Tuesday is still Monday evening in Chicago and already Tuesday afternoon in Auckland.
    const instant = Date.parse('2026-12-08T03:30:00Z');
    expect(dayInTimeZone(instant, 'America/Chicago')).toBe('2026-12-07');
    expect(dayInTimeZone(instant, 'UTC')).toBe('2026-12-08');
    expect(dayInTimeZone(instant, 'Pacific/Auckland')).toBe('2026-12-08');
    expect(dayInTimeZone(Date.parse('2026-12-31T23:30:00-10:00'), 'Pacific/Kiritimati')).toBe(
      '2027-01-01',
    );
    expect(dayInTimeZone(instant, 'Mars/Olympus_Mons')).toBeNull();
  });
});
