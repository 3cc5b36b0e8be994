import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, isSameDay } from './dateTime';

const NOTE_WRITTEN = new Date(2026, 10, 23, 16, 41); // 23 Nov 2026, 16:41 device time

describe('formatDate and formatDateTime (one style for every instant shown)', () => {
  it("follow the device's locale: the default is what Intl picks with no locale named", () => {
    const device = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatDateTime(NOTE_WRITTEN)).toBe(device.format(NOTE_WRITTEN));
    expect(formatDateTime(NOTE_WRITTEN.toISOString())).toBe(device.format(NOTE_WRITTEN));
  });

  it('write the medium date and the short time of the locale', () => {
    expect(formatDateTime(NOTE_WRITTEN, 'en-US')).toMatch(/^Nov 23, 2026, 4:41\s?PM$/);
    expect(formatDateTime(NOTE_WRITTEN, 'en-GB')).toBe('23 Nov 2026, 16:41');
    expect(formatDateTime(NOTE_WRITTEN, 'de-DE')).toBe('23.11.2026, 16:41');
    expect(formatDate(NOTE_WRITTEN, 'en-US')).toBe('Nov 23, 2026');
    expect(formatDate(NOTE_WRITTEN, 'en-GB')).toBe('23 Nov 2026');
  });

  it('answer empty text for what is not a time', () => {
    expect(formatDateTime('soon')).toBe('');
    expect(formatDate('')).toBe('');
  });
});

describe('formatTime and isSameDay (the offline notice: a time today, a date otherwise)', () => {
  it('write the short time of the locale', () => {
    expect(formatTime(NOTE_WRITTEN, 'en-US')).toMatch(/^4:41\s?PM$/);
    expect(formatTime(NOTE_WRITTEN, 'en-GB')).toBe('16:41');
    expect(formatTime('soon')).toBe('');
  });

  it("tell the device's calendar day", () => {
    expect(isSameDay(NOTE_WRITTEN, new Date(2026, 10, 23, 0, 0))).toBe(true);
    expect(isSameDay(NOTE_WRITTEN, new Date(2026, 10, 23, 23, 59).getTime())).toBe(true);
    expect(isSameDay(NOTE_WRITTEN, new Date(2026, 10, 24, 0, 0))).toBe(false);
    expect(isSameDay(NOTE_WRITTEN, new Date(2025, 10, 23, 16, 41))).toBe(false);
  });
});
