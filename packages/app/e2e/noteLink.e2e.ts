/**
 * Nothing typed is ever lost: on a phone, a note with links applied from the editor's
 * link panel (with Apply and with Enter) stays in the dialog, saves and is there after a reload.
 * The dialog's own form must not be submitted by the panel (it reloaded the page, `/route/r23?`).
 */
import { describe, expect, it } from 'vitest';
import { logIn, useE2eApp } from './harness';

const ADMIN = 'admin40@routebook.test';

const app = useE2eApp();

describe('A route note with links', () => {
  it('keeps what was typed when links are applied with Apply and with Enter, saved and reloaded', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, ADMIN);
    await page.getByRole('link', { name: /^Monday Route/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
    const routeUrl = page.url();

    await page.getByRole('button', { name: 'Add item', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Item' });
    await dialog.getByLabel('Type', { exact: true }).selectOption('note');
    const editor = dialog.getByRole('textbox', { name: 'Note' });
    await editor.click();
    await page.keyboard.type('Office: ');

    // Apply with Enter, at the caret: the address goes in as the link's text.
    const link = dialog.getByRole('button', { name: 'Link', exact: true });
    await link.click();
    const address = dialog.getByRole('textbox', { name: 'Link address' });
    await address.fill('tel:5550188');
    await address.press('Enter');
    await address.waitFor({ state: 'detached' });
    await editor.getByRole('link', { name: 'tel:5550188' }).waitFor();

    // Typing goes on in the editor once focus is back there, after the link.
    await expect
      .poll(() =>
        editor.evaluate((root) => root.contains(document.getSelection()?.anchorNode ?? null)),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pump manual');

    // Apply with the button, over the selected words.
    await page.keyboard.press('Shift+Home');
    await link.click();
    await address.fill('example.com/pump');
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await address.waitFor({ state: 'detached' });
    await editor.getByRole('link', { name: 'Pump manual' }).waitFor();

    // Nothing reloaded: same address, the dialog and the text still there.
    expect(page.url()).toBe(routeUrl);
    expect(await editor.innerText()).toMatch(/Office: tel:5550188\s+Pump manual/);

    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.reload();
    const note = page
      .getByRole('list', { name: 'Route items' })
      .getByRole('listitem')
      .filter({ hasText: 'Pump manual' });
    const pump = note.getByRole('link', { name: /^Pump manual/ });
    await pump.waitFor();
    expect(await pump.getAttribute('href')).toBe('https://example.com/pump');
    const phone = note.getByRole('link', { name: /5550188/ });
    expect(await phone.getAttribute('href')).toBe('tel:5550188');
    await expect.poll(() => note.innerText()).toMatch(/Office:/);
  });
});
