import { describe, expect, it } from 'vitest';
import { todayOnDevice, weekOf } from './week';

const wednesday = new Date(2026, 10, 18, 23, 30); // 18 Nov 2026, late evening on the device

describe('weekOf', () => {
  it('is the week of today on the device when the URL names none', () => {
    expect(todayOnDevice(wednesday)).toBe('2026-11-18');
    expect(weekOf('http://app/timesheet', wednesday)).toEqual({
      weekStart: '2026-11-16',
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });

  it('is the Monday-to-Sunday week of the day the URL names', () => {
    expect(weekOf('http://app/timecard?week=2026-11-08', wednesday)).toEqual({
      weekStart: '2026-11-02',
      from: '2026-11-02',
      to: '2026-11-08',
    });
  });

  it('falls back to this week for a week that is not a real day', () => {
    expect(weekOf('http://app/timesheet?week=2026-02-31', wednesday).weekStart).toBe('2026-11-16');
    expect(weekOf('http://app/timesheet?week=%3Cscript%3E', wednesday).weekStart).toBe(
      '2026-11-16',
    );
  });
});
