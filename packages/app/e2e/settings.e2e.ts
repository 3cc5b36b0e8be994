/**
 * The settings do what they say. An admin turns on "Require a photo before completing a
 * job" and turns off "Show customer notes to field staff"; the technician's job page says Complete
 * needs a photo before the tap, shows no customer note, and completes once a photo is added. Once
 * on a phone, once on a desktop (each with its own company, so neither sees the other's switches).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, logIn, openMenu, useE2eApp, waitForPath } from './harness';
import { addPhotoFiles, writePng } from './jobPage';

const PHOTO_REQUIRED = 'Add a photo before completing this job.';
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812, admin: 'admin40', staff: 'staff40' },
  { name: 'desktop', width: 1280, height: 800, admin: 'admin30', staff: 'staff30' },
] as const;

const SETTINGS = `query S($companyId: ID!) { settings(companyId: $companyId) { key status } }`;
const ROUTES = `query R($companyId: ID!) {
  routes(companyId: $companyId) {
    id
    items { job { id status counts { photos } customer { note } } }
  }
}`;
const COMPANY = `query C { me { currentUser { company { id } } } }`;
const JOB = `query J($id: ID!) { job(id: $id) { status } }`;

const app = useE2eApp();

async function newPageAt(viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
  const page = await app().newPage();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  return page;
}

const email = (who: string) => `${who}@routebook.test`;

async function companyIdOf(who: string): Promise<string> {
  const { me } = await apiAs(app(), email(who), COMPANY);
  return me.currentUser.company.id as string;
}

/** The admin's settings as the server has them, by key. */
async function storedSettings(admin: string): Promise<Record<string, string>> {
  const { settings } = await apiAs(app(), email(admin), SETTINGS, {
    companyId: await companyIdOf(admin),
  });
  return Object.fromEntries(
    (settings as { key: string; status: string }[]).map((s) => [s.key, s.status]),
  );
}

/** An open job without a photo whose customer has a note, as the admin reads it. */
async function openJobWithNote(admin: string) {
  const companyId = await companyIdOf(admin);
  const { routes } = await apiAs(app(), email(admin), ROUTES, { companyId });
  for (const route of routes) {
    for (const { job } of route.items) {
      if (!job || job.status !== 'active' || job.counts.photos > 0 || !job.customer.note) continue;
      return { path: `/route/${route.id}/job/${job.id}`, id: job.id, note: job.customer.note };
    }
  }
  throw new Error(`no open job without a photo for ${admin}`);
}

describe.each(VIEWPORTS)('Settings that do what they say, on a $name', (viewport) => {
  it('an admin requires a photo and hides customer notes from field staff', async () => {
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, email(viewport.admin));
    await (await openMenu(page)).getByRole('link', { name: 'Settings', exact: true }).click();
    await waitForPath(page, '/settings');
    const list = page.getByRole('list', { name: 'Company settings' });
    await list.getByText(/a job can be completed only once it has at least one photo/).waitFor();
    expect(await list.getByRole('switch').count()).toBe(2);

    await list.getByRole('switch', { name: 'Require a photo before completing a job' }).click();
    await list.getByRole('switch', { name: 'Show customer notes to field staff' }).click();
    await expect
      .poll(() => storedSettings(viewport.admin))
      .toEqual({ customerNotesForStaff: 'off', photoRequiredToComplete: 'on' });
  });

  it('the technician sees why Complete needs a photo and no customer note; adds a photo; completes', async () => {
    const job = await openJobWithNote(viewport.admin);
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, email(viewport.staff));
    await page.goto(`${app().baseUrl}${job.path}`);
    const complete = page.getByRole('button', { name: 'Complete job' });
    await complete.waitFor();

    // Before the tap: disabled, with the reason beside it; and the customer's note is not there.
    await page.getByText(PHOTO_REQUIRED, { exact: true }).waitFor();
    expect(await complete.isDisabled()).toBe(true);
    expect(await complete.getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.getByText('Customer note', { exact: true }).count()).toBe(0);
    expect(await page.getByText(job.note).count()).toBe(0);

    await addPhotoFiles(page, [await writePng('required-photo')]);
    await page.getByRole('region', { name: /^Photos, 1$/ }).waitFor();
    await page.getByText(PHOTO_REQUIRED, { exact: true }).waitFor({ state: 'hidden' });
    await complete.click();
    await page.getByText('Job completed.', { exact: true }).waitFor();
    await expect
      .poll(
        async () =>
          (await apiAs(app(), email(viewport.admin), JOB, { id: job.id })).job.status as string,
      )
      .toBe('complete');
  });
});
