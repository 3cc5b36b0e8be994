import { describe, expect, it } from 'vitest';
import { formatMinutes, wallClockDate, wallClockDay, wallClockTime } from './wallClock';

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
});
