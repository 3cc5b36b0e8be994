/**
 * A whole day at phone size (375x812). The office plans Thursday Route for Sam: three
 * jobs. Sam starts on Today, works the first job and completes it, follows Next stop to the
 * second, can't get in (Gate locked, a photo of the padlock), follows Next stop to the third,
 * completes it, gets the customer's signature and shares the visit report; the customer opens it
 * on their own phone without a login. The office sees why the second job was not done, on the
 * route and in Reports. Once Sam revokes the link, it shows nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useCustomerPhones } from './customerPhone';
import { apiAs, logIn, openMenu, useE2eApp, waitForPath, waitForToday } from './harness';
import {
  addNote,
  addPhotoFiles,
  addTask,
  imageLoaded,
  section,
  takeSignature,
  writePng,
} from './jobPage';
import { PHONE_VIEWPORT } from './previewApp';

const STAFF = 'staff40@routebook.test';
const ADMIN = 'admin40@routebook.test';
const COMPANY = 'Sparkle Cleaning Co';
const ROUTE = 'Thursday Route';
const CUSTOMER_NOTE = 'Windows and frames cleaned; the side door sticks.';
const INTERNAL_NOTE = 'Spare key under the blue pot.';
const NOT_AVAILABLE = 'This visit report is not available.';

const app = useE2eApp();
const customerPhone = useCustomerPhones();

interface Stop {
  jobId: string;
  path: string;
  customer: { displayName: string; firstName: string; mobile: string };
}

/** The office plans the day through the API: an active route of three jobs, Sam its technician. */
async function planThursday(): Promise<{ routeId: string; stops: Stop[] }> {
  const { me } = await apiAs(
    app(),
    ADMIN,
    `{ me { currentUser { company {
      id
      companyUsers { id email }
      customers { id displayName firstName mobile }
    } } } }`,
  );
  const company = me.currentUser.company as {
    id: string;
    companyUsers: { id: string; email: string }[];
    customers: { id: string; displayName: string; firstName: string; mobile: string | null }[];
  };
  const sam = company.companyUsers.find((user) => user.email === STAFF);
  const customers = company.customers.filter((customer) => customer.mobile).slice(0, 3);
  if (!sam || customers.length < 3) throw new Error('the demo company needs Sam and 3 customers');

  const { createRoute } = await apiAs(
    app(),
    ADMIN,
    `mutation($data: RouteInput!) { createRoute(data: $data) { route { id } } }`,
    { data: { name: ROUTE, status: 'active', company: company.id, technician: sam.id } },
  );
  const routeId = (createRoute.route as { id: string }).id;
  const stops: Stop[] = [];
  for (const customer of customers) {
    const { createRouteItem } = await apiAs(
      app(),
      ADMIN,
      `mutation($data: RouteItemInput!, $job: RouteItemJobInput) {
        createRouteItem(data: $data, job: $job) { routeItem { job { id } } }
      }`,
      {
        data: { route: routeId, type: 'job' },
        job: { route: routeId, customer: customer.id, company: company.id },
      },
    );
    const jobId = (createRouteItem.routeItem as { job: { id: string } }).job.id;
    stops.push({
      jobId,
      path: `/route/${routeId}/job/${jobId}`,
      customer: {
        displayName: customer.displayName,
        firstName: customer.firstName,
        mobile: customer.mobile ?? '',
      },
    });
  }
  return { routeId, stops };
}

/** Sam clocks out of the job the demo seed has him clocked in at: the day starts clear. */
async function clockOutEverywhere(): Promise<void> {
  const { me } = await apiAs(app(), STAFF, `{ me { currentUser { id company { id } } } }`);
  const member = me.currentUser as { id: string; company: { id: string } };
  const { today } = await apiAs(
    app(),
    STAFF,
    `query($companyId: ID!) {
      today(companyId: $companyId) { jobs { jobTime { id status timeIn user { id } } } }
    }`,
    { companyId: member.company.id },
  );
  const open = (
    today as { jobs: { jobTime: { id: string; status: string; user: { id: string } }[] }[] }
  ).jobs
    .flatMap((job) => job.jobTime)
    .filter((entry) => entry.status === 'active' && entry.user.id === member.id);
  const now = new Date();
  for (const entry of open) {
    await apiAs(
      app(),
      STAFF,
      `mutation($id: ID!, $data: JobTimeInput!) {
        updateJobTime(id: $id, data: $data) { jobTime { status } }
      }`,
      {
        id: entry.id,
        data: {
          status: 'complete',
          timeOut: now.toISOString().slice(0, 16),
          timeOutAt: now.toISOString(),
        },
      },
    );
  }
}

/** Today's progress figure, "3 of 11 done", as the page shows it. */
async function progressShown(page: Page): Promise<{ done: number; total: number }> {
  const text = await page.getByText(/^\d+ of \d+ done$/).textContent();
  const [done, total] = (text ?? '').split(/ of | done/).map(Number);
  return { done: done ?? NaN, total: total ?? NaN };
}

/** Next stop offers `stop` (On my way's text to its mobile, Navigate); Open job goes there. */
async function followNextStop(page: Page, stop: Stop): Promise<void> {
  const panel = page.getByRole('region', { name: 'Next stop' });
  await panel.getByText(stop.customer.displayName, { exact: true }).waitFor();
  const text = `Hi ${stop.customer.firstName}, this is Sam from ${COMPANY}, on my way, about 15 minutes.`;
  expect(await panel.getByRole('link', { name: 'On my way' }).getAttribute('href')).toBe(
    `sms:${stop.customer.mobile.replace(/\D/g, '')}?&body=${encodeURIComponent(text)}`,
  );
  await panel.getByRole('link', { name: /^Navigate to / }).waitFor();
  await panel.getByRole('link', { name: 'Open job' }).click();
  await waitForPath(page, stop.path);
  await page.getByRole('heading', { level: 1, name: stop.customer.displayName }).waitFor();
}

/** Clock in, a task, clock out, Complete job. */
async function workAndComplete(page: Page, task: string): Promise<void> {
  await page.getByRole('button', { name: 'Clock in', exact: true }).click();
  await page.getByRole('button', { name: 'Clock out', exact: true }).waitFor();
  await addTask(page, task);
  await page.getByRole('button', { name: 'Clock out', exact: true }).click();
  await page.getByRole('button', { name: 'Clock in', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Complete job' }).click();
  await page.getByText('Job completed.', { exact: true }).waitFor();
}

describe("a technician's whole day, on a phone", () => {
  let plan: { routeId: string; stops: Stop[] } = { routeId: '', stops: [] };
  let shareLink = '';

  it('three jobs: complete, can’t access with a photo, complete with a signature; the customer opens the report', async () => {
    plan = await planThursday();
    await clockOutEverywhere();
    const [first, second, third] = plan.stops;
    if (!first || !second || !third) throw new Error('three stops were planned');

    const page = await app().newPage();
    expect(page.viewportSize()).toEqual(PHONE_VIEWPORT);
    await logIn(page, app().baseUrl, STAFF);
    await waitForToday(page);
    const start = await progressShown(page);
    const day = page.getByRole('list', { name: ROUTE });
    expect(await day.getByRole('listitem').count()).toBe(3);

    // First stop, from Today.
    await day.getByRole('link', { name: new RegExp(`^${first.customer.displayName}`) }).click();
    await waitForPath(page, first.path);
    await page.getByRole('heading', { level: 1, name: first.customer.displayName }).waitFor();
    await workAndComplete(page, 'Front windows');
    await followNextStop(page, second);

    // Second stop: the gate is locked.
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: "Can't access" }).click();
    const dialog = page.getByRole('dialog', { name: "Can't access" });
    await dialog.getByRole('radio', { name: 'Gate locked' }).check();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Add photo' }).click();
    await (await chooser).setFiles(await writePng('padlock'));
    await dialog.getByRole('img', { name: /^Preview of routebook-e2e-padlock/ }).waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText("Can't access recorded.", { exact: true }).waitFor();
    await followNextStop(page, third);

    // Third stop: the work, a note for the customer and one that stays internal, a photo.
    await addNote(page, CUSTOMER_NOTE, { forCustomer: true });
    await addNote(page, INTERNAL_NOTE);
    await addPhotoFiles(page, [await writePng('windows')]);
    await expect.poll(() => section(page, 'Photos').getByRole('link').count()).toBe(1);
    await workAndComplete(page, 'Back windows');
    const last = page.getByRole('region', { name: 'Next stop' });
    await last.getByText(`Last stop on ${ROUTE} done.`).waitFor();

    // The customer signs on Sam's phone; the report is shared.
    await takeSignature(page, third.customer.displayName);
    const share = section(page, 'Visit report');
    await share.getByRole('button', { name: 'Share with customer' }).click();
    shareLink = await share.getByRole('textbox', { name: 'Link for the customer' }).inputValue();
    expect(shareLink).toMatch(new RegExp(`^${app().baseUrl}/visit/[\\w-]{43}$`));

    // The customer's own phone: no login, this visit alone.
    const customer = await customerPhone();
    await customer.page.goto(shareLink);
    const report = customer.page.getByRole('article', { name: 'Visit report' });
    await report.getByText(third.customer.displayName).first().waitFor();
    await report.getByText(CUSTOMER_NOTE).waitFor();
    await report.getByText('Back windows').waitFor();
    expect(await report.getByText(INTERNAL_NOTE).count()).toBe(0);
    for (const other of [first, second]) {
      expect(await report.getByText(other.customer.displayName).count()).toBe(0);
    }
    expect(await imageLoaded(customer.page, `Signature of ${third.customer.displayName}`)).toBe(
      true,
    );
    expect(await customer.page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    expect(customer.errors).toEqual([]);

    // Back on Today: the three stops are done with.
    await section(page, 'Customer signature').waitFor();
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Today' }).click();
    await waitForToday(page);
    await page.getByText(`${start.done + 3} of ${start.total} done`, { exact: true }).waitFor();
    const statuses = await page
      .getByRole('list', { name: ROUTE })
      .getByRole('listitem')
      .allInnerTexts();
    expect(statuses.map((text) => /Complete|Cancelled/.exec(text)?.[0])).toEqual([
      'Complete',
      'Cancelled',
      'Complete',
    ]);
  });

  it('the office sees the reason on the route and in Reports, with the photo', async () => {
    const second = plan.stops[1];
    if (!second) throw new Error('the day was not planned');
    const page = await app().newPage();
    await logIn(page, app().baseUrl, ADMIN);
    await page.getByRole('link', { name: new RegExp(`^${ROUTE}`) }).click();
    await page.getByRole('heading', { level: 1, name: ROUTE }).waitFor();
    const row = page.getByRole('link', {
      name: new RegExp(`^${second.customer.displayName}\\s*,\\s*Cancelled`),
    });
    await row.getByText("Can't access: Gate locked").waitFor();

    // A period that holds today in any time zone.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${app().baseUrl}/reports?from=${yesterday}&to=${tomorrow}`);
    const entry = page
      .getByRole('region', { name: "Can't access" })
      .getByRole('row')
      .filter({ hasText: second.customer.displayName });
    await entry.getByText('Gate locked').waitFor();
    await entry.getByText(/^Sam Staff/).waitFor();
    await entry.getByRole('link', { name: second.customer.displayName }).click();
    await waitForPath(page, second.path);
    const card = page.getByRole('region', { name: "Can't access" });
    await card.getByText('Gate locked').waitFor();
    await expect
      .poll(() => card.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  it('a revoked link shows nothing', async () => {
    const third = plan.stops[2];
    if (!third || !shareLink) throw new Error('the report was not shared');
    // Later, on Sam's phone: the report's link was shared earlier, so Revoke link is offered.
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await page.goto(`${app().baseUrl}${third.path}`);
    const share = section(page, 'Visit report');
    await share.getByRole('button', { name: 'Revoke link' }).click();
    await share.getByText(/^Link revoked\./).waitFor();

    const customer = await customerPhone();
    await customer.page.goto(shareLink);
    await customer.page.getByText(NOT_AVAILABLE).waitFor();
    expect(await customer.page.getByRole('article').count()).toBe(0);
    expect(await customer.page.getByText(third.customer.displayName).count()).toBe(0);
    expect(customer.errors).toEqual([]);
  });
});
