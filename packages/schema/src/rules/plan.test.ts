import { describe, it, expect } from 'vitest';
import {
  activeRouteLimit,
  adminUserLimit,
  canHaveAnotherActiveRoute,
  canHaveAnotherAdmin,
  hasFeature,
  passesPlanGuard,
  planLevelOf,
  PLAN_LEVELS,
  showsAdFooter,
} from './plan';

describe('planLevelOf', () => {
  it('defaults to 10 when unset, empty or not a number', () => {
    expect(planLevelOf(undefined)).toBe(10);
    expect(planLevelOf(null)).toBe(10);
    expect(planLevelOf('')).toBe(10);
    expect(planLevelOf('abc')).toBe(10);
  });

  it('reads the level as an integer', () => {
    expect(planLevelOf(40)).toBe(40);
    expect(planLevelOf('30')).toBe(30);
    expect(planLevelOf('30abc')).toBe(30);
    expect(planLevelOf(30.9)).toBe(30);
  });
});

describe('activeRouteLimit and adminUserLimit', () => {
  it.each([
    [10, 1],
    [20, 1],
    [30, 2],
    [40, null],
    [50, null],
    [undefined, 1],
    [null, 1],
    ['30', 2],
    ['abc', 1],
  ] as const)('plan level %s allows %s', (level, limit) => {
    expect(activeRouteLimit(level)).toBe(limit);
    expect(adminUserLimit(level)).toBe(limit);
  });
});

describe('canHaveAnotherActiveRoute', () => {
  it('allows one active route at levels 10 and 20', () => {
    expect(canHaveAnotherActiveRoute(10, 0)).toBe(true);
    expect(canHaveAnotherActiveRoute(10, 1)).toBe(false);
    expect(canHaveAnotherActiveRoute(20, 0)).toBe(true);
    expect(canHaveAnotherActiveRoute(20, 1)).toBe(false);
    expect(canHaveAnotherActiveRoute(undefined, 1)).toBe(false);
  });

  it('allows two active routes at level 30', () => {
    expect(canHaveAnotherActiveRoute(30, 1)).toBe(true);
    expect(canHaveAnotherActiveRoute('30', 2)).toBe(false);
  });

  it('does not limit levels 40 and 50', () => {
    expect(canHaveAnotherActiveRoute(40, 100)).toBe(true);
    expect(canHaveAnotherActiveRoute(50, 100)).toBe(true);
  });
});

describe('canHaveAnotherAdmin', () => {
  it('follows the same numbers as active routes', () => {
    expect(canHaveAnotherAdmin(10, 0)).toBe(true);
    expect(canHaveAnotherAdmin(10, 1)).toBe(false);
    expect(canHaveAnotherAdmin(20, 1)).toBe(false);
    expect(canHaveAnotherAdmin(30, 1)).toBe(true);
    expect(canHaveAnotherAdmin(30, 2)).toBe(false);
    expect(canHaveAnotherAdmin(40, 10)).toBe(true);
  });
});

describe('hasFeature', () => {
  it('unlocks reports at 30', () => {
    expect(hasFeature(29, 'reports')).toBe(false);
    expect(hasFeature(30, 'reports')).toBe(true);
    expect(hasFeature('30', 'reports')).toBe(true);
  });

  it.each(['timeClock', 'myTimeSheet', 'serviceItems'] as const)('unlocks %s at 40', (feature) => {
    expect(hasFeature(30, feature)).toBe(false);
    expect(hasFeature(39, feature)).toBe(false);
    expect(hasFeature(40, feature)).toBe(true);
  });

  it('gives an unset plan no gated feature', () => {
    expect(hasFeature(undefined, 'reports')).toBe(false);
    expect(hasFeature(undefined, 'timeClock')).toBe(false);
  });
});

describe('showsAdFooter', () => {
  it('shows the ad at level 10 only, which includes an unset plan', () => {
    expect(showsAdFooter(10)).toBe(true);
    expect(showsAdFooter('10')).toBe(true);
    expect(showsAdFooter(undefined)).toBe(true);
    expect(showsAdFooter(20)).toBe(false);
    expect(showsAdFooter(30)).toBe(false);
    expect(showsAdFooter(40)).toBe(false);
  });
});

describe('passesPlanGuard', () => {
  it('lets levels of 30 or more through', () => {
    expect(passesPlanGuard(29)).toBe(false);
    expect(passesPlanGuard(30)).toBe(true);
    expect(passesPlanGuard('30')).toBe(true);
    expect(passesPlanGuard(40)).toBe(true);
    expect(passesPlanGuard(undefined)).toBe(false);
    expect(passesPlanGuard('abc')).toBe(false);
  });
});

describe('PLAN_LEVELS', () => {
  it('offers the four plans on the sign-up portal', () => {
    expect(PLAN_LEVELS).toEqual([10, 20, 30, 40]);
  });
});
