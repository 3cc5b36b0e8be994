/**
 * What a first visit may cost in scripts, in one place: the size journey
 * (bundleSize.e2e.ts, part of `npm test`) fails past a budget and the bundle bench prints each
 * figure beside it. A budget is KiB (1,024 bytes) of gzip level 9, summed over every script the
 * browser fetches for the page (pageScripts.ts measures it in Chromium on the production build).
 */

/** Bytes in a KiB. */
export const KIB = 1024;

export interface ScriptBudget {
  /** The page, by its path. */
  page: '/login' | '/route/list' | '/route/{id}';
  /** Who loads it, fresh (empty cache, a new tab). */
  visitor: string;
  /** At most this many KiB of gzipped script. */
  budgetKiB: number;
  /**
   * When the scripts are counted: 'networkIdle', everything the page fetched once the network
   * has been quiet for 500 ms; 'interactive', what it had asked for when its content showed (the
   * total at network idle is printed beside it, not judged).
   */
  measuredAt: 'interactive' | 'networkIdle';
}

export const SCRIPT_BUDGETS: readonly ScriptBudget[] = [
  { page: '/login', visitor: 'logged out', budgetKiB: 180, measuredAt: 'networkIdle' },
  { page: '/route/list', visitor: 'an admin', budgetKiB: 185, measuredAt: 'networkIdle' },
  {
    page: '/route/{id}',
    visitor: "an admin, a route with jobs and a note (the demo's Monday Route)",
    budgetKiB: 200,
    measuredAt: 'interactive',
  },
];
