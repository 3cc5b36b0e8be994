/**
 * `npm run bench`: the customers page at 1,000 and at 50,000 customers, in Chromium
 * (headless, 375x812, touch) on the production build, served by `vite preview` against the mock
 * server on loopback.
 *
 * Data: the plan-30 company gets 1,000 customers and the plan-40 company 50,000, straight into
 * the mock server's store. Both admins log in once; each run puts one's stored login in place and
 * then the other's, alternating which goes first. One untimed load of each first: the server sorts
 * a company's customers once, on its first read (customers-bench reports that time).
 *
 * First rows interactive: from the start of the navigation until the list's first row is in the
 * page and the main thread has run a task after it. A full load of /customers (warm HTTP cache)
 * and the in-app navigation a user makes (Customers in the menu, from the route list). Medians of
 * RUNS runs; the ratios 50,000 / 1,000 are judged (at most 1.2x).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { median, reportFigures, type BenchFigure } from '@routebook/mock-server/node';
import { addManyCustomers, logInOverHttp } from '@routebook/mock-server/testing';
import { buildApp } from '../e2e/buildApp';
import { exitUnlessChromium } from '../e2e/chromium';
import { SESSION_STORAGE_KEY as SESSION_KEY } from '../src/session/session';
import { REPO_ROOT } from '../e2e/paths';
import { startPreviewedApp, PHONE_VIEWPORT } from '../e2e/previewApp';
import { loggedInPage } from './browserBench';

const OUT_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'customers-page-bench', 'dist');
const RUNS = 11;
const COMPANIES = [
  { email: 'admin30@routebook.test', customers: 1_000 },
  { email: 'admin40@routebook.test', customers: 50_000 },
] as const;

declare global {
  interface Window {
    customersBench?: { ready?: number };
  }
}

/** Records window.customersBench.ready once the list's first row is in the page (script text). */
const readyProbe = `(() => {
  const probe = {};
  window.customersBench = probe;
  const observer = new MutationObserver(() => {
    if (location.pathname !== '/customers') return;
    if (!document.querySelector('ul[aria-label="Customers"] > li')) return;
    observer.disconnect();
    setTimeout(() => { probe.ready = performance.now(); }, 0);
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

async function readyAt(page: Page): Promise<number> {
  // Functions, not script text: the app's CSP refuses eval, which string predicates use.
  await page.waitForFunction(() => window.customersBench?.ready !== undefined, undefined, {
    timeout: 120_000,
  });
  return page.evaluate(() => window.customersBench?.ready ?? NaN);
}

const useLogin = (page: Page, login: string) =>
  page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: login,
  });

async function main(): Promise<void> {
  exitUnlessChromium();
  const buildSeconds = await buildApp(OUT_DIR);
  const app = await startPreviewedApp({ distDir: OUT_DIR });
  try {
    for (const { email, customers } of COMPANIES) {
      const { companyId } = await logInOverHttp(app.mock.url, email);
      addManyCustomers(app.mock.server.store, companyId, customers);
    }
    const [small, large] = COMPANIES;
    const { page } = await loggedInPage(app, small.email);
    const logins: string[] = [];
    for (const { email } of COMPANIES) {
      if (logins.length > 0) {
        await page.evaluate(() => window.localStorage.clear());
        await page.goto(`${app.baseUrl}/login`);
        await page.getByLabel('Email', { exact: true }).fill(email);
        await page.getByLabel('Password', { exact: true }).fill('routebook');
        await page.getByRole('button', { name: 'Log In', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/route/list');
      }
      logins.push((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? '');
    }
    await page.addInitScript(readyProbe);
    for (const login of logins) {
      await useLogin(page, login);
      await page.goto(`${app.baseUrl}/customers`, { waitUntil: 'commit' });
      await readyAt(page);
    }

    const fullLoad: number[][] = [[], []];
    const inApp: number[][] = [[], []];
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 === 0 ? [0, 1] : [1, 0];
      for (const which of order) {
        await useLogin(page, logins[which] as string);
        await page.goto(`${app.baseUrl}/customers`, { waitUntil: 'commit' });
        fullLoad[which]?.push(await readyAt(page));

        // From the route list (a fresh Relay store: a full load), as a person opens the page.
        await page.goto(`${app.baseUrl}/route/list`);
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
        const link = menu.getByRole('link', { name: 'Customers', exact: true });
        await link.waitFor();
        await page.evaluate(readyProbe);
        const tappedAt = await page.evaluate(() => performance.now());
        await link.click();
        inApp[which]?.push((await readyAt(page)) - tappedAt);
      }
    }

    const figures = (label: string, [at1k, at50k]: number[][]): BenchFigure[] => [
      { name: `${label} at ${small.customers}, median`, value: median(at1k ?? []), unit: 'ms' },
      { name: `${label} at ${large.customers}, median`, value: median(at50k ?? []), unit: 'ms' },
      {
        // Each run times both companies back to back, so a pair shares the machine's load.
        name: `${label} at ${large.customers} / at ${small.customers}, median of run ratios`,
        value: median((at50k ?? []).map((ms, run) => ms / (at1k?.[run] ?? NaN))),
        unit: 'x',
        digits: 2,
        target: { atMost: 1.2 },
      },
    ];
    const version = app.context.browser()?.version() ?? 'Chromium';
    reportFigures(
      `Customers page, first rows interactive, in Chromium ${version} (headless, ` +
        `${PHONE_VIEWPORT.width}x${PHONE_VIEWPORT.height}, touch), production build ` +
        `(${buildSeconds.toFixed(1)} s); ms from the start of the navigation, ${RUNS} runs each`,
      [
        ...figures('full load of /customers (warm cache)', fullLoad),
        ...figures('Customers from the menu', inApp),
      ],
    );
  } finally {
    await app.close();
  }
}

await main();
