import { FEATURE_MIN_PLAN, showsAdFooter, type Feature } from '@routebook/schema';
import type { Plan } from './signup';

const FEATURE_NAMES: Record<Feature, string> = {
  reports: 'Reports',
  customerImport: 'Customer import',
  timeClock: 'Time Clock',
  myTimeSheet: 'My Time Sheet',
  serviceItems: 'Service Items',
};

/** "1 active route", "2 active routes", "Unlimited active routes" (null is no limit). */
const limitInWords = (limit: number | null | undefined, thing: string) => {
  if (limit === null || limit === undefined) return `Unlimited ${thing}s`;
  return `${limit} ${thing}${limit === 1 ? '' : 's'}`;
};

/** What a plan allows, one line each: its limits, its features and the ad footer at level 10. */
export function planAllowances(plan: Plan): string[] {
  const features = plan.features.filter(
    (feature): feature is Feature => feature in FEATURE_MIN_PLAN,
  );
  return [
    limitInWords(plan.maxActiveRoutes, 'active route'),
    limitInWords(plan.maxAdminUsers, 'admin user'),
    ...features.map((feature) => FEATURE_NAMES[feature]),
    ...(showsAdFooter(plan.level) ? ['An ad in the footer of route pages'] : []),
  ];
}
