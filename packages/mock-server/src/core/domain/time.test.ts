import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { messages } from '@routebook/schema';
import {
  MAX_PERIOD_DAYS,
  canonicalInstant,
  clockInDay,
  clockInMinutes,
  daysBetween,
  doneAtOf,
  isIsoInstant,
  isWallClock,
  localDay,
  minutesBetween,
  movedWallClock,
  wallClockNotAhead,
} from './time';

function refusal(run: () => unknown): GraphQLError | undefined {
  try {
    run();
  } catch (error) {
    return error as GraphQLError;
  }
  return undefined;
}

describe('minutesBetween', () => {
  it('counts whole minutes', () => {
    expect(minutesBetween('2026-11-02T08:00:00.000Z', '2026-11-02T09:30:00.000Z')).toBe(90);
  });

  it('rounds down a part minute', () => {
    expect(minutesBetween('2026-11-02T08:00:00.000Z', '2026-11-02T08:45:59.999Z')).toBe(45);
  });

  it('compares instants, whatever their zone', () => {
    expect(minutesBetween('2026-11-02T10:00:00+02:00', '2026-11-02T08:30:00Z')).toBe(30);
  });

  it('is never negative', () => {
    expect(minutesBetween('2026-11-02T09:00:00.000Z', '2026-11-02T08:00:00.000Z')).toBe(0);
    expect(minutesBetween('nonsense', '2026-11-02T08:00:00.000Z')).toBe(0);
  });
});

describe('localDay', () => {
  it('is the day of a device wall-clock time', () => {
    expect(localDay('2026-11-02T23:59')).toBe('2026-11-02');
    expect(localDay('2026-11-03T00:00')).toBe('2026-11-03');
  });
});

describe('daysBetween', () => {
  it('lists every day, both ends included', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('gives one day when from equals to', () => {
    expect(daysBetween('2026-11-02', '2026-11-02')).toEqual(['2026-11-02']);
  });

  it('knows leap days', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it(`allows ${MAX_PERIOD_DAYS} days and refuses ${MAX_PERIOD_DAYS + 1}`, () => {
    expect(MAX_PERIOD_DAYS).toBe(366);
    expect(daysBetween('2028-01-01', '2028-12-31')).toHaveLength(366);
    expect(daysBetween('2026-01-01', '2027-01-01')).toHaveLength(366);
    const error = refusal(() => daysBetween('2026-01-01', '2027-01-02'));
    // Says what is wrong: the limit, not the date format.
    expect(error?.message).toBe('A period can be at most 366 days.');
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a period that ends before it starts, saying so', () => {
    const error = refusal(() => daysBetween('2026-11-03', '2026-11-02'));
    expect(error?.message).toBe(messages.periodToBeforeFrom);
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['2026-02-30', '2026-03-01'],
    ['2026-11-2', '2026-11-03'],
    ['2026-11-02T00:00', '2026-11-03'],
    ['', '2026-11-03'],
  ])('refuses %j to %j with the invalid date message', (from, to) => {
    const error = refusal(() => daysBetween(from, to));
    expect(error?.message).toBe('Dates must be ISO 8601 (YYYY-MM-DD or a full timestamp).');
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('date formats', () => {
  it('reads device wall-clock times as YYYY-MM-DDTHH:mm', () => {
    expect(isWallClock('2026-11-02T08:00')).toBe(true);
    expect(isWallClock('2026-11-02T23:59')).toBe(true);
    for (const bad of [
      '2026-11-02T24:00',
      '2026-11-02T08:60',
      '2026-11-02T08:00:00',
      '2026-11-02T08:00Z',
      '2026-11-02 08:00',
      '2026-02-30T08:00',
      '',
      undefined,
    ]) {
      expect(isWallClock(bad), String(bad)).toBe(false);
    }
  });

  it('reads instants only with a zone', () => {
    for (const good of [
      '2026-11-02T08:00:00.000Z',
      '2026-11-02T08:00Z',
      '2026-11-02T08:00:00Z',
      '2026-11-02T10:00:00.5+02:00',
      '2026-11-02T03:00:00-05:00',
    ]) {
      expect(isIsoInstant(good), good).toBe(true);
    }
    for (const bad of [
      '2026-11-02T08:00:00',
      '2026-11-02',
      '2026-11-02T08:00',
      '2026-02-30T08:00:00Z',
      '2026-11-02T24:00:00Z',
      '2026-11-02T08:00:61Z',
      '2026-11-02T08:00:00+25:00',
      'Mon, 02 Nov 2026 08:00:00 GMT',
      '1793606400000',
      '',
      42,
    ]) {
      expect(isIsoInstant(bad), String(bad)).toBe(false);
    }
  });

  it('stores instants as UTC', () => {
    expect(canonicalInstant('2026-11-02T10:00+02:00')).toBe('2026-11-02T08:00:00.000Z');
  });
});

describe('clock-ins', () => {
  const entry = {
    timeIn: '2026-11-03T00:30',
    timeInAt: '2026-11-02T23:30:00.000Z',
    timeOutAt: '2026-11-03T00:15:00.000Z',
  };

  it('count on their device-local clock-in day', () => {
    expect(clockInDay(entry)).toBe('2026-11-03');
  });

  it('count on the UTC day of the instant when no wall-clock time was sent', () => {
    expect(clockInDay({ ...entry, timeIn: null })).toBe('2026-11-02');
  });

  it('have minutes once finished, none while open', () => {
    expect(clockInMinutes(entry)).toBe(45);
    expect(clockInMinutes({ ...entry, timeOutAt: null })).toBeNull();
  });
});

describe("a field action's time", () => {
  const now = new Date('2026-11-02T09:00:00.000Z');

  it('is the time sent within bounds, in UTC; now when omitted or blank', () => {
    expect(doneAtOf('2026-11-02T09:30+01:00', { now })).toBe('2026-11-02T08:30:00.000Z');
    expect(doneAtOf('2026-11-02T12:00:00Z', { now })).toBe(now.toISOString());
    expect(doneAtOf('2026-11-02T07:00:00Z', { now, notBefore: '2026-11-02T08:00:00.000Z' })).toBe(
      '2026-11-02T08:00:00.000Z',
    );
    expect(doneAtOf(undefined, { now })).toBe(now.toISOString());
    expect(doneAtOf('  ', { now })).toBe(now.toISOString());
  });

  it('refuses a time that is not an instant, naming the field when asked', () => {
    const error = refusal(() => doneAtOf('2026-11-02T09:30', { now }, { signedAt: 'x' }));
    expect(error?.message).toBe(messages.invalidDate);
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { signedAt: 'x' } });
  });

  it("moves a device's wall clock with its instant, seconds and zone included", () => {
    const from = Date.parse('2026-11-02T09:10:45.000Z');
    // UTC+1, UTC-5 and UTC+5:45: the wall clock keeps its offset from the instant.
    expect(movedWallClock('2026-11-02T10:10', from, now.getTime())).toBe('2026-11-02T10:00');
    expect(movedWallClock('2026-11-02T04:10', from, now.getTime())).toBe('2026-11-02T04:00');
    expect(movedWallClock('2026-11-02T14:55', from, now.getTime() + 30_000)).toBe(
      '2026-11-02T14:45',
    );
    expect(movedWallClock('2026-11-02T10:10', from, from)).toBe('2026-11-02T10:10');
  });

  it('keeps an instant and its wall clock from running ahead of now', () => {
    expect(wallClockNotAhead('2026-11-02T09:30:00.000Z', '2026-11-02T10:30', now)).toEqual({
      instant: now.toISOString(),
      wallClock: '2026-11-02T10:00',
    });
    expect(wallClockNotAhead('2026-11-02T09:30:00.000Z', null, now)).toEqual({
      instant: now.toISOString(),
      wallClock: null,
    });
    const close = { instant: '2026-11-02T09:01:00.000Z', wallClock: '2026-11-02T10:01' };
    expect(wallClockNotAhead(close.instant, close.wallClock, now)).toEqual(close);
  });
});
