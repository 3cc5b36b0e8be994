/**
 * The job page and its records (product.md §Field work), service item links and plan gates: a
 * technician at plan 40 does a whole visit on a phone; at
 * plan 10 the service items' plan gate is explained and the menu has no Time Clock.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiAs,
  logIn,
  menuLabels,
  openMenu,
  openRouteList,
  useE2eApp,
  waitForPath,
} from './harness';
import { section, writePng, writeTempFile } from './jobPage';

const STAFF = 'staff40@routebook.test';
const PLAN_MESSAGE = 'Please upgrade your company plan to use this feature.';
const NOT_AN_IMAGE = 'Only PNG, JPEG, GIF or WebP images can be uploaded.';
const ALREADY_CLOCKED_IN = 'You are already clocked in to another job. Clock out there first.';

const app = useE2eApp();

/** Opens the first job of Monday Route with the status (Active, In progress), from the route list. */
async function openJob(page: Page, status = 'Active'): Promise<{ name: string; jobPath: string }> {
  await openRouteList(page);
  await page.getByRole('link', { name: /^Monday Route/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
  const row = page
    .getByRole('list', { name: 'Route items' })
    .getByRole('link', { name: new RegExp(`,\\s*${status}\\s*,`) })
    .first();
  const href = (await row.getAttribute('href')) ?? '';
  // The row reads "Customer name, Status, address, …": its first part is the job page's heading.
  const name = ((await row.textContent()) ?? '').split(',')[0]?.trim() ?? '';
  await row.click();
  await waitForPath(page, href);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return { name, jobPath: href };
}

const JOB_SERVICE_ITEMS = `query($id: ID!) {
  getJobServiceItemsByJobId(id: $id) { id serviceItem { name } }
}`;

describe('A visit at plan 40 on a phone', () => {
  let jobPath = '';
  let name = '';

  it('clocks in, adds a task and a note, uploads a photo and sees it full size', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    ({ name, jobPath } = await openJob(page));

    // The demo seed has this technician clocked in at the route's In progress job.
    await page.getByRole('button', { name: 'Clock in', exact: true }).click();
    await page.getByText(ALREADY_CLOCKED_IN, { exact: true }).waitFor();
    await page.goto(`${app().baseUrl}/route/list`);
    await openJob(page, 'In progress');
    await page.getByRole('button', { name: 'Clock out', exact: true }).click();
    await page.getByRole('button', { name: 'Clock in', exact: true }).waitFor();
    await page.goto(`${app().baseUrl}/route/list`);
    await openJob(page);

    await page.getByRole('button', { name: 'Clock in', exact: true }).click();
    await page.getByRole('button', { name: 'Clock out', exact: true }).waitFor();
    await section(page, 'Clock-ins')
      .getByText(/clocked in/i)
      .waitFor();

    await section(page, 'Tasks').getByRole('button', { name: 'Add task' }).click();
    const task = page.getByRole('dialog', { name: 'Add Task' });
    await task.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Check the pump filter');
    await task.getByRole('button', { name: 'SAVE' }).click();
    await task.waitFor({ state: 'hidden' });
    await section(page, 'Tasks').getByText('Check the pump filter', { exact: true }).waitFor();

    await section(page, 'Notes').getByRole('button', { name: 'Add note' }).click();
    const note = page.getByRole('dialog', { name: 'Add Note' });
    await note.getByRole('textbox', { name: 'Note' }).fill('Gate was open; dog inside.');
    await note.getByRole('button', { name: 'SAVE' }).click();
    await note.waitFor({ state: 'hidden' });
    await section(page, 'Notes').getByText('Gate was open; dog inside.', { exact: true }).waitFor();

    const png = await writePng('photo');
    const chooser = page.waitForEvent('filechooser');
    await section(page, 'Photos').getByRole('button', { name: 'Add photo' }).click();
    await (await chooser).setFiles(png);
    const thumbnail = section(page, 'Photos').getByRole('link').first();
    await thumbnail.waitFor();
    await thumbnail.click();
    await waitForPath(page, '/photo-view');
    const full = page.getByRole('img').first();
    await expect
      .poll(() => full.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  it('ticks two service items then unticks one: the links are created and deleted', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await page.goto(`${app().baseUrl}${jobPath}`);
    const jobId = jobPath.split('/').at(-1) ?? '';
    const links = async () =>
      (
        (await apiAs(app(), STAFF, JOB_SERVICE_ITEMS, { id: jobId })).getJobServiceItemsByJobId as {
          serviceItem: { name: string };
        }[]
      )
        .map((link) => link.serviceItem.name)
        .sort();

    const choose = async (ticks: Record<string, boolean>) => {
      await section(page, 'Service items')
        .getByRole('button', { name: 'Select service items' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Select Service Items' });
      for (const [item, ticked] of Object.entries(ticks)) {
        await dialog.getByRole('checkbox', { name: item }).setChecked(ticked);
      }
      await dialog.getByRole('button', { name: 'SAVE' }).click();
      await page.getByText('saving...', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'hidden' });
    };

    await choose({ 'Filter change': true, 'Chemical treatment': true });
    expect(await links()).toEqual(['Chemical treatment', 'Filter change']);
    await choose({ 'Chemical treatment': false });
    expect(await links()).toEqual(['Filter change']);
    await section(page, 'Service items').getByText('Filter change').waitFor();
  });

  it('refuses a file that is not an image, keeping it to discard', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await page.goto(`${app().baseUrl}${jobPath}`);
    const text = await writeTempFile('not-an-image.png', 'this is not an image');
    const chooser = page.waitForEvent('filechooser');
    await section(page, 'Photos').getByRole('button', { name: 'Add photo' }).click();
    await (await chooser).setFiles(text);
    await section(page, 'Photos').getByText(NOT_AN_IMAGE).waitFor();
    // Sending the same file again cannot work: no Retry, only Discard.
    expect(
      await section(page, 'Photos')
        .getByRole('button', { name: /^Retry/ })
        .count(),
    ).toBe(0);
    await section(page, 'Photos')
      .getByRole('button', { name: /^Discard/ })
      .click();
    await expect.poll(() => section(page, 'Photos').getByText(NOT_AN_IMAGE).count()).toBe(0);
  });

  it('clocks out on the Time Clock, completes the job, and the route row shows all of it', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await (await openMenu(page)).getByRole('link', { name: 'Time Clock' }).click();
    await waitForPath(page, '/timecard');
    await page
      .getByText(/^Clocked in at/)
      .getByRole('link', { name })
      .waitFor();
    await page.getByRole('button', { name: 'Clock out' }).click();
    await page.getByText('You are not clocked in.').waitFor();

    await page.goto(`${app().baseUrl}${jobPath}`);
    await page.getByRole('button', { name: 'Clock in', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Complete job' }).click();
    await page.getByText('Complete', { exact: true }).first().waitFor();

    await page.getByRole('link', { name: /^←/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
    // What a screen reader reads for the row: the status and every count in words.
    const counts = /1 clock-in\s*,\s*1 task\s*,\s*1 photo\s*,\s*1 note\s*,\s*1 service item/;
    await page
      .getByRole('link', { name: new RegExp(`^${name}\\s*,\\s*Complete\\s*,.*${counts.source}`) })
      .waitFor();
  });
});

describe('At plan 10', () => {
  it('explains the service items plan gate, and the menu has no Time Clock', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, 'staff10@routebook.test');
    await openJob(page);
    await section(page, 'Service items').getByText(PLAN_MESSAGE).waitFor();
    expect(
      await section(page, 'Service items')
        .getByRole('button', { name: 'Select service items' })
        .count(),
    ).toBe(0);
    const labels = await menuLabels(await openMenu(page));
    expect(labels).not.toContain('Time Clock');
    expect(labels).not.toContain('My Time Sheet');
    // Opened by address, the gated pages land on the route list.
    for (const gated of ['/timecard', '/timesheet']) {
      await page.goto(`${app().baseUrl}${gated}`);
      await waitForPath(page, '/route/list');
    }
  });
});
