import { afterEach, describe, expect, it } from 'vitest';

import { addDays, isDay, weekStartOf } from './weekDates';

const deviceZone = process.env.TZ;
afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

describe('week dates on YYYY-MM-DD text', () => {
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
      process.env.TZ = zone;
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
    ]) {
      expect(isDay(text)).toBe(false);
      expect(addDays(text, 1)).toBe('');
      expect(weekStartOf(text)).toBe('');
    }
  });
});
