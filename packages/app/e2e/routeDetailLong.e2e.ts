/**
 * A route of 1,000 items. The whole page holds at most 1,400 elements wherever it is
 * scrolled (only the rows in view are rendered), for an admin on a phone and a desktop and for
 * field staff. An admin moves the first item 30 places by keyboard, past every row rendered at
 * first, and the server stores the order renumbered in steps of 10; a touch drag begun
 * before the drag-and-drop code has arrived still moves its row once it does. Field staff never
 * load that code; admins get it when the page is idle.
 */
import type { CDPSession, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLargeRoute } from '@routebook/mock-server/testing';
import { apiAs, logIn, useE2eApp } from './harness';

const ADMIN = 'admin40@routebook.test';
const STAFF = 'staff40@routebook.test';
const ROUTE = 'A thousand stops';
const ITEMS = 1000;
/** The route page's elements, whatever the route's length. */
const NODE_BOUND = 1400;
/** The item order step. */
const ORDER_STEP = 10;

// The drag-and-drop chunk is held back with page.route(), which does not see what the service
// worker answers: this journey runs without it, as a first visit does.
const app = useE2eApp({ serviceWorkers: 'block' });
let routeId = '';

beforeAll(async () => {
  ({ routeId } = await buildLargeRoute(app().mock.url, {
    email: ADMIN,
    items: ITEMS,
    name: ROUTE,
  }));
}, 600_000);

/** Every element in the document (what the bound counts). */
const elementCount = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);

const itemList = (page: Page) => page.getByRole('list', { name: 'Route items' });
/** The row at `position` (1-based) in the route, if rendered. */
const rowAt = (page: Page, position: number) =>
  itemList(page).locator(`li[aria-posinset="${position}"]`);
/** The list's live region: each move step is announced there once the list has taken it. */
const announcement = (page: Page) => page.locator('[data-route-item-announcer]');

/** The route's item ids in the server's order, and their orders. */
async function storedOrder(): Promise<{ ids: string[]; orders: number[] }> {
  const { route } = await apiAs(
    app(),
    ADMIN,
    'query Order($id: ID!) { route(id: $id) { items { id order } } }',
    { id: routeId },
  );
  const items = [...(route.items as { id: string; order: number }[])].sort(
    (a, b) => a.order - b.order,
  );
  return { ids: items.map((item) => item.id), orders: items.map((item) => item.order) };
}

const saveOfOrder = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('updateRouteItemsOrder'),
  );

async function openLongRoute(page: Page): Promise<void> {
  await page.goto(`${app().baseUrl}/route/${routeId}`);
  await page.getByRole('heading', { level: 1, name: ROUTE }).waitFor();
  await itemList(page).getByRole('listitem').first().waitFor();
}

/** Scrolls the page to its end and waits for the last row. */
async function scrollToEnd(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return rowAt(page, ITEMS).count();
    })
    .toBe(1);
}

/** The drag-and-drop code: the one script that names dnd-kit's live region. */
const isDragCode = (body: string) => body.includes('DndDescribedBy');

/** Records which scripts the page loads that are the drag-and-drop code. */
function watchDragCode(page: Page): () => number {
  let loaded = 0;
  page.on('response', async (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    if (isDragCode(body)) loaded += 1;
  });
  return () => loaded;
}

/** Resolves once the page's main thread has been idle (the list loads its drag code then). */
const pageIdle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

describe('a route of 1,000 items, as an admin', () => {
  it('keeps the page under 1,400 elements and moves an item 30 places by keyboard, saved in steps of 10', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, ADMIN);
    const before = await storedOrder();
    expect(before.ids).toHaveLength(ITEMS);
    await openLongRoute(page);
    expect(await elementCount(page)).toBeLessThanOrEqual(NODE_BOUND);
    expect(await itemList(page).getByRole('listitem').count()).toBeLessThan(40);
    expect(await rowAt(page, 40).count()).toBe(0);

    // Picked up by keyboard, moved 30 places: past every row rendered at first.
    const handle = rowAt(page, 1).getByRole('button', { name: /^Reorder / });
    const name = ((await handle.getAttribute('aria-label')) ?? '').replace(/^Reorder /, '');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => announcement(page).textContent())
      .toBe(`Picked up ${name}, position 1 of 1,000.`);
    const places = 30;
    for (let step = 1; step <= places; step += 1) {
      await page.keyboard.press('ArrowDown');
      await expect
        .poll(() => announcement(page).textContent())
        .toBe(`${name} moved to position ${step + 1} of 1,000.`);
    }
    expect(await elementCount(page)).toBeLessThanOrEqual(NODE_BOUND);
    // The moving row is kept in view: the page scrolled with it.
    const moving = page.locator('li[data-dragging]');
    await expect.poll(() => moving.getAttribute('aria-posinset')).toBe(String(places + 1));
    const box = await moving.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
    expect(await rowAt(page, 1).count()).toBe(0);

    const saved = saveOfOrder(page);
    await page.keyboard.press('Space');
    await expect
      .poll(() => announcement(page).textContent())
      .toBe(`${name} dropped at position ${places + 1} of 1,000.`);
    expect((await saved).ok()).toBe(true);
    const expected = [...before.ids];
    const [moved] = expected.splice(0, 1) as [string];
    expected.splice(places, 0, moved);
    await expect.poll(async () => (await storedOrder()).ids).toEqual(expected);
    expect((await storedOrder()).orders).toEqual(
      Array.from({ length: ITEMS }, (_, index) => (index + 1) * ORDER_STEP),
    );
    expect(
      await rowAt(page, places + 1)
        .getByRole('button', { name: /^Reorder / })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);

    await scrollToEnd(page);
    expect(await elementCount(page)).toBeLessThanOrEqual(NODE_BOUND);
    await page.reload();
    await rowAt(page, 1).waitFor();
    const firstNow = rowAt(page, 1).getByRole('button', { name: /^Reorder / });
    expect(await firstNow.getAttribute('aria-label')).not.toBeNull();
  });

  it('moves a row by touch when the press came before the drag-and-drop code', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, ADMIN);
    const before = await storedOrder();

    // The drag-and-drop code is held back until a finger is on a handle.
    let requested = false;
    let deliver = () => {};
    const delivered = new Promise<unknown>((resolve) => (deliver = () => resolve(null)));
    await page.route('**/*.js', async (route: Route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (isDragCode(body)) {
        requested = true;
        await delivered;
      }
      await route.fulfill({ response, body });
    });
    await openLongRoute(page);

    const handle = rowAt(page, 1).getByRole('button', { name: /^Reorder / });
    const name = ((await handle.getAttribute('aria-label')) ?? '').replace(/^Reorder /, '');
    // The first row near the top of the screen, so the drag ends far from the bottom edge, where
    // the list would scroll on its own under a finger held still.
    const top = (await rowAt(page, 1).boundingBox())?.y ?? 0;
    await page.evaluate((by) => window.scrollBy(0, by), top - 60);
    const from = await handle.boundingBox();
    const rowBox = await rowAt(page, 1).boundingBox();
    if (!from || !rowBox) throw new Error('the first row is not on screen');
    const touch = await page.context().newCDPSession(page);
    const x = from.x + from.width / 2;
    const startY = from.y + from.height / 2;
    await fingerAt(touch, 'touchStart', x, startY);
    // The press asked for the code (if the idle page had not already); it has not arrived.
    await expect.poll(() => requested).toBe(true);
    expect(await announcement(page).textContent()).toBe('');
    deliver();
    await expect
      .poll(() => announcement(page).textContent())
      .toBe(`Picked up ${name}, position 1 of 1,000.`);

    // The row's top to the middle of the third row (rows differ in height): the row follows the
    // finger and takes the third place.
    const third = await rowAt(page, 3).boundingBox();
    if (!third) throw new Error('the third row is not on screen');
    const endY = startY + third.y + third.height / 2 - rowBox.y;
    for (let step = 1; step <= 10; step += 1) {
      await fingerAt(touch, 'touchMove', x, startY + ((endY - startY) * step) / 10);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    await expect
      .poll(() => announcement(page).textContent())
      .toBe(`${name} moved to position 3 of 1,000.`);
    const saved = saveOfOrder(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await touch.detach();
    await expect
      .poll(() => announcement(page).textContent())
      .toBe(`${name} dropped at position 3 of 1,000.`);
    expect((await saved).ok()).toBe(true);
    const expected = [...before.ids];
    const [moved] = expected.splice(0, 1) as [string];
    expected.splice(2, 0, moved);
    await expect.poll(async () => (await storedOrder()).ids).toEqual(expected);
    expect(await elementCount(page)).toBeLessThanOrEqual(NODE_BOUND);
  });

  it('stays under 1,400 elements on a desktop, and loads the drag-and-drop code when idle', async () => {
    const page = await app().newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const dragCode = watchDragCode(page);
    await logIn(page, app().baseUrl, ADMIN);
    await openLongRoute(page);
    expect(await elementCount(page)).toBeLessThanOrEqual(NODE_BOUND);
    await expect.poll(dragCode).toBe(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => rowAt(page, 1).count()).toBe(0);
    expect(await elementCount(page)).toBeLessThanOrEqual(NODE_BOUND);
    await scrollToEnd(page);
    expect(await elementCount(page)).toBeLessThanOrEqual(NODE_BOUND);
  });
});

describe('a route of 1,000 items, as field staff', () => {
  it('stays under 1,400 elements and never loads the drag-and-drop code', async () => {
    const page = await app().newPage();
    const dragCode = watchDragCode(page);
    await logIn(page, app().baseUrl, STAFF);
    await openLongRoute(page);
    expect(await elementCount(page)).toBeLessThanOrEqual(NODE_BOUND);
    expect(await page.getByRole('button', { name: /^Reorder / }).count()).toBe(0);
    await scrollToEnd(page);
    expect(await elementCount(page)).toBeLessThanOrEqual(NODE_BOUND);
    // Idle twice (an admin's page loads the code at the first), nothing in flight.
    await pageIdle(page);
    await pageIdle(page);
    await page.waitForLoadState('networkidle');
    expect(dragCode()).toBe(0);
  });
});

async function fingerAt(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove',
  x: number,
  y: number,
): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }],
  });
}
