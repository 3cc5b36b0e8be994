import { describe, expect, it } from 'vitest';
import {
  MAX_EVERY_WEEKS,
  RUN_WINDOW_DAYS,
  firstRunOnOrAfter,
  followsStandingRoute,
  nextWorkingDay,
  runDays,
  runWindow,
  runsOn,
  stopDueOn,
  validateStandingSchedule,
  validateStopCadence,
  type StandingSchedule,
} from './standingSchedule';
import { standingRouteMessages } from './standingRouteMessages';

// 7 December 2026 is a Monday.
const monThu: StandingSchedule = { weekdays: [1, 4], everyWeeks: 1, startsOn: '2026-12-07' };

describe('when a standing route runs', () => {
  it('runs on its days of the week from its first day, every week', () => {
    expect(runDays(monThu, '2026-12-01', '2026-12-20')).toEqual([
      '2026-12-07',
      '2026-12-10',
      '2026-12-14',
      '2026-12-17',
    ]);
  });

  it('runs every N weeks counted from the week it starts, even when it starts mid-week', () => {
    // Starts on a Wednesday: its first week is 7-13 December, so Monday 7th is before it starts.
    const everyOther: StandingSchedule = {
      weekdays: [1, 4],
      everyWeeks: 2,
      startsOn: '2026-12-09',
    };
    expect(runDays(everyOther, '2026-12-07', '2027-01-10')).toEqual([
      '2026-12-10',
      '2026-12-21',
      '2026-12-24',
      '2027-01-04',
      '2027-01-07',
    ]);
  });

  it('stops after its last day, which may itself be a run', () => {
    const ending = { ...monThu, endsOn: '2026-12-14' };
    expect(runDays(ending, '2026-12-07', '2026-12-31')).toEqual([
      '2026-12-07',
      '2026-12-10',
      '2026-12-14',
    ]);
    expect(runsOn(ending, '2026-12-17')).toBe(false);
    expect(firstRunOnOrAfter(ending, '2026-12-15')).toBeNull();
  });

  it('runs on no text that is not a day', () => {
    expect(runsOn(monThu, '2026-12-32')).toBe(false);
    expect(runsOn(monThu, '')).toBe(false);
  });

  it('finds its next run, before its first day and within a long cadence', () => {
    expect(firstRunOnOrAfter(monThu, '2026-11-01')).toBe('2026-12-07');
    expect(firstRunOnOrAfter(monThu, '2026-12-11')).toBe('2026-12-14');
    const quarterly: StandingSchedule = {
      weekdays: [5],
      everyWeeks: MAX_EVERY_WEEKS,
      startsOn: '2026-12-07',
    };
    expect(firstRunOnOrAfter(quarterly, '2026-12-12')).toBe('2027-03-05');
  });

  it('makes runs ahead for a window of 14 days, today first', () => {
    expect(RUN_WINDOW_DAYS).toBe(14);
    expect(runWindow('2026-12-07')).toEqual({ from: '2026-12-07', to: '2026-12-20' });
  });
});

describe('which stops come on a run', () => {
  it('brings an every-two-weeks stop on every other week of a weekly route', () => {
    const lawn = { everyWeeks: 2, startsOn: '2026-12-07' };
    const due = runDays(monThu, '2026-12-07', '2027-01-03').filter((day) =>
      stopDueOn(monThu, lawn, day),
    );
    expect(due).toEqual(['2026-12-07', '2026-12-10', '2026-12-21', '2026-12-24']);
  });

  it('brings a stop only on the days of the week it names, and from the day it was added', () => {
    const thursdaysFromNextWeek = { everyWeeks: 1, startsOn: '2026-12-14', weekdays: [4] as const };
    expect(stopDueOn(monThu, thursdaysFromNextWeek, '2026-12-10')).toBe(false);
    expect(stopDueOn(monThu, thursdaysFromNextWeek, '2026-12-14')).toBe(false);
    expect(stopDueOn(monThu, thursdaysFromNextWeek, '2026-12-17')).toBe(true);
  });

  it('brings no stop on a day its route does not run', () => {
    expect(stopDueOn(monThu, { everyWeeks: 1, startsOn: '2026-12-07' }, '2026-12-08')).toBe(false);
  });
});

describe('checking a schedule', () => {
  it('accepts a schedule with days, a cadence and a first day', () => {
    expect(validateStandingSchedule(monThu)).toEqual({});
    expect(validateStandingSchedule({ ...monThu, endsOn: '2027-06-30' })).toEqual({});
    expect(validateStandingSchedule({ ...monThu, endsOn: null })).toEqual({});
  });

  it('says what is missing or wrong, field by field', () => {
    expect(validateStandingSchedule({ weekdays: [], everyWeeks: 0, startsOn: '' })).toEqual({
      weekdays: 'Choose at least one day of the week.',
      everyWeeks: 'Repeat every 1 to 12 weeks.',
      startsOn: 'Choose the first day it runs (YYYY-MM-DD).',
    });
    for (const weekdays of [[0], [8], [1, 1], [2.5]]) {
      expect(validateStandingSchedule({ ...monThu, weekdays }).weekdays).toBe(
        standingRouteMessages.weekdaysInvalid,
      );
    }
    for (const everyWeeks of [13, 1.5, '2', null]) {
      expect(validateStandingSchedule({ ...monThu, everyWeeks }).everyWeeks).toBe(
        'Repeat every 1 to 12 weeks.',
      );
    }
  });

  it('refuses a last day before the first, or one that leaves no run', () => {
    expect(validateStandingSchedule({ ...monThu, endsOn: '2026-12-06' })).toEqual({
      endsOn: 'The last day must be a date on or after the first day.',
    });
    expect(validateStandingSchedule({ ...monThu, endsOn: 'soon' }).endsOn).toBe(
      standingRouteMessages.endsOnBeforeStart,
    );
    // Monday and Thursday, from a Tuesday to the Wednesday after it: no run between them.
    expect(
      validateStandingSchedule({ ...monThu, startsOn: '2026-12-08', endsOn: '2026-12-09' }),
    ).toEqual({ endsOn: 'No run falls between the first and the last day. Choose other days.' });
  });

  it("checks a stop's cadence against its route's days", () => {
    expect(validateStopCadence(monThu, { everyWeeks: 2, startsOn: '2026-12-07' })).toEqual({});
    expect(
      validateStopCadence(monThu, { everyWeeks: 1, startsOn: '2026-12-07', weekdays: [4] }),
    ).toEqual({});
    expect(
      validateStopCadence(monThu, { everyWeeks: 1, startsOn: '2026-12-07', weekdays: [2] }),
    ).toEqual({ weekdays: 'A stop can come only on days its route runs.' });
    expect(validateStopCadence(monThu, { everyWeeks: 0, startsOn: 'x' })).toEqual({
      everyWeeks: 'Repeat every 1 to 12 weeks.',
      startsOn: 'Choose the first day it runs (YYYY-MM-DD).',
    });
  });
});

describe('runs that follow the standing route', () => {
  it('changes only runs of today or later that have not started', () => {
    expect(followsStandingRoute({ day: '2026-12-10', started: false }, '2026-12-07')).toBe(true);
    expect(followsStandingRoute({ day: '2026-12-07', started: false }, '2026-12-07')).toBe(true);
    expect(followsStandingRoute({ day: '2026-12-07', started: true }, '2026-12-07')).toBe(false);
    expect(followsStandingRoute({ day: '2026-12-03', started: false }, '2026-12-07')).toBe(false);
  });
});

describe('moving a rained-out day', () => {
  it('moves to the next working day: Thursday to Friday, Friday over the weekend to Monday', () => {
    expect(nextWorkingDay('2026-12-10')).toBe('2026-12-11');
    expect(nextWorkingDay('2026-12-11')).toBe('2026-12-14');
  });

  it("follows the company's working days when it works Saturdays", () => {
    expect(nextWorkingDay('2026-12-11', [1, 2, 3, 4, 5, 6])).toBe('2026-12-12');
  });
});
