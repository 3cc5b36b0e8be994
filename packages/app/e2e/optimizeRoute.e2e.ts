/**
 * Optimizing a route's order, in Chromium on the production build. The office pins Monday Route's
 * customers on a line in a zig-zag (done jobs at its west end), so the route order is not the
 * shortest. An admin (phone and desktop) opens Optimize on the route page, sees the before/after,
 * applies the order (the list shows it, the server has it) and undoes it. A technician offline
 * optimizes their remaining stops on Today: the new order shows at once and reaches the server
 * when the network returns. From "My location", where the phone stands decides the order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, logIn, openRouteList, useE2eApp, waitForPath } from './harness';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './previewApp';

const ADMIN = 'admin40@routebook.test';
const STAFF = 'staff40@routebook.test';

const app = useE2eApp();

interface ServerItem {
  id: string;
  job: { id: string; status: string; customer: { id: string; displayName: string } } | null;
}

/** Monday Route's id and items as the server has them, in order. */
async function mondayRoute(): Promise<{ id: string; items: ServerItem[] }> {
  const { me } = await apiAs(app(), ADMIN, 'query { me { currentUser { company { id } } } }');
  const companyId = (me as { currentUser: { company: { id: string } } }).currentUser.company.id;
  const { routes } = await apiAs(
    app(),
    ADMIN,
    `query Routes($companyId: ID!) {
      routes(companyId: $companyId, status: active) {
        id name items { id job { id status customer { id displayName } } }
      }
    }`,
    { companyId },
  );
  const monday = (routes as { id: string; name: string; items: ServerItem[] }[]).find(
    (route) => route.name === 'Monday Route',
  );
  if (!monday) throw new Error('the demo seed has Monday Route');
  return monday;
}

/** Open jobs east of the done ones in a zig-zag (3, 1, 4, 2 ... hundredths of a degree). */
async function zigZag(): Promise<void> {
  const { items } = await mondayRoute();
  const places = [3, 1, 4, 2, 5, 0.5, 6];
  let open = 0;
  for (const { job } of items) {
    if (!job) continue;
    const done = job.status === 'complete' || job.status === 'cancelled';
    const x = done ? 0 : (places[open++] ?? open);
    await apiAs(
      app(),
      ADMIN,
      `mutation Pin($id: ID!, $data: CustomerInput!) { updateCustomer(id: $id, data: $data) { customer { id } } }`,
      { id: job.customer.id, data: { location: { latitude: 39.78, longitude: -89.65 + x / 100 } } },
    );
  }
}

/** The route page's items, by the names on their drag handles. */
async function handleLabels(page: Page): Promise<string[]> {
  const handles = page
    .getByRole('list', { name: 'Route items' })
    .getByRole('button', { name: /^Reorder / });
  await handles.first().waitFor();
  return handles.evaluateAll((buttons) =>
    buttons.map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Reorder /, '')),
  );
}

const serverOrder = async () => (await mondayRoute()).items.map((item) => item.id);

describe.each([
  ['phone', PHONE_VIEWPORT],
  ['desktop', DESKTOP_VIEWPORT],
])('an admin optimizes Monday Route (%s)', (_, viewport) => {
  it('sees the before/after, applies the order, and undoes it', async () => {
    await zigZag();
    const page = await app().newPage();
    await page.setViewportSize(viewport);
    await logIn(page, app().baseUrl, ADMIN);
    await openRouteList(page);
    await page.getByRole('link', { name: /^Monday Route/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
    const before = await handleLabels(page);
    const storedBefore = await serverOrder();

    await page.getByRole('button', { name: 'Optimize', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Optimize route' });
    await panel.getByRole('button', { name: 'Optimize', exact: true }).click();
    const table = panel.getByRole('table', { name: 'Before and after' });
    await table.waitFor();
    const distance = await table.getByRole('row', { name: /Distance/ }).innerText();
    const [now, optimized] = (distance.match(/[\d.]+ km/g) ?? []).map((km) => parseFloat(km));
    expect(optimized).toBeLessThan(now ?? 0);
    await panel.getByRole('list', { name: 'Stops that move' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await panel.getByRole('button', { name: 'Apply order' }).click();
    await panel.getByText(/^New order saved: \d+ stops? moved\.$/).waitFor();
    await expect.poll(() => handleLabels(page)).not.toEqual(before);
    await expect.poll(serverOrder).not.toEqual(storedBefore);

    await panel.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => handleLabels(page)).toEqual(before);
    await expect.poll(serverOrder).toEqual(storedBefore);
    await page.close();
  });
});

describe('a technician offline', () => {
  it('optimizes the remaining stops: the order shows at once and syncs when back online', async () => {
    await zigZag();
    const page = await app().newPage();
    await page.setViewportSize(PHONE_VIEWPORT);
    await logIn(page, app().baseUrl, STAFF);
    await waitForPath(page, '/today');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const stops = page.getByRole('list', { name: 'Monday Route' }).getByRole('listitem');
    await stops.first().waitFor();
    const shown = () => stops.allInnerTexts();
    const before = await shown();
    const storedBefore = await serverOrder();

    await app().context.setOffline(true);
    try {
      await page.getByRole('button', { name: /^Optimize my remaining stops/ }).click();
      const panel = page.getByRole('region', { name: 'Optimize my remaining stops' });
      await panel.getByRole('radio', { name: 'The last finished stop' }).check();
      await panel.getByRole('button', { name: 'Optimize', exact: true }).click();
      await panel.getByRole('table', { name: 'Before and after' }).waitFor();
      await panel.getByRole('button', { name: 'Apply order' }).click();
      await panel.getByText(/^New order saved: \d+ stops? moved\.$/).waitFor();
      await expect.poll(shown).not.toEqual(before);
      expect(await serverOrder()).toEqual(storedBefore);
      await app().context.setOffline(false);
      await expect.poll(serverOrder).not.toEqual(storedBefore);
    } finally {
      await app().context.setOffline(false);
    }
    await page.close();
  });
});

describe('a technician from where they stand', () => {
  it('optimizes from "My location": standing east of the stops, the route order is already the best', async () => {
    await zigZag();
    await app().context.grantPermissions(['geolocation'], { origin: app().baseUrl });
    // East of every stop: the nearest open stop is the route's next one, and the zig-zag runs
    // west from it. (A phone may answer a fix up to a minute old, so one position per journey.)
    await app().context.setGeolocation({ latitude: 39.78, longitude: -89.5 });
    try {
      const page = await app().newPage();
      await page.setViewportSize(PHONE_VIEWPORT);
      await logIn(page, app().baseUrl, STAFF);
      await waitForPath(page, '/today');
      await page
        .getByRole('list', { name: 'Monday Route' })
        .getByRole('listitem')
        .first()
        .waitFor();
      const storedBefore = await serverOrder();

      await page.getByRole('button', { name: /^Optimize my remaining stops/ }).click();
      const panel = page.getByRole('region', { name: 'Optimize my remaining stops' });
      await panel.getByRole('radio', { name: 'My location' }).check();
      await panel.getByRole('button', { name: 'Optimize', exact: true }).click();
      await panel
        .getByText('This is already the best order we found. Nothing to change.')
        .waitFor();

      // From the last finished stop, west of them, the same stops are better the other way round.
      await panel.getByRole('radio', { name: 'The last finished stop' }).check();
      await panel.getByRole('button', { name: 'Optimize', exact: true }).click();
      await panel.getByRole('table', { name: 'Before and after' }).waitFor();
      expect(await serverOrder()).toEqual(storedBefore);
      await page.close();
    } finally {
      await app().context.clearPermissions();
    }
  });
});
