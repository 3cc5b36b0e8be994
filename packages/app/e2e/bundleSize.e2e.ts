/**
 * The first visit's budgets (bundleBudgets.ts): what a first visit fetches in scripts, gzip
 * level 9, on the production build in Chromium against the mock server. /login logged out,
 * /route/list and a route with items as an admin, each a fresh load (pageScripts.ts). Code that
 * waits for its moment stays out of the first pages: the modal and toast code (overlays), the
 * sanitizer, the editor, and the job page, which the route page fetches only once it is shown.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SCRIPT_BUDGETS } from './bundleBudgets';
import { useE2eApp } from './harness';
import { describeVisit, judgedKiB, measureFirstVisits, type FirstVisit } from './pageScripts';

const app = useE2eApp();

let visits: FirstVisit[] = [];
beforeAll(async () => {
  visits = await measureFirstVisits(app());
}, 180_000);

const visitOf = (page: string): FirstVisit => {
  const found = visits.find((visit) => visit.budget.page === page);
  if (!found) throw new Error(`${page} was not measured`);
  return found;
};

/** The scripts' paths, for "which chunks did it fetch". */
const paths = (files: { path: string }[]) => files.map(({ path }) => path);

describe('first visits stay within their script budgets', () => {
  for (const budget of SCRIPT_BUDGETS) {
    it(`${budget.page}: at most ${budget.budgetKiB} KiB of script`, () => {
      const visit = visitOf(budget.page);
      console.log(describeVisit(visit));
      expect(judgedKiB(visit), describeVisit(visit)).toBeLessThanOrEqual(budget.budgetKiB);
    });
  }
});

describe('code that waits for its moment', () => {
  it('/login and /route/list fetch no modal, toast, sanitizer or editor code', () => {
    for (const page of ['/login', '/route/list']) {
      const fetched = paths(visitOf(page).networkIdle.files);
      expect(fetched.some((path) => /\/(index|vendor|app)-[\w-]+\.js$/.test(path))).toBe(true);
      expect(
        fetched.filter((path) =>
          /\/(overlays|ModalDialog|ToastViewport|sanitize|RichTextEditorImpl)-/.test(path),
        ),
        page,
      ).toEqual([]);
    }
  });

  it('the route page fetches the job page only after it is shown', () => {
    const visit = visitOf('/route/{id}');
    const jobPage = (path: string) => /\/JobDetailPage-[\w-]+\.js$/.test(path);
    expect(paths(visit.interactive.files).filter(jobPage)).toEqual([]);
    expect(paths(visit.networkIdle.files).some(jobPage)).toBe(true);
  });
});
