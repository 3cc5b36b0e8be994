/**
 * `npm run bench`: the route detail page of a 200-item and a 1,000-item route, and the job page
 * opened from it, in Chromium (headless, 375x812, touch) on the production build, served by
 * `vite preview` against the mock server on loopback.
 *
 * - Time to interactive: from the start of a navigation until the route's first drag handle is in
 *   the page and the main thread has run a task after it (React has committed the rows in view
 *   and the page can take input). Measured for a full load with an empty HTTP cache and with a
 *   warm one, and for the in-app navigation a user makes (a tap on the route in the route list).
 * - Scale: full loads with a warm cache of the 200-item and the 1,000-item route,
 *   alternated, at normal CPU speed; their medians, and the median of each back-to-back pair's
 *   ratio 1,000/200 (at most 1.2x; a pair shares the machine's load of the moment). The
 *   page's elements (`document.querySelectorAll('*')`) once it is interactive and idle, at the
 *   top, the middle and the end of the route (the most of the three; at most 1,400).
 * - Job page: from the tap on a job row until the job's page is interactive: its Clock in (or
 *   Clock out) button is in the page and the main thread has run a task after it. Tapped on the
 *   200-item route and on the demo's Monday Route (5 items), once the route page has been idle
 *   with no request in flight, as a person reads the route first (the page fetches the job page's
 *   code while idle).
 * - Reorder: from the keydown that drops a row (keyboard: Space, ArrowDown, Space, each key sent
 *   once the list has announced the one before) until the new order is on screen (the frame
 *   after the DOM changed): at most one frame. The save to the server follows in the background;
 *   its round trip is reported too.
 *
 * Nothing waits a fixed time: every step waits for what it needs (an element, an announcement, a
 * response, an idle main thread), so a busy machine makes it slower, not wrong. Each figure is a
 * median of RUNS runs (SCALE_RUNS pairs for the scale), at normal CPU speed and with Chromium's CPU
 * throttled 4x (a mid-range phone). Absolute times depend on the machine: their targets are
 * printed for orientation (RAIL: a page interactive within 1 s, 5 s on a mid-range phone; a frame
 * 16.7 ms) and not judged; the element bound and the ratio are judged.
 */
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { median, reportFigures, type BenchFigure } from '@routebook/mock-server/node';
import { buildLargeRoute } from '@routebook/mock-server/testing';
import { buildApp } from '../e2e/buildApp';
import { exitUnlessChromium } from '../e2e/chromium';
import { REPO_ROOT } from '../e2e/paths';
import { startPreviewedApp, PHONE_VIEWPORT } from '../e2e/previewApp';
import { bounded, loggedInPage } from './browserBench';

const OUT_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'route-detail-bench', 'dist');
const ITEMS = 200;
const LARGE_ITEMS = 1000;
const RUNS = 5;
const SCALE_RUNS = 11;
const CPU_RATES = [1, 4];
const ROUTE_NAME = 'Benchmark route';
const LARGE_ROUTE_NAME = 'Long benchmark route';
const ADMIN = 'admin40@routebook.test';
/** Where the list announces each reorder step. */
const ANNOUNCER = '[data-route-item-announcer]';
const NODE_BOUND = 1400;
const SCALE_RATIO = 1.2;
const FRAME_MS = 1000 / 60;

type Probe = { ready?: Promise<number>; shown?: Promise<number> };
declare global {
  interface Window {
    routeBench?: Probe;
  }
}

// The probes run in the page, so they are plain script text: tsx wraps named functions in
// helpers that do not exist there. They are evaluated through the DevTools protocol, which the
// page's Content-Security-Policy does not govern (page.waitForFunction evals in the page, which
// it forbids).

/**
 * window.routeBench.ready: a promise of the time at which `condition` (script text) holds and a
 * task has run after it. Runs as an init script (full loads) or at once (in-app navigation).
 */
const readyWhen = (condition: string) => `(() => {
  let resolve;
  window.routeBench = { ready: new Promise((done) => { resolve = done; }) };
  const check = () => {
    if (!(${condition})) return;
    observer.disconnect();
    setTimeout(() => resolve(performance.now()), 0);
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** The route page is interactive: its rows in view are in the page (the first drag handle). */
const readyProbe = readyWhen(`document.querySelector('[aria-label^="Reorder "]') !== null`);

/** The job page is interactive: its Clock in or Clock out button is in the page. */
const jobReadyProbe = readyWhen(
  `location.pathname.includes('/job/') && [...document.querySelectorAll('button')]` +
    `.some((button) => /^Clock (in|out)$/.test(button.textContent.trim()))`,
);

/**
 * window.routeBench.shown: a promise of the time from the dropping keydown until the frame after
 * the first row changed.
 */
const reorderProbe = (firstLabel: string) => `(() => {
  let resolve;
  let droppedAt;
  window.routeBench = { shown: new Promise((done) => { resolve = done; }) };
  document.addEventListener('keydown', (event) => {
    if (event.key === ' ') droppedAt = event.timeStamp;
  }, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    const first = document.querySelector('[aria-label^="Reorder "]');
    if (droppedAt === undefined || first?.getAttribute('aria-label') === ${JSON.stringify(firstLabel)}) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - droppedAt), 0));
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
})()`;

const probeValue = (page: Page, key: keyof Probe) =>
  bounded(page.evaluate(`window.routeBench.${key}`) as Promise<number>, `probe ${key}`);

/** A promise that settles when the page has been idle and has no request in flight. */
function settler(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const noneInFlight = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (inFlight.size > 0) return;
        page.off('requestfinished', check);
        page.off('requestfailed', check);
        resolve();
      };
      page.on('requestfinished', check);
      page.on('requestfailed', check);
      check();
    });
  const idle = () =>
    page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  return () =>
    bounded(
      (async () => {
        await idle();
        await noneInFlight();
        await idle();
      })(),
      'the page to be idle with no request in flight',
    );
}

/** Two frames rendered (what a scroll changes is on screen). */
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/** The page's elements at the top, middle and end of the route: the most of the three. */
async function mostElements(page: Page): Promise<number> {
  const counts: number[] = [];
  for (const fraction of [0, 0.5, 1]) {
    await page.evaluate(
      (at) => window.scrollTo(0, at * document.documentElement.scrollHeight),
      fraction,
    );
    await frames(page);
    counts.push(await page.evaluate(() => document.querySelectorAll('*').length));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return Math.max(...counts);
}

/** Waits until the list's live region says `text`. */
const announced = (page: Page, text: RegExp) =>
  page.locator(ANNOUNCER).filter({ hasText: text }).waitFor();

/** One keyboard reorder of the first row one place down: [ms to the new order on screen, ms to saved]. */
async function reorderOnce(page: Page, url: string): Promise<[number, number]> {
  await page.goto(url, { waitUntil: 'commit' });
  await probeValue(page, 'ready');
  const handle = page.getByRole('button', { name: /^Reorder / }).first();
  const firstLabel = (await handle.getAttribute('aria-label')) ?? '';
  await handle.focus();
  await page.keyboard.press('Space');
  await announced(page, /^Picked up /);
  await page.keyboard.press('ArrowDown');
  await announced(page, /moved to position 2 of/);
  await page.evaluate(reorderProbe(firstLabel));
  const save = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('updateRouteItemsOrder'),
  );
  const started = performance.now();
  await page.keyboard.press('Space');
  const shown = await probeValue(page, 'shown');
  await save;
  return [shown, performance.now() - started];
}

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
    const { routeId: largeRouteId } = await buildLargeRoute(app.mock.url, {
      email: ADMIN,
      items: LARGE_ITEMS,
      name: LARGE_ROUTE_NAME,
    });
    const { page, cdp } = await loggedInPage(app, ADMIN);
    const settle = settler(page);
    const monday = page.getByRole('link', { name: /^Monday Route/ });
    const mondayRouteId = ((await monday.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
    await page.addInitScript(readyProbe);
    const routeUrl = `${app.baseUrl}/route/${routeId}`;
    const largeUrl = `${app.baseUrl}/route/${largeRouteId}`;

    // Scale, at normal CPU speed: the two routes' warm full loads alternated, then their elements.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const scale: Record<string, number[]> = { [routeUrl]: [], [largeUrl]: [] };
    for (const url of [routeUrl, largeUrl]) {
      await page.goto(url, { waitUntil: 'commit' }); // warms the HTTP cache
      await probeValue(page, 'ready');
    }
    for (let run = 0; run < SCALE_RUNS; run += 1) {
      for (const url of run % 2 === 0 ? [routeUrl, largeUrl] : [largeUrl, routeUrl]) {
        await page.goto(url, { waitUntil: 'commit' });
        scale[url]?.push(await probeValue(page, 'ready'));
      }
    }
    const elements: Record<string, number> = {};
    for (const url of [routeUrl, largeUrl]) {
      await page.goto(url, { waitUntil: 'commit' });
      await probeValue(page, 'ready');
      await settle();
      elements[url] = await mostElements(page);
    }
    // Each pair's ratio (its two loads ran back to back, under the same load), then their median.
    const ratios = (scale[largeUrl] ?? []).map(
      (large, run) => large / (scale[routeUrl]?.[run] ?? NaN),
    );

    const loadFigures: BenchFigure[] = [];
    const jobFigures: BenchFigure[] = [];
    const reorderFigures: BenchFigure[] = [];
    for (const rate of CPU_RATES) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const cpu = rate === 1 ? 'normal CPU' : `CPU ${rate}x slower`;
      const loadTarget = { atMost: rate === 1 ? 1000 : 5000 };

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
        await page.evaluate(readyProbe);
        const tappedAt = await page.evaluate(() => performance.now());
        await link.click();
        inApp.push((await probeValue(page, 'ready')) - tappedAt);
      }
      for (const [name, values] of [
        [`full load, empty cache, ${ITEMS} items (${cpu})`, cold],
        [`full load, warm cache, ${ITEMS} items (${cpu})`, warm],
        [`tap in the route list, ${ITEMS} items (${cpu})`, inApp],
      ] as const) {
        loadFigures.push(time(name, values, loadTarget));
      }

      for (const [label, url] of [
        [`${ITEMS}-item route`, routeUrl],
        ['Monday Route', `${app.baseUrl}/route/${mondayRouteId}`],
      ] as const) {
        const jobPage: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          await page.goto(url, { waitUntil: 'commit' });
          await probeValue(page, 'ready');
          await settle();
          // A full load each run starts with an empty store; on the long route a different job.
          const rows = page.getByRole('list', { name: 'Route items' }).getByRole('link');
          const job = url === routeUrl ? rows.nth(run) : rows.first();
          await page.evaluate(jobReadyProbe);
          const tappedAt = await page.evaluate(() => performance.now());
          await job.tap();
          jobPage.push((await probeValue(page, 'ready')) - tappedAt);
        }
        jobFigures.push(time(`job page from the ${label} (${cpu})`, jobPage, { atMost: 1000 }));
      }

      for (const [items, url] of [
        [ITEMS, routeUrl],
        [LARGE_ITEMS, largeUrl],
      ] as const) {
        const shown: number[] = [];
        const saved: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const [toScreen, toServer] = await reorderOnce(page, url);
          shown.push(toScreen);
          saved.push(toServer);
        }
        reorderFigures.push(
          {
            ...time(`reorder to paint, ${items} items (${cpu})`, shown, { atMost: FRAME_MS }),
            digits: 1,
          },
          time(`reorder saved, ${items} items (${cpu})`, saved, { atMost: 1000 }),
        );
      }
    }

    const version = app.context.browser()?.version() ?? 'Chromium';
    console.log(
      `\nRoute detail page in Chromium ${version} (headless, ${PHONE_VIEWPORT.width}x` +
        `${PHONE_VIEWPORT.height}, touch), production build (${buildSeconds.toFixed(1)} s); ` +
        `routes of ${ITEMS} and ${LARGE_ITEMS} items (a note every 10th); medians of ${RUNS} ` +
        `runs (${SCALE_RUNS} alternated pairs for the scale); times not judged`,
    );
    reportFigures('Scale (normal CPU): elements and time to interactive', [
      {
        name: `page elements, ${ITEMS} items`,
        value: elements[routeUrl] ?? NaN,
        unit: 'nodes',
        digits: 0,
        target: { atMost: NODE_BOUND },
      },
      {
        name: `page elements, ${LARGE_ITEMS} items`,
        value: elements[largeUrl] ?? NaN,
        unit: 'nodes',
        digits: 0,
        target: { atMost: NODE_BOUND },
      },
      time(`time to interactive, ${ITEMS} items (warm full load)`, scale[routeUrl] ?? [], {
        atMost: 1000,
      }),
      time(`time to interactive, ${LARGE_ITEMS} items (warm full load)`, scale[largeUrl] ?? [], {
        atMost: 1000,
      }),
      {
        name: `time to interactive, ${LARGE_ITEMS} / ${ITEMS} items`,
        value: median(ratios),
        unit: 'x',
        digits: 2,
        target: { atMost: SCALE_RATIO },
      },
    ]);
    reportFigures('Time to interactive (ms from the start of the navigation)', loadFigures);
    reportFigures('Job page: from the tap on a job to its page interactive', jobFigures);
    reportFigures(
      'One reorder (keyboard drop of the first row one place down): to the screen (<= 1 frame) and to the server',
      reorderFigures,
    );
    console.log('');
  } finally {
    await app.close();
  }
}

/** A median time beside its target, not judged (it depends on the machine). */
function time(name: string, values: number[], target: { atMost: number }): BenchFigure {
  return { name, value: median(values), unit: 'ms', digits: 0, target, judged: false };
}

await main();
