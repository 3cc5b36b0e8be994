/**
 * `npm run bench`, last: the route detail page of a 200-item route, and the job page opened from
 * it, in Chromium (headless, 375x812, touch) on the production build, served by `vite preview`
 * against the mock server on loopback.
 *
 * - Time to interactive: from the start of a navigation until all 200 rows' drag handles are in
 *   the page and the main thread has run a task after them (React has committed and the page can
 *   take input). Measured for a full page load with an empty HTTP cache and with a warm one, and
 *   for the in-app navigation a user makes (a tap on the route in the route list).
 * - Job page: from the tap on a job row until the job's page is interactive: its Clock in (or
 *   Clock out) button is in the page and the main thread has run a task after it. Tapped on the
 *   200-item route and on the demo's Monday Route (5 items), a second after the route showed, as
 *   a person reads the route first (the page fetches the job page's code while idle).
 * - Reorder: from the keydown that drops a row (keyboard sensor: Space, ArrowDown, Space) until
 *   the new order is on screen (the frame after the DOM changed). The save to the server follows
 *   in the background; its round trip is reported too.
 *
 * Each figure is the median of RUNS runs, with the min and max, at normal CPU speed and with
 * Chromium's CPU throttled 4x (a mid-range phone).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { buildLargeRoute } from '@routebook/mock-server/node';
import { buildApp } from '../e2e/buildApp';
import { exitUnlessChromium } from '../e2e/chromium';
import { REPO_ROOT } from '../e2e/paths';
import { startPreviewedApp, PHONE_VIEWPORT } from '../e2e/previewApp';
import { loggedInPage, printTable, summary } from './browserBench';

const OUT_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'route-detail-bench', 'dist');
const ITEMS = 200;
const RUNS = 5;
const CPU_RATES = [1, 4];
const ROUTE_NAME = 'Benchmark route';
const ADMIN = 'admin40@routebook.test';

type Probe = { ready?: number; droppedAt?: number; shown?: number };
declare global {
  interface Window {
    routeBench?: Probe;
  }
}

// The probes run in the page, so they are plain script text: tsx wraps named functions in
// helpers that do not exist there.

/**
 * Records in window.routeBench.ready the time at which `condition` (script text) holds and a task
 * has run after it. Runs as an init script (full loads) or at once (in-app navigation).
 */
const readyWhen = (condition: string) => `(() => {
  const probe = {};
  window.routeBench = probe;
  const observer = new MutationObserver(() => {
    if (!(${condition})) return;
    observer.disconnect();
    setTimeout(() => { probe.ready = performance.now(); }, 0);
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** The route page is interactive: all `rows` drag handles are in the page. */
const readyProbe = (rows: number) =>
  readyWhen(`document.querySelectorAll('[aria-label^="Reorder "]').length >= ${rows}`);

/** The job page is interactive: its Clock in or Clock out button is in the page. */
const jobReadyProbe = readyWhen(
  `location.pathname.includes('/job/') && [...document.querySelectorAll('button')]` +
    `.some((button) => /^Clock (in|out)$/.test(button.textContent.trim()))`,
);

/** Times from the dropping keydown until the frame after the first row changed. */
const reorderProbe = (firstLabel: string) => `(() => {
  const probe = {};
  window.routeBench = probe;
  document.addEventListener('keydown', (event) => {
    if (event.key === ' ') probe.droppedAt = event.timeStamp;
  }, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    const first = document.querySelector('[aria-label^="Reorder "]');
    if (probe.droppedAt === undefined || first?.getAttribute('aria-label') === ${JSON.stringify(firstLabel)}) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { probe.shown = performance.now(); }, 0));
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
})()`;

const probeValue = async (page: Page, key: keyof Probe) => {
  const read = `window.routeBench?.${key}`;
  await page.waitForFunction(`${read} !== undefined`, undefined, { timeout: 60_000 });
  return (await page.evaluate(read)) as number;
};

async function main(): Promise<void> {
  exitUnlessChromium();
  const buildSeconds = await buildApp(OUT_DIR);
  const app = await startPreviewedApp({ distDir: OUT_DIR });
  try {
    const { routeId } = await buildLargeRoute(app.mock.url, {
      email: ADMIN,
      items: ITEMS,
      name: ROUTE_NAME,
    });
    const { page, cdp } = await loggedInPage(app, ADMIN);
    const monday = page.getByRole('link', { name: /^Monday Route/ });
    const mondayRouteId = ((await monday.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
    await page.addInitScript(readyProbe(ITEMS));
    const routeUrl = `${app.baseUrl}/route/${routeId}`;

    const loadRows: string[][] = [];
    const jobRows: string[][] = [];
    const reorderRows: string[][] = [];
    for (const rate of CPU_RATES) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const cpu = rate === 1 ? 'normal CPU' : `CPU ${rate}x slower`;

      const cold: number[] = [];
      const warm: number[] = [];
      const inApp: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await cdp.send('Network.clearBrowserCache');
        await page.goto(routeUrl, { waitUntil: 'commit' });
        cold.push(await probeValue(page, 'ready'));
        await page.goto(routeUrl, { waitUntil: 'commit' });
        warm.push(await probeValue(page, 'ready'));

        await page.goto(`${app.baseUrl}/route/list`);
        const link = page.getByRole('link', { name: new RegExp(`^${ROUTE_NAME}`) });
        await link.waitFor();
        await page.evaluate(readyProbe(ITEMS));
        const tappedAt = await page.evaluate(() => performance.now());
        await link.click();
        inApp.push((await probeValue(page, 'ready')) - tappedAt);
      }
      loadRows.push([`full load, empty cache (${cpu})`, ...summary(cold)]);
      loadRows.push([`full load, warm cache (${cpu})`, ...summary(warm)]);
      loadRows.push([`tap in the route list (${cpu})`, ...summary(inApp)]);

      for (const [label, url] of [
        [`${ITEMS}-item route`, routeUrl],
        ['Monday Route', `${app.baseUrl}/route/${mondayRouteId}`],
      ] as const) {
        const jobPage: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          await page.goto(url, { waitUntil: 'commit' });
          const rows = page.getByRole('list', { name: 'Route items' }).getByRole('link');
          await rows.first().waitFor();
          await page.waitForTimeout(1000);
          // A different job each run (on the long route), so none is already in Relay's store.
          const job = url === routeUrl ? rows.nth(run + (rate - 1) * RUNS) : rows.first();
          await page.evaluate(jobReadyProbe);
          const tappedAt = await page.evaluate(() => performance.now());
          await job.tap();
          jobPage.push((await probeValue(page, 'ready')) - tappedAt);
        }
        jobRows.push([`${label} (${cpu})`, ...summary(jobPage)]);
      }

      const shown: number[] = [];
      const saved: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto(routeUrl, { waitUntil: 'commit' });
        await probeValue(page, 'ready');
        const handle = page.getByRole('button', { name: /^Reorder / }).first();
        const firstLabel = (await handle.getAttribute('aria-label')) ?? '';
        await handle.focus();
        await page.keyboard.press('Space');
        await page.waitForTimeout(150);
        await page.keyboard.press('ArrowDown');
        await page.waitForTimeout(300);
        await page.evaluate(reorderProbe(firstLabel));
        const save = page.waitForResponse(
          (response) =>
            response.url().endsWith('/graphql') &&
            (response.request().postData() ?? '').includes('updateRouteItemsOrder'),
        );
        const started = Date.now();
        await page.keyboard.press('Space');
        const droppedAt = await probeValue(page, 'droppedAt');
        shown.push((await probeValue(page, 'shown')) - droppedAt);
        await save;
        saved.push(Date.now() - started);
      }
      reorderRows.push([`${cpu}`, ...summary(shown), ...summary(saved)]);
    }

    const version = app.context.browser()?.version() ?? 'Chromium';
    console.log(
      `\nRoute detail page in Chromium ${version} (headless, ${PHONE_VIEWPORT.width}x` +
        `${PHONE_VIEWPORT.height}, touch), production build (${buildSeconds.toFixed(1)} s), ` +
        `${ITEMS} items (${ITEMS - ITEMS / 10} jobs, ${ITEMS / 10} notes), ${RUNS} runs each\n`,
    );
    console.log('Time to interactive (ms from the start of the navigation):\n');
    printTable(['navigation', 'median', 'min', 'max'], loadRows);
    console.log('\nJob page: from the tap on a job in the route to its page interactive, ms:\n');
    printTable(['tapped on', 'median', 'min', 'max'], jobRows);
    console.log('\nOne reorder (keyboard drop of the first row one place down), ms:\n');
    printTable(['', 'shown median', 'min', 'max', 'saved median', 'min', 'max'], reorderRows);
    console.log('');
  } finally {
    await app.close();
  }
}

await main();
