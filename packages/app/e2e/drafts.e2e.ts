/**
 * Nothing typed in a dialog is lost, on a phone and on a desktop: a long Add Item note
 * with bold text, refused because the server is down, is still there; Escape asks before
 * discarding it and Keep editing keeps it; closed keeping the draft, it survives a reload and
 * comes back with its formatting; once saved, the draft is gone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { logIn, openRouteList, useE2eApp } from './harness';

const ADMIN = 'admin40@routebook.test';
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const BOLD = 'Gate code 4417.';
/** With the bold start, the note is longer than 875 characters. */
const REST = ` ${'Dog in the yard, ring twice and wait. '.repeat(23)}`.trimEnd();

const app = useE2eApp();

async function openMondayRoute(page: Page): Promise<void> {
  await openRouteList(page);
  await page.getByRole('link', { name: /^Monday Route/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
}

async function openAddItem(page: Page) {
  await page.getByRole('button', { name: 'Add item', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await dialog.waitFor();
  return dialog;
}

/** The server's proxy answers 502 to every GraphQL request. */
async function serverDown(page: Page): Promise<void> {
  await page.route('**/graphql', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
  );
}

const storedDraftKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('routebook.draft:')),
  );

describe.each(VIEWPORTS)('a draft in Add Item on a $name', (viewport) => {
  it('survives a refused save, Escape and a reload, with its bold text, and goes once saved', async () => {
    const page = await app().newPage();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await logIn(page, app().baseUrl, ADMIN);
    await openMondayRoute(page);

    let dialog = await openAddItem(page);
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('note');
    const editor = dialog.getByRole('textbox', { name: 'Note' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(BOLD);
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.insertText(REST);
    await expect.poll(async () => (await editor.textContent())?.length).toBeGreaterThan(875);

    // The server is down: the save is refused, and what was typed stays (as the message says).
    await serverDown(page);
    await dialog.getByRole('button', { name: 'SAVE', exact: true }).click();
    await dialog
      .getByRole('alert')
      .getByText(messages.serverUnreachable, { exact: true })
      .waitFor();

    // Escape asks; Keep editing goes back to the text.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: messages.discardChangesQuestion });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing', exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await editor.textContent()).toContain(BOLD);

    // Closed keeping the draft; the page reloads (the server is back).
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Keep draft', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.unroute('**/graphql');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();

    // Reopened: the draft is back, bold and all, and says it is a restored draft.
    dialog = await openAddItem(page);
    await dialog.getByText(messages.draftRestored, { exact: true }).waitFor();
    const restored = dialog.getByRole('textbox', { name: 'Note' });
    await expect.poll(() => restored.textContent()).toContain(REST.slice(-30));
    expect((await restored.textContent())?.length).toBeGreaterThan(875);
    expect(await restored.locator('strong, b').filter({ hasText: BOLD }).count()).toBeGreaterThan(
      0,
    );

    // Saved: the note is on the route and the draft is gone.
    await dialog.getByRole('button', { name: 'SAVE', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText('Note added.', { exact: true }).waitFor();
    expect(await storedDraftKeys(page)).toEqual([]);
    dialog = await openAddItem(page);
    expect(await dialog.getByText(messages.draftRestored).count()).toBe(0);
    expect(await dialog.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('');
    // Nothing typed: Cancel closes at once.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
