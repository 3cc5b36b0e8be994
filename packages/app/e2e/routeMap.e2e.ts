/**
 * A route on a map, with tiles from a loopback tile server named in config.json: the
 * Content-Security-Policy lets that origin's images in (the harness fails on any violation) and
 * nothing reaches the internet. An admin opens Monday Route's map at phone size and on a desktop,
 * sees a numbered pin per located job in route order (the others listed as needing a pin), the
 * view survives a reload, and a tap on a pin opens its job. Field staff see Today's map on a phone.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  logIn,
  openRouteList,
  storedAnswerKeys,
  useE2eApp,
  waitForPath,
  waitForToday,
} from './harness';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './previewApp';

const ADMIN = 'admin40@routebook.test';
const STAFF = 'staff40@routebook.test';
const ROUTE = 'Monday Route';

/** Tile addresses asked for, by path: proof the map drew its background from loopback. */
const tileRequests: string[] = [];
let tileServer: Server | undefined;
const mapTiles = { urlTemplate: '', attribution: 'Test tiles', maxZoom: 19 };

// Before the app starts (hooks run in order), so its config.json names the tile server.
beforeAll(async () => {
  const tile = await readFile(new URL('../../../.storybook/public/test-tile.png', import.meta.url));
  tileServer = createServer((request, response) => {
    tileRequests.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'image/png' }).end(tile);
  });
  await new Promise<void>((resolve) => tileServer?.listen(0, '127.0.0.1', resolve));
  const { port } = tileServer.address() as AddressInfo;
  mapTiles.urlTemplate = `http://127.0.0.1:${port}/{z}/{x}/{y}.png`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => (tileServer ? tileServer.close(() => resolve()) : resolve())),
);

const app = useE2eApp({ config: { mapTiles } });

interface RouteJob {
  id: string;
  customer: { displayName: string; location: { latitude: number } | null };
}

/** Monday Route's jobs in route order, as the API answers them, with its id. */
async function mondayRoute() {
  const { me } = await apiAs(app(), ADMIN, `{ me { currentUser { company { id } } } }`);
  const companyId = (me.currentUser as { company: { id: string } }).company.id;
  const { routes } = await apiAs(
    app(),
    ADMIN,
    `query($companyId: ID!) { routes(companyId: $companyId) { id name } }`,
    { companyId },
  );
  const found = (routes as { id: string; name: string }[]).find((route) => route.name === ROUTE);
  if (!found) throw new Error(`the demo data has no ${ROUTE}`);
  const { route } = await apiAs(
    app(),
    ADMIN,
    `query($id: ID!) { route(id: $id) { items { job { id customer { displayName location { latitude } } } } } }`,
    { id: found.id },
  );
  const jobs = (route as { items: { job: RouteJob | null }[] }).items.flatMap(({ job }) =>
    job ? [job] : [],
  );
  return { id: found.id, jobs };
}

const pinsOf = (page: Page, label: string) =>
  page
    .getByRole('region', { name: label })
    .locator('.leaflet-container')
    .getByRole('button', { name: /^\d+\. / });

/** The pins' names, in the page's order (route order). */
async function pinNames(page: Page, label: string): Promise<string[]> {
  return pinsOf(page, label).evaluateAll((pins) =>
    pins.map((pin) => pin.getAttribute('aria-label') ?? ''),
  );
}

describe("a route's map", () => {
  for (const { name, size } of [
    { name: 'phone', size: PHONE_VIEWPORT },
    { name: 'desktop', size: DESKTOP_VIEWPORT },
  ]) {
    it(`shows numbered pins in route order and opens a job from its pin (${name})`, async () => {
      const route = await mondayRoute();
      const located = route.jobs.filter((job) => job.customer.location);
      expect(located.length).toBeGreaterThan(1);
      const page = await app().newPage();
      await page.setViewportSize(size);
      await logIn(page, app().baseUrl, ADMIN);
      await openRouteList(page);
      await page.getByRole('link', { name: new RegExp(`^${ROUTE}`) }).click();
      await page.getByRole('heading', { level: 1, name: ROUTE }).waitFor();

      const views = page.getByRole('group', { name: 'View' });
      await views.getByRole('button', { name: 'Map' }).click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'map');
      const label = `Map of ${ROUTE}`;
      await expect.poll(() => pinNames(page, label)).toHaveLength(located.length);
      const names = await pinNames(page, label);
      // Numbered by place among the route's jobs, in route order, each with its customer.
      const expected = route.jobs.flatMap((job, index) =>
        job.customer.location ? [`${index + 1}. ${job.customer.displayName}`] : [],
      );
      expect(names.map((pinName) => pinName.replace(/ — .*$/, ''))).toEqual(expected);
      const missing = route.jobs.length - located.length;
      if (missing > 0) {
        await page
          .getByText(`Needs a pin: ${missing} ${missing === 1 ? 'stop' : 'stops'}`)
          .waitFor();
      }
      // The background came from the loopback tile server, allowed by the policy.
      await expect.poll(() => tileRequests.length).toBeGreaterThan(0);

      // A reload keeps the map.
      await page.reload();
      await expect.poll(() => pinNames(page, label)).toEqual(names);
      await expect(
        views.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');

      // The next stop's pin (drawn above the others) opens its job.
      const next = names.findIndex((pinName) => pinName.endsWith(' — next'));
      const target = next === -1 ? 0 : next;
      const job = located[target];
      if (!job) throw new Error('no pin to open');
      await pinsOf(page, label).nth(target).click();
      await waitForPath(page, `/route/${route.id}/job/${job.id}`);

      // Back to the route: the list view is one press away.
      await page.goBack();
      await views.getByRole('button', { name: 'List' }).click();
      await page.waitForURL((url) => !url.searchParams.has('view'));
      await page.getByRole('list', { name: 'Route items' }).waitFor();
    });
  }
});

describe("Today's map", () => {
  it('shows the day on a map on a phone, and a pin opens its job', async () => {
    const page = await app().newPage();
    await page.setViewportSize(PHONE_VIEWPORT);
    await logIn(page, app().baseUrl, STAFF);
    await waitForToday(page);
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/today' && url.searchParams.get('view') === 'map',
    );
    const map = page.getByRole('region', { name: /^Map of / }).first();
    await map.waitFor();
    const label = (await map.getAttribute('aria-label')) ?? '';
    await expect.poll(async () => (await pinNames(page, label)).length).toBeGreaterThan(0);
    const pin = pinsOf(page, label).first();
    await pin.tap();
    await page.waitForURL((url) => /^\/route\/[^/]+\/job\/[^/]+$/.test(url.pathname));
  });

  it('opens offline from what the phone stored: the pins, without tiles', async () => {
    const page = await app().newPage();
    await page.setViewportSize(PHONE_VIEWPORT);
    await logIn(page, app().baseUrl, STAFF);
    await waitForToday(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
    const map = page.getByRole('region', { name: /^Map of / }).first();
    await map.waitFor();
    const label = (await map.getAttribute('aria-label')) ?? '';
    await expect.poll(async () => (await pinNames(page, label)).length).toBeGreaterThan(0);
    const online = await pinNames(page, label);
    await expect
      .poll(async () =>
        (await storedAnswerKeys(page)).some((key) => key.includes('|TodayPageQuery|')),
      )
      .toBe(true);

    await app().context.setOffline(true);
    try {
      const asked = tileRequests.length;
      await page.reload();
      await page.getByText(/^Offline: last updated/).waitFor();
      await expect.poll(() => pinNames(page, label)).toEqual(online);
      // Leaflet and the map's code came from the service worker; no tile could be fetched.
      expect(tileRequests.length).toBe(asked);
    } finally {
      await app().context.setOffline(false);
    }
  });
});
