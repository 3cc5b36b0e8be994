/**
 * Steps on the job page that journeys and benches share, as a technician takes them on a phone.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** Add note, saved (marked "Show on the visit report" when `forCustomer`); waits until it shows. */
export async function addNote(
  page: Page,
  text: string,
  { forCustomer = false } = {},
): Promise<void> {
  await section(page, 'Notes').getByRole('button', { name: 'Add note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill(text);
  if (forCustomer) await dialog.getByRole('checkbox', { name: 'Show on the visit report' }).check();
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

/** A real 1x1 PNG, as a phone's camera would hand over a (much larger) one. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The PNG's bytes. */
export const PNG_BYTES = Buffer.from(PNG_BASE64, 'base64');

/** Writes `content` to `routebook-e2e-<name>-<time>.<ext>` in the temp folder; answers its path. */
export async function writeTempFile(name: string, content: string | Buffer): Promise<string> {
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const path = join(tmpdir(), `routebook-e2e-${base}-${Date.now()}${ext}`);
  await writeFile(path, content);
  return path;
}

/** Writes a PNG named `routebook-e2e-<name>-<time>.png` to the temp folder; answers its path. */
export const writePng = (name: string): Promise<string> => writeTempFile(`${name}.png`, PNG_BYTES);

/** The customer signs on the job's pad with the pointer: press, a zigzag of moves, release. */
export async function sign(page: Page): Promise<void> {
  const pad = section(page, 'Customer signature').getByRole('img', {
    name: 'Signature pad, empty',
  });
  await pad.waitFor();
  // In the middle of the screen: clear of the sticky header and of a toast at the foot.
  await pad.evaluate((canvas) => canvas.scrollIntoView({ block: 'center' }));
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const at = (x: number, y: number) => [box.x + x * box.width, box.y + y * box.height] as const;
  const [startX, startY] = at(0.1, 0.6);
  expect(
    await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, [
      startX,
      startY,
    ] as const),
  ).toBe('CANVAS');
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) {
    await page.mouse.move(...at(0.1 + i * 0.065, i % 2 ? 0.3 : 0.7), { steps: 3 });
  }
  await page.mouse.up();
  await section(page, 'Customer signature')
    .getByRole('img', { name: 'Signature pad, signed' })
    .waitFor();
}

/** Get signature, drawn, signed by `name`, saved; waits until the server has it. */
export async function takeSignature(page: Page, name: string): Promise<void> {
  const signature = section(page, 'Customer signature');
  await signature.getByRole('button', { name: 'Get signature' }).click();
  await sign(page);
  await signature.getByRole('textbox', { name: 'Signed by' }).fill(name);
  await signature.getByRole('button', { name: 'Save signature' }).click();
  await signature.getByRole('img', { name: `Signature of ${name}` }).waitFor();
  await expect.poll(() => signature.getByText(/^Pending/).count()).toBe(0);
}

/** Whether an image on the page has loaded (its pixels are there). */
export const imageLoaded = (page: Page, name: string): Promise<boolean> =>
  page.getByRole('img', { name }).evaluate((img) => (img as HTMLImageElement).naturalWidth > 0);
