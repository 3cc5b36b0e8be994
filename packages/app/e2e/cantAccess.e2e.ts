/**
 * Can't access, on a phone (375x812): a technician cannot get into the job in progress,
 * reports "Gate locked" with a photo of the padlock and Next stop takes them to the route's next
 * open job; the office sees "Can't access: Gate locked" on the route and in the reports, opens
 * the job, reopens it, and it is active again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, logIn, openRouteList, useE2eApp, waitForPath } from './harness';
import { writePng } from './jobPage';

const STAFF = 'staff40@routebook.test';
const ADMIN = 'admin40@routebook.test';

const JOB = `query Job($id: ID!) {
  job(id: $id) {
    status
    cantAccess { reason photoUrl reportedBy { name } }
    jobTime { status }
  }
}`;

const app = useE2eApp();

/** Monday Route's rows: each job's link, by the status its row says. */
async function openMondayRoute(page: Page): Promise<void> {
  // Field staff land on Today: the route list is one tap away.
  await openRouteList(page);
  await page.getByRole('link', { name: /^Monday Route/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
}

const jobRow = (page: Page, status: string) =>
  page
    .getByRole('list', { name: 'Route items' })
    .getByRole('link', { name: new RegExp(`,\\s*${status}\\s*,`) })
    .first();

/** The row's customer (the first part of its link text) and the job page it opens. */
async function rowOf(page: Page, status: string): Promise<{ name: string; path: string }> {
  const row = jobRow(page, status);
  const path = (await row.getAttribute('href')) ?? '';
  const name = ((await row.textContent()) ?? '').split(',')[0]?.trim() ?? '';
  return { name, path };
}

/** YYYY-MM-DD of a day `offset` days from today (UTC): a period that holds today anywhere. */
const day = (offset: number) =>
  new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe("Can't access on a phone", () => {
  let reported = { name: '', path: '' };
  let next = { name: '', path: '' };

  it('a technician reports "Gate locked" with a photo and goes on to the next job', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await openMondayRoute(page);
    // The demo seed: the job in progress (this technician clocked in there), then an active one.
    reported = await rowOf(page, 'In progress');
    next = await rowOf(page, 'Active');
    await jobRow(page, 'In progress').click();
    await waitForPath(page, reported.path);
    await page.getByRole('heading', { level: 1, name: reported.name }).waitFor();

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: "Can't access" }).click();
    const dialog = page.getByRole('dialog', { name: "Can't access" });
    await dialog.getByRole('radio', { name: 'Gate locked' }).waitFor();
    // The company's three reasons, then Other.
    expect(await dialog.getByRole('radio').count()).toBe(4);
    await dialog.getByRole('radio', { name: 'Gate locked' }).check();
    const png = await writePng('padlock');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Add photo' }).click();
    await (await chooser).setFiles(png);
    await dialog.getByRole('img', { name: /^Preview of routebook-e2e-padlock/ }).waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await page.getByText("Can't access recorded.", { exact: true }).waitFor();
    // Next stop, as after Complete job: the route's next open job, one tap away.
    const panel = page.getByRole('region', { name: 'Next stop' });
    await panel.getByText(next.name, { exact: true }).waitFor();
    await panel.getByRole('link', { name: 'Open job' }).click();
    await waitForPath(page, next.path);
    await page.getByRole('heading', { level: 1, name: next.name }).waitFor();

    const jobId = reported.path.split('/').at(-1) ?? '';
    const { job } = await apiAs(app(), STAFF, JOB, { id: jobId });
    expect(job).toMatchObject({
      status: 'cancelled',
      cantAccess: {
        reason: 'Gate locked',
        photoUrl: expect.stringMatching(/^\/uploads\//),
        reportedBy: { name: expect.stringMatching(/^Sam Staff/) },
      },
    });
    // The clock-in there was closed at the report's time.
    expect((job as { jobTime: { status: string }[] }).jobTime.map((t) => t.status)).not.toContain(
      'active',
    );
  });

  it('the office sees it on the route and in the reports, reopens the job, and it is active', async () => {
    expect(reported.path).not.toBe('');
    const page = await app().newPage();
    await logIn(page, app().baseUrl, ADMIN);
    await openMondayRoute(page);
    const row = page.getByRole('link', { name: new RegExp(`^${reported.name}\\s*,\\s*Cancelled`) });
    await row.getByText("Can't access: Gate locked").waitFor();

    await page.goto(`${app().baseUrl}/reports?from=${day(-1)}&to=${day(1)}`);
    const section = page.getByRole('region', { name: "Can't access" });
    const entry = section.getByRole('row').filter({ hasText: reported.name });
    await entry.getByText('Gate locked').waitFor();
    await entry.getByText(/^Sam Staff/).waitFor();
    await entry.getByRole('link', { name: reported.name }).click();

    await waitForPath(page, reported.path);
    const card = page.getByRole('region', { name: "Can't access" });
    await card.getByText('Gate locked').waitFor();
    await expect
      .poll(() => card.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Reopen job' }).click();
    await page.getByText('Job reopened: it is active again.', { exact: true }).waitFor();
    await card.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Complete job' }).waitFor();

    await page.getByRole('link', { name: /Monday Route/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(`^${reported.name}\\s*,\\s*Active`) })
      .waitFor();
    expect(await page.getByText("Can't access: Gate locked").count()).toBe(0);
  });
});
