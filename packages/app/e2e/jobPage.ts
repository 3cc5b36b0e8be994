/**
 * Steps on the job page that journeys and benches share, as a technician takes them on a phone.
 */
import type { Locator, Page } from 'playwright-core';

/** A section of the job page by its title ("Tasks", "Notes", "Photos", ...). */
export const section = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${title}\\b`) });

/** Add task, typed into the editor, saved; waits until the task shows. */
export async function addTask(page: Page, text: string): Promise<void> {
  await section(page, 'Tasks').getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await dialog.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type(text);
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await section(page, 'Tasks').getByText(text, { exact: true }).waitFor();
}

/** Add note, saved; waits until the note shows. */
export async function addNote(page: Page, text: string): Promise<void> {
  await section(page, 'Notes').getByRole('button', { name: 'Add note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill(text);
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await section(page, 'Notes').getByText(text, { exact: true }).waitFor();
}

/** Add photo with these files, through the file chooser. */
export async function addPhotoFiles(page: Page, paths: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await section(page, 'Photos').getByRole('button', { name: 'Add photo' }).click();
  await (await chooser).setFiles(paths);
}
