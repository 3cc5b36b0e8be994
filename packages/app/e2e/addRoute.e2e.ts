/**
 * Add Route offers Active only while the plan allows another active
 * route, else the status picker's sub-header asks to upgrade; a saved route shows in its group on
 * the route list without a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, openRouteList, useE2eApp } from './harness';

const UPGRADE = 'Please Upgrade your company plan to allow for more active routes.';

const app = useE2eApp();

/** A status group of the route list, by its heading, e.g. 'Draft (2)'. */
const group = (page: Page, heading: string) => page.getByRole('region', { name: heading });

/** The size of a status group from its heading, 0 when the group is not shown. */
async function groupCount(page: Page, label: string): Promise<number> {
  const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
  const match = headings
    .map((text) => new RegExp(`^${label} \\((\\d+)\\)$`).exec(text.trim()))
    .find(Boolean);
  return match ? Number(match[1]) : 0;
}

/** Marks the document so a later check can tell that no reload happened. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMark?: boolean }).e2eMark = true;
  });
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);

describe('Add Route', () => {
  it('admin10 (plan 10, 1 active): only Draft, the upgrade sub-header; adds a Draft route', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, 'admin10@routebook.test');
    expect(await groupCount(page, 'Active')).toBe(1);
    const drafts = await groupCount(page, 'Draft');
    await markDocument(page);

    await page.getByRole('button', { name: 'Add Route' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Route' });
    await dialog.waitFor();
    const status = dialog.getByLabel('Status', { exact: true });
    expect(await status.locator('option').allInnerTexts()).toEqual(['Draft']);
    expect(await status.inputValue()).toBe('draft');
    await dialog.getByText(UPGRADE, { exact: true }).waitFor();

    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Route name', { exact: true }).fill('E2E Draft Route');
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await dialog.waitFor({ state: 'hidden' });

    await group(page, `Draft (${drafts + 1})`)
      .getByText('E2E Draft Route', { exact: true })
      .filter({ visible: true })
      .waitFor();
    expect(await groupCount(page, 'Active')).toBe(1);
    expect(await stillSameDocument(page)).toBe(true);
  });

  it('admin40 (plan 40, no limit): Draft and Active offered; adds an Active route', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, 'admin40@routebook.test');
    const active = await groupCount(page, 'Active');
    await markDocument(page);

    await page.getByRole('button', { name: 'Add Route' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Route' });
    await dialog.waitFor();
    const status = dialog.getByLabel('Status', { exact: true });
    expect(await status.locator('option').allInnerTexts()).toEqual(['Draft', 'Active']);
    expect(await status.inputValue()).toBe('draft');
    expect(await dialog.getByText(UPGRADE).count()).toBe(0);

    await dialog.getByLabel('Route name', { exact: true }).fill('E2E Active Route');
    await status.selectOption({ label: 'Active' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await group(page, `Active (${active + 1})`)
      .getByText('E2E Active Route', { exact: true })
      .filter({ visible: true })
      .waitFor();
    expect(await stillSameDocument(page)).toBe(true);
  });

  it('a regular user gets no Add Route button', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, 'staff40@routebook.test');
    await openRouteList(page);
    expect(await page.getByRole('button', { name: 'Add Route' }).count()).toBe(0);
  });
});
