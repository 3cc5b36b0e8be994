import { describe, expect, it } from 'vitest';
import { DONE_AT_CLOCK_SKEW_MS, DONE_AT_MAX_AGE_MS, doneAtNotAhead, keptDoneAt } from './doneAt';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = Date.parse('2026-11-02T09:00:00.000Z');

describe("a field action's time (the tap's, kept within bounds)", () => {
  it('allows a clock 2 minutes fast and looks back at most 7 days', () => {
    expect(DONE_AT_CLOCK_SKEW_MS).toBe(2 * MINUTE);
    expect(DONE_AT_MAX_AGE_MS).toBe(7 * DAY);
  });

  it('keeps a time of the past as sent', () => {
    expect(keptDoneAt(now - 3 * DAY, { now })).toBe(now - 3 * DAY);
    expect(keptDoneAt(now - 90 * MINUTE, { now, notBefore: now - DAY })).toBe(now - 90 * MINUTE);
  });

  it('keeps a time up to 2 minutes ahead, and makes a later one now', () => {
    expect(keptDoneAt(now + 2 * MINUTE, { now })).toBe(now + 2 * MINUTE);
    expect(keptDoneAt(now + 2 * MINUTE + 1, { now })).toBe(now);
    expect(keptDoneAt(now + 365 * DAY, { now })).toBe(now);
    expect(doneAtNotAhead(now + 2 * MINUTE + 1, now)).toBe(now);
    expect(doneAtNotAhead(now - 30 * DAY, now)).toBe(now - 30 * DAY);
  });

  it("moves a time before the job's creation up to it", () => {
    const created = now - 10 * MINUTE;
    expect(keptDoneAt(now - 11 * MINUTE, { now, notBefore: created })).toBe(created);
    expect(keptDoneAt(0, { now, notBefore: created })).toBe(created);
  });

  it('moves a time older than 7 days up to 7 days ago', () => {
    expect(keptDoneAt(now - 8 * DAY, { now })).toBe(now - 7 * DAY);
    expect(keptDoneAt(now - 8 * DAY, { now, notBefore: now - 30 * DAY })).toBe(now - 7 * DAY);
    expect(keptDoneAt(now - 7 * DAY, { now })).toBe(now - 7 * DAY);
  });

  it('never keeps a time later than now because of a creation time ahead of the server', () => {
    expect(keptDoneAt(now - MINUTE, { now, notBefore: now + 5 * MINUTE })).toBe(now);
  });
});
