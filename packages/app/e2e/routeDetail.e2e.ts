/**
 * The route page and its dialogs: ordering, moving and copying, and the delete rules
 * (product.md §Routes and route items).
 * An admin at plan 40 builds a route on a phone, reorders it by keyboard and by touch, copies,
 * moves and deletes items; field staff see the same route read-only.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addNoteAs, logIn, openRouteList, useE2eApp, waitForPath } from './harness';

const ADMIN = 'admin40@routebook.test';
const STAFF = 'staff40@routebook.test';
const DELETE_BLOCKED =
  'Job has one or more clock-ins, service items, or photos  and cannot be deleted.';
const CONFIRM_DELETE = 'Are you sure you want to delete this job/note?';
const REORDER_STALE = 'The route changed while you were reordering. Refresh and try again.';

const app = useE2eApp();
/** Monday Route's items as the admin last saw them, for the read-only check. */
let mondayAsAdmin: string[] = [];

const itemList = (page: Page) => page.getByRole('list', { name: 'Route items' });

/** The items' names in the order shown, from their drag handles ("Reorder <name>"). */
async function handleLabels(page: Page): Promise<string[]> {
  const handles = itemList(page).getByRole('button', { name: /^Reorder / });
  const labels = await handles.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.replace(/^Reorder /, ''));
}

async function expectOrder(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => handleLabels(page)).toEqual(expected);
}

/** Opens a route from the route list by its name. */
async function openRoute(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function openItemModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add item', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await dialog.waitFor();
  return dialog;
}

/** Adds a job for the `index`th active customer found by `search`; returns their name. */
async function addJobFor(page: Page, search: string, index: number): Promise<string> {
  const dialog = await openItemModal(page);
  await dialog.getByLabel('Type', { exact: true }).selectOption('job');
  const save = dialog.getByRole('button', { name: 'SAVE' });
  await dialog.getByRole('combobox', { name: 'Customer' }).fill(search);
  const option = dialog.getByRole('listbox', { name: 'Customers' }).getByRole('option').nth(index);
  await option.waitFor();
  const name = (await option.locator('span').first().innerText()).trim();
  await option.click();
  await save.click();
  await dialog.waitFor({ state: 'hidden' });
  await itemList(page)
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .waitFor();
  return name;
}

/** The list's live region: each move step is announced there once the list has taken it. */
const dragAnnouncement = (page: Page) => page.locator('[data-route-item-announcer]');

/**
 * Reorders by keyboard as a screen-reader user does: Space picks the row up, each arrow moves it a
 * place, Space drops it; each key waits for its announcement, so no key lands before the list is
 * ready for it.
 */
async function keyboardMove(page: Page, handle: Locator, name: string, places: number) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => dragAnnouncement(page).textContent()).toMatch(`Picked up ${name}`);
  let place = Number(
    /position (\d+) of/.exec((await dragAnnouncement(page).textContent()) ?? '')?.[1],
  );
  for (let step = 0; step < Math.abs(places); step += 1) {
    place += Math.sign(places);
    await page.keyboard.press(places > 0 ? 'ArrowDown' : 'ArrowUp');
    await expect
      .poll(() => dragAnnouncement(page).textContent())
      .toMatch(`${name} moved to position ${place} of`);
  }
  await page.keyboard.press('Space');
}

/**
 * Presses and holds a drag handle by touch until the row is picked up (announced), then drags it
 * to `target`'s top edge, a step a frame.
 */
async function touchDrag(page: Page, handle: Locator, target: Locator): Promise<void> {
  // Both on screen, as a person drags within what they see: the target at the top.
  await target.evaluate((row) => row.scrollIntoView({ block: 'start' }));
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  const name = ((await handle.getAttribute('aria-label')) ?? '').replace(/^Reorder /, '');
  if (!from || !to) throw new Error('the handle or the target is not on screen');
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  const x = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  const endY = to.y + 4;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x, startY) });
  // Held until the list's 250 ms press-and-hold has picked the row up.
  await expect.poll(() => dragAnnouncement(page).textContent()).toMatch(`Picked up ${name}`);
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    const y = startY + ((endY - startY) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Chooses an action from an item's "Actions for …" menu. */
async function itemAction(page: Page, label: string, action: string): Promise<void> {
  await itemList(page)
    .getByRole('button', { name: `Actions for ${label}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

describe('Route detail, as an admin at plan 40 on a phone', () => {
  const ROUTE = 'E2E Build Route';
  let routePath = '';
  let jobs: string[] = [];
  let newCustomerJob = '';
  let notes: string[] = [];

  it('builds a route of three jobs, one for a customer made in the item modal, and two notes', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, ADMIN);

    await page.getByRole('button', { name: 'Add Route' }).click();
    const addRoute = page.getByRole('dialog', { name: 'Add Route' });
    await addRoute.getByLabel('Route name', { exact: true }).fill(ROUTE);
    await addRoute.getByLabel('Status', { exact: true }).selectOption('draft');
    await addRoute.getByRole('button', { name: 'Save' }).click();
    await addRoute.waitFor({ state: 'hidden' });
    await openRoute(page, ROUTE);
    routePath = new URL(page.url()).pathname;
    expect(routePath).toMatch(/^\/route\/[^/]+$/);
    await page.getByText('No jobs or notes on this route yet.').waitFor();

    const first = await addJobFor(page, 'a', 0);

    // SAVE is disabled until a type is chosen; a job saved without a customer is stopped with
    // "Customer Required!". Then a new customer, added with ADD TO ROUTE.
    const dialog = await openItemModal(page);
    const saveItem = dialog.getByRole('button', { name: 'SAVE' });
    expect(await saveItem.isDisabled()).toBe(true);
    await dialog.getByLabel('Type', { exact: true }).selectOption('job');
    await saveItem.click();
    await dialog.getByText('Customer Required!', { exact: true }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Add New Customer' }).click();
    const customer = page.getByRole('dialog', { name: 'Add Customer' });
    await customer.waitFor();
    const toRoute = customer.getByRole('button', { name: 'ADD TO ROUTE' });
    expect(await toRoute.isDisabled()).toBe(true);
    await customer.getByLabel('Last name', { exact: true }).fill('Quill');
    await customer.getByLabel('Display name', { exact: true }).fill('Quill Gardens');
    await customer.getByLabel('Address line 1', { exact: true }).fill('9 Elm Street');
    await customer.getByLabel('City', { exact: true }).fill('Springfield');
    await toRoute.click();
    await customer.waitFor({ state: 'hidden' });
    newCustomerJob = 'Quill Gardens';
    await itemList(page)
      .getByRole('link', { name: /Quill Gardens/ })
      .waitFor();

    const third = await addJobFor(page, 'a', 1);
    jobs = [first, newCustomerJob, third];
    expect(new Set(jobs).size).toBe(3);

    // Note 1: bold, a bulleted list and red text, written with the toolbar and the keyboard.
    let note = await openItemModal(page);
    await note.getByLabel('Type', { exact: true }).selectOption('note');
    let editor = note.getByRole('textbox', { name: 'Note' });
    await editor.click();
    await page.keyboard.press('Control+B');
    await page.keyboard.type('Bold words');
    await page.keyboard.press('Control+B');
    await page.keyboard.press('Enter');
    await note.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('first point');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second point');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('red text');
    await page.keyboard.press('Shift+Home');
    // On a phone the colours are behind More formatting.
    await note.getByRole('button', { name: 'More formatting' }).click();
    await note.getByRole('button', { name: 'Text colour' }).click();
    await note
      .getByRole('group', { name: 'Text colour' })
      .getByRole('button', { name: 'Red' })
      .click();
    await note.getByRole('button', { name: 'SAVE' }).click();
    await note.waitFor({ state: 'hidden' });

    const list = itemList(page);
    await list.locator('strong', { hasText: 'Bold words' }).waitFor();
    expect(await list.locator('ul li').allInnerTexts()).toEqual(['first point', 'second point']);
    const red = list.locator('span', { hasText: /^red text$/ });
    expect(await red.evaluate((span) => getComputedStyle(span).color)).toBe('rgb(230, 0, 0)');

    // Note 2: a bold word in a sentence.
    note = await openItemModal(page);
    await note.getByLabel('Type', { exact: true }).selectOption('note');
    editor = note.getByRole('textbox', { name: 'Note' });
    await editor.click();
    await page.keyboard.type('Call ahead ');
    await note.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('twice');
    await note.getByRole('button', { name: 'SAVE' }).click();
    await note.waitFor({ state: 'hidden' });
    await list.locator('strong', { hasText: 'twice' }).waitFor();

    const labels = await handleLabels(page);
    expect(labels.slice(0, 3)).toEqual(jobs);
    expect(labels).toHaveLength(5);
    notes = labels.slice(3);
    expect(notes[0]).toMatch(/^Note: Bold words/);
    expect(notes[1]).toBe('Note: Call ahead twice');
  });

  it('reorders by keyboard and by touch drag, and the order survives a reload', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, ADMIN);
    await page.goto(`${app().baseUrl}${routePath}`);
    await expectOrder(page, [...jobs, ...notes]);
    const [j1, j2, j3] = jobs as [string, string, string];
    const [n1, n2] = notes as [string, string];

    // Keyboard: pick up the first job, two places down, drop.
    const handle = itemList(page).getByRole('button', { name: `Reorder ${j1}`, exact: true });
    await keyboardMove(page, handle, j1, 2);
    await expectOrder(page, [j2, j3, j1, n1, n2]);

    // Touch: press and hold the last note's handle, drag it above the first row.
    const rows = itemList(page).getByRole('listitem');
    await touchDrag(
      page,
      itemList(page).getByRole('button', { name: `Reorder ${n2}`, exact: true }),
      rows.first(),
    );
    await expectOrder(page, [n2, j2, j3, j1, n1]);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: ROUTE }).waitFor();
    await expectOrder(page, [n2, j2, j3, j1, n1]);

    // Someone adds a note meanwhile: this page's order is stale, the server refuses it, and the
    // rows go back with the reason. Refresh shows the note; deleting it is a note's delete.
    await addNoteAs(app(), ADMIN, routePath.split('/')[2] ?? '', '<p>Added elsewhere</p>');
    const first = itemList(page).getByRole('button', { name: `Reorder ${n2}`, exact: true });
    await keyboardMove(page, first, n2, 1);
    await page
      .getByText(`The new order was not saved: ${REORDER_STALE}`, { exact: true })
      .waitFor();
    await expectOrder(page, [n2, j2, j3, j1, n1]);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expectOrder(page, [n2, j2, j3, j1, n1, 'Note: Added elsewhere']);
    await itemAction(page, 'Note: Added elsewhere', 'Delete');
    await page
      .getByRole('alertdialog', { name: CONFIRM_DELETE })
      .getByRole('button', { name: 'Agree' })
      .click();
    await expectOrder(page, [n2, j2, j3, j1, n1]);
  });

  it('copies a job to another route, moves a note, deletes an empty job', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, ADMIN);
    await openRoute(page, 'Monday Route');
    const [j1, j2, j3] = jobs as [string, string, string];
    const [n1, n2] = notes as [string, string];
    const copiesOnMonday = () =>
      itemList(page)
        .getByRole('button', { name: `Reorder ${j3}`, exact: true })
        .count();
    const before = await copiesOnMonday();

    await page.goto(`${app().baseUrl}${routePath}`);
    await expectOrder(page, [n2, j2, j3, j1, n1]);

    await itemAction(page, j3, 'Copy');
    const copy = page.getByRole('dialog', { name: 'Copy Item' });
    await copy.getByRole('radio', { name: /Monday Route/ }).check();
    await copy.getByRole('button', { name: 'Copy', exact: true }).click();
    await copy.waitFor({ state: 'hidden' });
    await expectOrder(page, [n2, j2, j3, j1, n1]);

    await itemAction(page, n1, 'Move');
    const move = page.getByRole('dialog', { name: 'Move Item' });
    expect(await move.getByRole('radio', { name: new RegExp(ROUTE) }).count()).toBe(0);
    await move.getByRole('radio', { name: /Tuesday Route/ }).check();
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await move.waitFor({ state: 'hidden' });
    await expectOrder(page, [n2, j2, j3, j1]);

    await itemAction(page, j1, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: CONFIRM_DELETE });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectOrder(page, [n2, j2, j3, j1]);
    await itemAction(page, j1, 'Delete');
    await confirm.getByRole('button', { name: 'Agree' }).click();
    await expectOrder(page, [n2, j2, j3]);

    await page.goto(`${app().baseUrl}/route/list`);
    await openRoute(page, 'Monday Route');
    await expect.poll(copiesOnMonday).toBe(before + 1);
    await page.goto(`${app().baseUrl}/route/list`);
    await openRoute(page, 'Tuesday Route');
    await itemList(page)
      .getByRole('button', { name: `Reorder ${n1}`, exact: true })
      .waitFor();
  });

  it('is refused deleting a job that has a clock-in, with the spec message', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, ADMIN);
    await openRoute(page, 'Monday Route');
    const [clockedIn] = await handleLabels(page);
    await itemAction(page, clockedIn as string, 'Delete');
    const alert = page.getByRole('alertdialog');
    await alert.getByText(DELETE_BLOCKED, { exact: true }).waitFor();
    await alert.getByRole('button').first().click();
    await alert.waitFor({ state: 'hidden' });
    expect((await handleLabels(page))[0]).toBe(clockedIn);
    mondayAsAdmin = await handleLabels(page);
  });
});

describe('Route detail, as field staff', () => {
  it('shows the same route read-only: no handles, menus or swipe actions; a job opens its page', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await openRouteList(page);
    await openRoute(page, 'Monday Route');
    const list = itemList(page);
    await list.getByRole('listitem').first().waitFor();
    const rows = await list.getByRole('listitem').allInnerTexts();
    expect(rows).toHaveLength(mondayAsAdmin.length);
    for (const [index, label] of mondayAsAdmin.entries()) {
      if (!label.startsWith('Note')) expect(rows[index]).toContain(label);
    }
    expect(await page.getByRole('button', { name: /^(Reorder|Actions for) / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add item' }).count()).toBe(0);

    // Pull to refresh: a note the office adds meanwhile shows up without a reload.
    const routeId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await addNoteAs(app(), ADMIN, routeId, '<p>Pulled in fresh</p>');
    await page.evaluate(() => Object.assign(window, { e2eMark: true }));
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!heading) throw new Error('the heading is not on screen');
    const pull = await page.context().newCDPSession(page);
    const at = (y: number) => [{ x: heading.x + 40, y, id: 2 }];
    await pull.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(heading.y) });
    for (let dy = 20; dy <= 220; dy += 20) {
      await pull.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: at(heading.y + dy),
      });
    }
    await pull.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await pull.detach();
    await list.getByText('Pulled in fresh').waitFor();
    expect(await page.evaluate(() => 'e2eMark' in window)).toBe(true);

    // A left swipe on a row uncovers nothing.
    const firstJob = list.getByRole('link').first();
    const box = await firstJob.boundingBox();
    if (!box) throw new Error('the first job is not on screen');
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    await touch('touchStart', box.x + box.width - 10);
    for (let x = box.x + box.width - 30; x > box.x + 20; x -= 30) await touch('touchMove', x);
    await touch('touchEnd', box.x + 20);
    await cdp.detach();
    expect(await page.getByRole('button', { name: /^(Delete|Copy|Move|Edit) / }).count()).toBe(0);

    const href = await firstJob.getAttribute('href');
    expect(href).toMatch(/^\/route\/[^/]+\/job\/[^/]+$/);
    await page.goto(`${app().baseUrl}/route/list`);
    await openRoute(page, 'Monday Route');
    await itemList(page).getByRole('link').first().click();
    await waitForPath(page, href as string);
  });
});
