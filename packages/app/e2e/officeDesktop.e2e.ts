/**
 * The office on a desktop (1280x800): the customers table sorted by a column, the route
 * list with each route's technician, stop count and progress, and a route with stop numbers. On a
 * phone (375x812) the job page keeps its primary action at the bottom of the screen and Cancel
 * job one tap away in More.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, openRouteList, useE2eApp, waitForPath } from './harness';

const ADMIN = 'admin40@routebook.test';
const STAFF = 'staff40@routebook.test';

const app = useE2eApp();

async function desktopPage(): Promise<Page> {
  const page = await app().newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  return page;
}

describe('the office on a desktop (1280x800)', () => {
  it('sorts the customers table by a column, by its header', async () => {
    const page = await desktopPage();
    await logIn(page, app().baseUrl, ADMIN);
    await page.goto(`${app().baseUrl}/customers`);
    const table = page.getByRole('table', { name: 'Customers' });
    await table.waitFor();
    // The search beside the table, not above a phone's cards.
    await page.getByRole('searchbox', { name: 'Search customers' }).waitFor();
    expect(await page.getByRole('list', { name: 'Customers' }).isVisible()).toBe(false);

    // The header says its order once the rows in that order have arrived from the server.
    const jobsSorted = (order: string) =>
      table
        .getByRole('columnheader', { name: /^Jobs/ })
        .and(page.locator(`[aria-sort="${order}"]`))
        .waitFor();
    await table.getByRole('button', { name: /^Jobs/ }).click();
    await jobsSorted('ascending');
    const jobCounts = async () =>
      (await table.locator('tbody tr td:nth-child(6)').allInnerTexts()).map(Number);
    const ascending = await jobCounts();
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await table.getByRole('button', { name: /^Jobs/ }).press('Enter');
    await jobsSorted('descending');
    const descending = await jobCounts();
    expect(descending).toEqual([...ascending].sort((a, b) => b - a));
    await page.close();
  });

  it("lists routes with technician, stops and progress, and numbers a route's stops", async () => {
    const page = await desktopPage();
    await logIn(page, app().baseUrl, ADMIN);
    await openRouteList(page);
    const active = page.getByRole('table', { name: 'Active routes' });
    await active.waitFor();
    const headers = await active.getByRole('columnheader').allInnerTexts();
    expect(headers.map((text) => text.replace(/[▲▼↕]/g, '').trim())).toEqual([
      'Route',
      'Technician',
      'Stops',
      'Progress',
      'Created',
      'Last completed',
    ]);
    const monday = active.getByRole('row', { name: /Monday Route/ });
    const cells = await monday.getByRole('cell').allInnerTexts();
    const stops = Number(cells[1]);
    expect(stops).toBeGreaterThan(1);
    expect(cells[2]).toMatch(new RegExp(`^\\d+ of ${stops} done$`));
    expect(cells[0]?.trim()).not.toBe('');

    await monday.getByRole('link', { name: 'Monday Route' }).click();
    await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
    const items = page.getByRole('list', { name: 'Route items' });
    await items.getByText('Stop 1', { exact: true }).waitFor();
    const numbers = await items.locator(':scope > li > span:first-child').allInnerTexts();
    // Jobs only: a note's number is blank. "Stop " is there for a screen reader.
    const shown = numbers.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.slice(0, 3)).toEqual(['Stop 1', 'Stop 2', 'Stop 3']);
    await page.close();
  });
});

describe('the job page on a phone (375x812)', () => {
  it('keeps the primary action at the bottom of the screen and Cancel job one tap away', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await openRouteList(page);
    await page.getByRole('link', { name: /^Monday Route/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
    const row = page
      .getByRole('list', { name: 'Route items' })
      .getByRole('link', { name: /,\s*Active\s*,/ })
      .first();
    const path = (await row.getAttribute('href')) ?? '';
    await row.click();
    await waitForPath(page, path);

    const clockIn = page.getByRole('button', { name: 'Clock in', exact: true });
    await clockIn.waitFor();
    const box = await clockIn.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && viewport.height - (box.y + box.height)).toBeGreaterThanOrEqual(0);
    expect(box && viewport && viewport.height - (box.y + box.height)).toBeLessThan(40);
    expect(await page.getByRole('button', { name: 'Cancel job' }).count()).toBe(0);

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Cancel job' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this job?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.close();
  });
});
