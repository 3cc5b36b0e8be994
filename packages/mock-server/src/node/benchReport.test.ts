import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFigures, meetsTarget, median, reportFigures } from './benchReport';

describe('bench figures beside their targets', () => {
  afterEach(() => {
    process.exitCode = undefined;
    vi.restoreAllMocks();
  });

  it('prints each figure with its target and verdict', () => {
    const table = formatFigures([
      { name: '/login scripts', value: 178.26, unit: 'KiB', target: { atMost: 180 } },
      {
        name: 'search p50',
        value: 120,
        unit: 'ms',
        digits: 0,
        target: { atMost: 100 },
        judged: false,
      },
      { name: 'req/s ratio', value: 0.5, unit: 'x', digits: 2, target: { atLeast: 0.8 } },
    ]);
    expect(table).toMatch(/\/login scripts\s+178\.3 KiB\s+<= 180\.0 KiB\s+met/);
    expect(table).toMatch(/search p50\s+120 ms\s+<= 100 ms\s+missed \(not judged\)/);
    expect(table).toMatch(/req\/s ratio\s+0\.50 x\s+>= 0\.80 x\s+MISSED/);
  });

  it('fails the bench on a missed judged target only', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(
      reportFigures('t', [
        { name: 'slow but absolute', value: 9, unit: 'ms', target: { atMost: 1 }, judged: false },
      ]),
    ).toEqual([]);
    expect(process.exitCode).toBeUndefined();
    expect(
      reportFigures('t', [{ name: 'ratio', value: 1.3, unit: 'x', target: { atMost: 1.2 } }]),
    ).toEqual(['ratio']);
    expect(process.exitCode).toBe(1);
  });

  it('treats a figure that could not be measured as a miss', () => {
    expect(meetsTarget({ name: 'x', value: NaN, unit: 'x', target: { atMost: 1 } })).toBe(false);
  });

  it('takes the median of odd and even series', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
