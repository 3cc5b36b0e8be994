/**
 * What a first visit fetches, as Chromium saw it: every script (and stylesheet) a page asks for on
 * a fresh load (a new tab, HTTP cache disabled), each body gzipped at level 9. Shared by the size
 * journey (bundleSize.e2e.ts) and the bundle bench, against the budgets of bundleBudgets.ts.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { KIB, SCRIPT_BUDGETS, type ScriptBudget } from './bundleBudgets';

/** The admin whose first visits are measured (README's demo accounts). */
const ADMIN = 'admin40@routebook.test';
const PASSWORD = 'routebook';
/** A route of the demo data with jobs and a rich-text note. */
const ROUTE_NAME = 'Monday Route';

export interface FetchedFile {
  /** The path on the app's origin, e.g. /assets/index-abc123.js. */
  path: string;
  raw: number;
  gzip: number;
}

/** Files of one kind, biggest (gzipped) first, with their sums. */
export interface FileTally {
  files: FetchedFile[];
  raw: number;
  gzip: number;
}

export interface FirstVisit {
  budget: ScriptBudget;
  /** The scripts the page had asked for when its content showed. */
  interactive: FileTally;
  /** Every script it fetched once the network was quiet. */
  networkIdle: FileTally;
  /** Every stylesheet it fetched once the network was quiet. */
  stylesheets: FileTally;
}

/** The figure judged against the budget, in KiB. */
export const judgedKiB = (visit: FirstVisit): number => visit[visit.budget.measuredAt].gzip / KIB;

interface ResourceEntry {
  url: string;
  startTime: number;
}

type ProbedWindow = Window & { __firstVisitReady?: number };

/**
 * Runs in the page before its own scripts (an init script, so plain script text): records in
 * window.__firstVisitReady the time at which `condition` first holds.
 */
const readyProbe = (condition: string) => `(() => {
  if (window.__firstVisitProbe) return;
  window.__firstVisitProbe = true;
  const check = () => {
    if (window.__firstVisitReady !== undefined || !(${condition})) return;
    window.__firstVisitReady = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
})()`;

/** The page's condition for "interactive", as script text evaluated in the page. */
const INTERACTIVE: Record<ScriptBudget['page'], string> = {
  // The login form can be used.
  '/login': `[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Log In')`,
  // The route list shows the routes.
  '/route/list': `[...document.querySelectorAll('a')].some((a) => a.textContent.trim().startsWith(${JSON.stringify(ROUTE_NAME)}))`,
  // The route's items are shown, and the note's rich text as rich text (no placeholder waits).
  '/route/{id}':
    `(() => { const list = document.querySelector('[aria-label="Route items"]');` +
    ` return !!list && list.querySelectorAll('li').length > 0; })()`,
};

const isScript = (url: string, type: string) => type === 'script' || /\.m?js(\?|$)/.test(url);
const isStylesheet = (url: string, type: string) =>
  type === 'stylesheet' || /\.css(\?|$)/.test(url);

function tally(files: FetchedFile[]): FileTally {
  const sorted = [...files].sort((a, b) => b.gzip - a.gzip);
  return {
    files: sorted,
    raw: sorted.reduce((sum, file) => sum + file.raw, 0),
    gzip: sorted.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/**
 * Loads `url` in a fresh tab with the HTTP cache disabled, waits until `ready` (script text)
 * holds, then for the network to be quiet, and answers what was fetched.
 */
async function visit(
  context: BrowserContext,
  url: string,
  budget: ScriptBudget,
): Promise<{ visit: FirstVisit; page: Page }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(readyProbe(INTERACTIVE[budget.page]));

  const bodies = new Map<string, Promise<{ raw: number; gzip: number } | null>>();
  const types = new Map<string, string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const responseUrl = response.url();
    if (!isScript(responseUrl, type) && !isStylesheet(responseUrl, type)) return;
    types.set(responseUrl, type);
    if (bodies.has(responseUrl)) return;
    bodies.set(
      responseUrl,
      response.body().then(
        (body) => ({ raw: body.byteLength, gzip: gzipSync(body, { level: 9 }).byteLength }),
        () => null,
      ),
    );
  });

  await page.goto(url);
  // Functions, not script text: the app's Content-Security-Policy forbids evaluating strings.
  await page.waitForFunction(() => (window as ProbedWindow).__firstVisitReady !== undefined);
  await page.waitForLoadState('networkidle');
  const readyAt = await page.evaluate(() => (window as ProbedWindow).__firstVisitReady ?? NaN);
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry): ResourceEntry => ({ url: entry.name, startTime: entry.startTime })),
  );

  const fileOf = async (fileUrl: string): Promise<FetchedFile> => {
    const size = await bodies.get(fileUrl);
    if (!size) throw new Error(`${url}: no body recorded for ${fileUrl}`);
    return { path: new URL(fileUrl).pathname, ...size };
  };
  const scriptUrls = [...bodies.keys()].filter((u) => isScript(u, types.get(u) ?? ''));
  const styleUrls = [...bodies.keys()].filter((u) => !isScript(u, types.get(u) ?? ''));
  // Resource timing says when each was asked for (a script's own and a modulepreload's start).
  const firstAsked = new Map<string, number>();
  for (const entry of entries) {
    firstAsked.set(entry.url, Math.min(firstAsked.get(entry.url) ?? Infinity, entry.startTime));
  }
  const askedBeforeReady = scriptUrls.filter((u) => (firstAsked.get(u) ?? Infinity) <= readyAt);

  return {
    page,
    visit: {
      budget,
      interactive: tally(await Promise.all(askedBeforeReady.map(fileOf))),
      networkIdle: tally(await Promise.all(scriptUrls.map(fileOf))),
      stylesheets: tally(await Promise.all(styleUrls.map(fileOf))),
    },
  };
}

const budgetOf = (page: ScriptBudget['page']): ScriptBudget => {
  const found = SCRIPT_BUDGETS.find((budget) => budget.page === page);
  if (!found) throw new Error(`no budget for ${page}`);
  return found;
};

/**
 * The first visits of bundleBudgets.ts, in order: /login logged out, then (logged in as an
 * admin through that page) /route/list and a route with items, each in a fresh tab.
 */
export async function measureFirstVisits(app: {
  baseUrl: string;
  context: BrowserContext;
}): Promise<FirstVisit[]> {
  const { baseUrl, context } = app;
  for (const open of context.pages()) await open.close();
  // Logged out: nothing stored for the app's origin.
  const blank = await context.newPage();
  await blank.goto(`${baseUrl}/config.json`);
  await blank.evaluate(() => window.localStorage.clear());
  await blank.close();

  const login = await visit(context, `${baseUrl}/login`, budgetOf('/login'));
  await login.page.getByLabel('Email', { exact: true }).fill(ADMIN);
  await login.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.page.getByRole('button', { name: 'Log In', exact: true }).click();
  await login.page.waitForURL((address) => address.pathname === '/route/list');
  await login.page.close();

  const list = await visit(context, `${baseUrl}/route/list`, budgetOf('/route/list'));
  const href = await list.page
    .getByRole('link', { name: new RegExp(`^${ROUTE_NAME}`) })
    .first()
    .getAttribute('href');
  await list.page.close();
  if (!href?.startsWith('/route/')) throw new Error(`no link to ${ROUTE_NAME} on /route/list`);

  const route = await visit(context, `${baseUrl}${href}`, budgetOf('/route/{id}'));
  await route.page.close();
  return [login.visit, list.visit, route.visit];
}

/** "/login: 171.3 KiB of script (budget 180 KiB); biggest: …", for a failure or a report. */
export function describeVisit(visit: FirstVisit, biggest = 8): string {
  const { budget } = visit;
  const measured = visit[budget.measuredAt];
  const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
  const lines = measured.files
    .slice(0, biggest)
    .map((file) => `  ${kib(file.gzip).padStart(10)}  ${file.path}`);
  return [
    `${budget.page} (${budget.visitor}) fetches ${kib(measured.gzip)} of script, gzip level 9, ` +
      `at ${budget.measuredAt === 'interactive' ? 'interactive' : 'network idle'}: budget ` +
      `${budget.budgetKiB} KiB. ${measured.files.length} scripts, biggest:`,
    ...lines,
  ].join('\n');
}
