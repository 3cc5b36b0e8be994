import { describe, expect, it } from 'vitest';
import { deviceWallClock, instantOfWallClock } from './deviceTime';

describe('device time of a tap', () => {
  it('writes the local wall-clock time and reads it back to the same instant', () => {
    const at = new Date(2026, 10, 2, 9, 5, 30);
    expect(deviceWallClock(at)).toBe('2026-11-02T09:05');
    expect(instantOfWallClock('2026-11-02T09:05')).toBe(new Date(2026, 10, 2, 9, 5).toISOString());
  });

  it('answers null for text that is not a wall-clock time', () => {
    expect(instantOfWallClock('')).toBeNull();
    expect(instantOfWallClock('2026-11-02 09:05')).toBeNull();
    expect(instantOfWallClock('2026-13-45T99:99')).toBeNull();
  });
});
