import { describe, expect, it } from 'vitest';
import { reportRangeOf, reportsPath, timecardPath } from './reportRange';

// Noon UTC: the same calendar day on every device clock from UTC-11 to UTC+11.
const NOW = new Date('2026-11-30T12:00:00Z');

describe('reportRangeOf', () => {
  it('reads the period from ?from=&to=', () => {
    expect(reportRangeOf('https://app.test/reports?from=2026-10-01&to=2026-11-30', NOW)).toEqual({
      from: '2026-10-01',
      to: '2026-11-30',
    });
  });

  it('defaults to the last 30 days, today included', () => {
    expect(reportRangeOf('https://app.test/reports', NOW)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it.each([
    ['one end only', '?from=2026-10-01'],
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-10'],
    ['To before From', '?from=2026-11-02&to=2026-11-01'],
    ['more than 366 days', '?from=2025-01-01&to=2026-01-02'],
  ])('gives the default for %s', (_, search) => {
    expect(reportRangeOf(`https://app.test/reports${search}`, NOW)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });
});

describe('paths', () => {
  it('keeps the period in the address', () => {
    const range = { from: '2026-10-01', to: '2026-11-30' };
    expect(reportsPath(range)).toBe('/reports?from=2026-10-01&to=2026-11-30');
    expect(timecardPath('cu 7', range)).toBe(
      '/reports/timecard-user-view?user=cu+7&from=2026-10-01&to=2026-11-30',
    );
  });
});
