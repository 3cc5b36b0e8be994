import { describe, expect, it } from 'vitest';
import {
  formatMinutes,
  wallClockDate,
  wallClockDay,
  wallClockDayRange,
  wallClockSpan,
  wallClockTime,
} from './wallClock';

/** Intl may space with thin or narrow no-break spaces; the words are what is checked. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('wall-clock text (shown as written, no time zone conversion)', () => {
  it("reads the time, the day and the date, in the device's locale", () => {
    expect(plain(wallClockTime('2026-11-02T09:05', 'en-US'))).toBe('9:05 AM');
    expect(wallClockTime('2026-11-02T09:05', 'en-GB')).toBe('09:05');
    expect(wallClockTime('2026-11-02T23:59', 'de-DE')).toBe('23:59');
    expect(wallClockDay('2026-11-02T23:59', { locale: 'en-US' })).toBe('Mon, Nov 2');
    expect(wallClockDay('2026-11-02T23:59', { locale: 'en-GB' })).toBe('Mon 2 Nov');
    expect(wallClockDay('2026-11-08', { withYear: true, locale: 'en-US' })).toBe(
      'Sun, Nov 8, 2026',
    );
    expect(wallClockDate('2026-11-02T23:59')).toBe('2026-11-02');
  });

  // Node applies a change of TZ at once; CI runs in UTC, where a conversion would move nothing.
  it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Tokyo'])(
    'moves no time by the time zone of the device (%s)',
    (zone) => {
      const deviceZone = process.env.TZ;
      process.env.TZ = zone;
      try {
        expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
        expect(wallClockTime('2026-11-02T00:30', 'en-GB')).toBe('00:30');
        expect(wallClockTime('2026-11-02T23:30', 'en-GB')).toBe('23:30');
        expect(wallClockDay('2026-11-02T00:30', { locale: 'en-GB' })).toBe('Mon 2 Nov');
        expect(wallClockDay('2026-11-02T23:30', { locale: 'en-GB' })).toBe('Mon 2 Nov');
        expect(plain(wallClockDayRange('2026-11-02', '2026-11-08', 'en-US'))).toBe(
          'Mon, Nov 2 – Sun, Nov 8, 2026',
        );
      } finally {
        if (deviceZone === undefined) delete process.env.TZ;
        else process.env.TZ = deviceZone;
      }
    },
  );

  it('answers empty text for what is not a wall-clock time', () => {
    expect(wallClockTime('soon')).toBe('');
    expect(wallClockDay('')).toBe('');
    expect(wallClockDate('2026/11/02')).toBe('');
  });

  it('formats minutes as hours and minutes', () => {
    expect(formatMinutes(75)).toBe('1 h 15 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(-5)).toBe('0 min');
  });

  it('writes a span of times, naming the day it ends on when that is a later one', () => {
    expect(plain(wallClockSpan('2026-11-02T09:00', '2026-11-02T10:15', 'en-US'))).toBe(
      '9:00 AM – 10:15 AM',
    );
    expect(plain(wallClockSpan('2026-11-02T22:00', '2026-11-03T01:30', 'en-US'))).toBe(
      '10:00 PM – Tue, Nov 3, 1:30 AM',
    );
    expect(wallClockSpan('2026-11-02T22:00', '2026-11-03T01:30', 'en-GB')).toBe(
      '22:00 – Tue 3 Nov, 01:30',
    );
    expect(wallClockSpan('2026-11-02T09:00', '')).toBe('');
  });

  it('writes a period of days with its year, both years when it crosses one', () => {
    expect(plain(wallClockDayRange('2026-11-02', '2026-11-08', 'en-US'))).toBe(
      'Mon, Nov 2 – Sun, Nov 8, 2026',
    );
    expect(plain(wallClockDayRange('2026-12-28', '2027-01-03', 'en-US'))).toBe(
      'Mon, Dec 28, 2026 – Sun, Jan 3, 2027',
    );
    expect(wallClockDayRange('2026-11-02', 'next week')).toBe('');
  });
});
