import { describe, expect, it } from 'vitest';
import {
  formatMinutes,
  wallClockDate,
  wallClockDay,
  wallClockDayRange,
  wallClockSpan,
  wallClockTime,
} from './wallClock';

describe('wall-clock text (shown as written, no time zone conversion)', () => {
  it('reads the time, the day and the date', () => {
    expect(wallClockTime('2026-11-02T09:05')).toBe('09:05');
    expect(wallClockDay('2026-11-02T23:59')).toBe('Mon 2 Nov');
    expect(wallClockDay('2026-11-08', { withYear: true })).toBe('Sun 8 Nov 2026');
    expect(wallClockDate('2026-11-02T23:59')).toBe('2026-11-02');
  });

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
    expect(wallClockSpan('2026-11-02T09:00', '2026-11-02T10:15')).toBe('09:00 – 10:15');
    expect(wallClockSpan('2026-11-02T22:00', '2026-11-03T01:30')).toBe('22:00 – Tue 3 Nov, 01:30');
    expect(wallClockSpan('2026-11-02T09:00', '')).toBe('');
  });

  it('writes a period of days with its year, both years when it crosses one', () => {
    expect(wallClockDayRange('2026-11-02', '2026-11-08')).toBe('Mon 2 Nov – Sun 8 Nov 2026');
    expect(wallClockDayRange('2026-12-28', '2027-01-03')).toBe('Mon 28 Dec 2026 – Sun 3 Jan 2027');
    expect(wallClockDayRange('2026-11-02', 'next week')).toBe('');
  });
});
