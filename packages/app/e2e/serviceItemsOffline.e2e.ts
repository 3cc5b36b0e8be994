/**
 * Service items in a dead zone, on a phone (375x812) and a desktop (1280x800): after one
 * visit online, Select service items opens offline with the list kept on the device, two items are
 * ticked and one marked Done, all shown at once and kept through a reload; back online the server
 * has both linked and one done, each exactly once, and the shared visit report says Done for that
 * one and Not done for the other.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useCustomerPhones } from './customerPhone';
import { apiAs, logIn, openRouteList, jobKeptForOffline, useE2eApp } from './harness';
import { section } from './jobPage';
import { jobOnServer, newActiveJob } from './officeJobs';

const STAFF = 'staff40@routebook.test';
const ADMIN = 'admin40@routebook.test';
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const app = useE2eApp();
const customerPhone = useCustomerPhones();

interface Link {
  isComplete: boolean;
  completedAt: string | null;
  serviceItem: { name: string };
}

/** The job's service items as the server has them, read over HTTP by the office. */
async function linksOnServer(jobId: string): Promise<Link[]> {
  const job = await jobOnServer<{ jobServiceItems: Link[] }>(
    app(),
    ADMIN,
    jobId,
    'jobServiceItems { isComplete completedAt serviceItem { name } }',
  );
  return job.jobServiceItems;
}

/** Waits until the shell shows no change pending or being sent: the outbox is empty. */
async function drained(page: Page) {
  const queued = page.getByText(/\d+ changes? pending|Sending \d+ changes?/);
  await expect.poll(() => queued.count(), { timeout: 60_000 }).toBe(0);
}

describe.each(VIEWPORTS)('Service items offline on a $name', (viewport) => {
  it('are chosen and marked done offline, sent once, and the visit report says what happened', async () => {
    const { jobPath, jobId } = await newActiveJob(app(), ADMIN);
    const page = await app().newPage();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await logIn(page, app().baseUrl, STAFF);
    await openRouteList(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The job page opened once online: its data and the company's service items are kept.
    await page.goto(`${app().baseUrl}${jobPath}`);
    await section(page, 'Service items').waitFor();
    await jobKeptForOffline(page, jobId);

    let names: string[];
    await app().context.setOffline(true);
    try {
      await page.reload();
      await page.getByText(/^Offline: last updated/).waitFor();
      await section(page, 'Service items')
        .getByRole('button', { name: 'Select service items' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Select Service Items' });
      const boxes = dialog.getByRole('checkbox');
      await boxes.first().waitFor();
      names = (
        await boxes.evaluateAll((inputs) =>
          inputs.map((input) => input.closest('label')?.textContent ?? ''),
        )
      ).slice(0, 2);
      expect(names).toHaveLength(2);
      for (const name of names) {
        await dialog.getByRole('checkbox', { name, exact: true }).setChecked(true);
      }
      await dialog.getByRole('button', { name: 'SAVE' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const items = section(page, 'Service items');
      const done = items.getByRole('checkbox', { name: `Done: ${names[0]}` });
      await done.check();
      expect(await done.isChecked()).toBe(true);
      await page.getByText('2 changes pending', { exact: false }).waitFor();

      // A reload offline: both items and the Done tick still there, still pending.
      await page.reload();
      await page.getByText('2 changes pending', { exact: false }).waitFor();
      await items.getByRole('checkbox', { name: `Done: ${names[0]}` }).waitFor();
      expect(await items.getByRole('checkbox', { name: `Done: ${names[0]}` }).isChecked()).toBe(
        true,
      );
      expect(await items.getByRole('checkbox', { name: `Done: ${names[1]}` }).isChecked()).toBe(
        false,
      );
      expect(await linksOnServer(jobId)).toEqual([]);

      await app().context.setOffline(false);
      await drained(page);
    } finally {
      await app().context.setOffline(false);
    }

    // Each exactly once: two links, one of them done (at the tap's time, kept within bounds).
    const links = await linksOnServer(jobId);
    expect(links.map((link) => link.serviceItem.name).sort()).toEqual([...names].sort());
    const doneOnServer = links.filter((link) => link.isComplete);
    expect(doneOnServer.map((link) => link.serviceItem.name)).toEqual([names[0]]);
    expect(doneOnServer[0]?.completedAt).not.toBeNull();

    // Completed by the technician, shared by the office (the technician never clocked in here):
    // the customer's report says what happened to each item.
    await page.getByRole('button', { name: 'Complete job' }).click();
    await page.getByText('Job completed.', { exact: true }).waitFor();
    const { shareVisitReport } = await apiAs(
      app(),
      ADMIN,
      'mutation Share($jobId: ID!) { shareVisitReport(jobId: $jobId) { path } }',
      { jobId },
    );
    const sharedPath = (shareVisitReport as { path: string }).path;
    const customer = await customerPhone();
    await customer.page.goto(`${app().baseUrl}${sharedPath}`);
    const report = customer.page.getByRole('article', { name: 'Visit report' });
    const row = (name: string) => report.getByRole('listitem').filter({ hasText: name });
    await row(names[0] ?? '').waitFor();
    expect(await row(names[0] ?? '').textContent()).toBe(`${names[0]}Done`);
    expect(await row(names[1] ?? '').textContent()).toBe(`${names[1]}Not done`);
    expect(customer.errors).toEqual([]);
  });
});
