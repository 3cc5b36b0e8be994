/** Plan level used when a company has none set (product.md §Accounts, companies and plans). */
export const DEFAULT_PLAN_LEVEL = 10;

/** Minimum plan level the plan guard lets through. */
export const PLAN_GUARD_LEVEL = 30;

/** The only plan level that shows the footer ad. */
export const AD_FOOTER_LEVEL = 10;

/** The plans a company can choose on the sign-up portal. */
export const PLAN_LEVELS = [10, 20, 30, 40] as const;

/** A plan-gated feature (product.md §Accounts, companies and plans). */
export type Feature = 'reports' | 'timeClock' | 'myTimeSheet' | 'serviceItems' | 'customerImport';

/**
 * Lowest plan level that unlocks each feature (30+ reports; 40+ the menu's others). The customer
 * import is behind the plan guard: its page and uploadCustomerCSV both read it.
 */
export const FEATURE_MIN_PLAN: Record<Feature, number> = {
  reports: 30,
  customerImport: PLAN_GUARD_LEVEL,
  timeClock: 40,
  myTimeSheet: 40,
  serviceItems: 40,
};

type RawPlanLevel = number | string | null | undefined;

/**
 * The company plan level "read as an integer", defaulting to 10 when unset, empty or not a number.
 */
export function planLevelOf(raw: RawPlanLevel): number {
  if (raw === null || raw === undefined) return DEFAULT_PLAN_LEVEL;
  const level = parseInt(String(raw), 10);
  return Number.isNaN(level) ? DEFAULT_PLAN_LEVEL : level;
}

function levelLimit(raw: RawPlanLevel): number | null {
  const level = planLevelOf(raw);
  if (level === 10 || level === 20) return 1;
  if (level === 30) return 2;
  return null;
}

/** Maximum active routes: levels 10 and 20 allow 1, level 30 allows 2, others none. */
export function activeRouteLimit(planLevel: RawPlanLevel): number | null {
  return levelLimit(planLevel);
}

/** Maximum admin users: levels 10 and 20 allow 1, level 30 allows 2, others none. */
export function adminUserLimit(planLevel: RawPlanLevel): number | null {
  return levelLimit(planLevel);
}

/** Whether one more route may become active (Add/Edit Route). */
export function canHaveAnotherActiveRoute(
  planLevel: RawPlanLevel,
  activeRouteCount: number,
): boolean {
  const limit = activeRouteLimit(planLevel);
  return limit === null || activeRouteCount < limit;
}

/** Whether one more user may get the admin role. */
export function canHaveAnotherAdmin(planLevel: RawPlanLevel, adminCount: number): boolean {
  const limit = adminUserLimit(planLevel);
  return limit === null || adminCount < limit;
}

/** Whether the plan unlocks a feature. */
export function hasFeature(planLevel: RawPlanLevel, feature: Feature): boolean {
  return planLevelOf(planLevel) >= FEATURE_MIN_PLAN[feature];
}

/** The footer ad shows only at plan level 10, which includes an unset plan. */
export function showsAdFooter(planLevel: RawPlanLevel): boolean {
  return planLevelOf(planLevel) === AD_FOOTER_LEVEL;
}

/** Plan guard: the plan level read as an integer must be 30 or more. */
export function passesPlanGuard(planLevel: RawPlanLevel): boolean {
  return planLevelOf(planLevel) >= PLAN_GUARD_LEVEL;
}
