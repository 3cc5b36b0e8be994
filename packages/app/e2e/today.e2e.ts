/**
 * The technician's day, at phone size (375x812): field staff land on Today, open the
 * first open stop, complete it, and Next stop offers the route's next one with On my way (an sms:
 * link with the company's text, exactly) and Open job; back on Today the day counts one more
 * done. An admin picks the technician and sees the same day.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './previewApp';
import {
  apiAs,
  logIn,
  openMenu,
  storedAnswerKeys,
  useE2eApp,
  waitForPath,
  waitForToday,
} from './harness';

const STAFF = 'staff40@routebook.test';
const ADMIN = 'admin40@routebook.test';
const COMPANY = 'Sparkle Cleaning Co';

const app = useE2eApp();

interface DayJob {
  id: string;
  status: string;
  route: { id: string; name: string };
  customer: { displayName: string; firstName: string | null; mobile: string | null };
}

/** The member's day as the API answers it (Query.today). */
async function dayOf(email: string) {
  const { me } = await apiAs(app(), email, `{ me { currentUser { id company { id } } } }`);
  const member = me.currentUser as { id: string; company: { id: string } };
  const { today } = await apiAs(
    app(),
    email,
    `query($companyId: ID!) {
      today(companyId: $companyId) {
        done total
        jobs { id status route { id name } customer { displayName firstName mobile } }
      }
    }`,
    { companyId: member.company.id },
  );
  return today as { done: number; total: number; jobs: DayJob[] };
}

const isOpen = (job: DayJob) => job.status === 'active' || job.status === 'inprogress';

/** Today's stops as shown, one line each (customer, status, address). */
async function stopsShown(page: Page): Promise<string[]> {
  const lists = page.getByRole('main').getByRole('list');
  return (await lists.getByRole('listitem').allInnerTexts()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
}

const progressText = (page: Page, done: number, total: number): Locator =>
  page.getByText(`${done} of ${total} done`, { exact: true });

describe("the technician's day", () => {
  let shownToStaff: string[] = [];

  it('lands on Today, completes the first open stop, and goes on to the next one', async () => {
    const day = await dayOf(STAFF);
    const open = day.jobs.filter(isOpen);
    const [first, second] = open;
    if (!first || !second) throw new Error('the demo day needs two open stops');
    expect(second.route.id).toBe(first.route.id);

    const page = await app().newPage();
    expect(page.viewportSize()).toEqual(PHONE_VIEWPORT);
    await logIn(page, app().baseUrl, STAFF);
    await waitForToday(page);
    await progressText(page, day.done, day.total).waitFor();
    expect(
      await page.getByRole('progressbar', { name: "Today's progress" }).getAttribute('value'),
    ).toBe(String(day.done));
    shownToStaff = await stopsShown(page);
    expect(shownToStaff).toHaveLength(day.total);
    // The route list is one tap away.
    await page.getByRole('link', { name: 'Route list', exact: true }).waitFor();

    // The first open stop: its job page.
    const stop = page
      .getByRole('list', { name: first.route.name })
      .getByRole('link', { name: new RegExp(`^${first.customer.displayName}`) });
    await stop.click();
    await waitForPath(page, `/route/${first.route.id}/job/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.customer.displayName }).waitFor();
    await page.getByRole('button', { name: 'Complete job', exact: true }).click();

    // Next stop: the route's next open job, with On my way's exact text to its mobile.
    const next = page.getByRole('region', { name: 'Next stop' });
    await next.getByText(second.customer.displayName, { exact: true }).waitFor();
    const text = `Hi ${second.customer.firstName}, this is Sam from ${COMPANY}, on my way, about 15 minutes.`;
    const href = await next.getByRole('link', { name: 'On my way' }).getAttribute('href');
    const digits = (second.customer.mobile ?? '').replace(/\D/g, '');
    expect(href).toBe(`sms:${digits}?&body=${encodeURIComponent(text)}`);
    expect(decodeURIComponent(href?.split('?&body=')[1] ?? '')).toBe(text);
    expect(await next.getByRole('link', { name: /^Navigate to / }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );

    await next.getByRole('link', { name: 'Open job' }).click();
    await waitForPath(page, `/route/${second.route.id}/job/${second.id}`);
    await page.getByRole('heading', { level: 1, name: second.customer.displayName }).waitFor();
    expect(await page.getByRole('region', { name: 'Next stop' }).count()).toBe(0);

    // Back on Today (the menu's first entry): one more done, as the server has it too.
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Today' }).click();
    await waitForToday(page);
    await progressText(page, day.done + 1, day.total).waitFor();
    const after = await dayOf(STAFF);
    expect([after.done, after.total]).toEqual([day.done + 1, day.total]);
    expect(after.jobs.find((job) => job.id === first.id)?.status).toBe('complete');
    shownToStaff = await stopsShown(page);
  });

  it('an admin picks the technician and sees the same day; admins keep the route list', async () => {
    const day = await dayOf(STAFF);
    const page = await app().newPage();
    await logIn(page, app().baseUrl, ADMIN);
    await waitForPath(page, '/route/list');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Today' }).click();
    await waitForToday(page);
    const technician = page.getByRole('combobox', { name: 'Technician' });
    await technician.selectOption({ label: 'Sam Staff 40' });
    await progressText(page, day.done, day.total).waitFor();
    expect(await stopsShown(page)).toEqual(shownToStaff);
    expect(new URL(page.url()).searchParams.get('technician')).toBeTruthy();
  });

  it('starts offline on Today, read from what was kept, and its stops open', async () => {
    const day = await dayOf(STAFF);
    const stop = day.jobs.find(isOpen);
    if (!stop) throw new Error('the demo day needs an open stop');
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Today's answer and its stops' job pages are kept a moment after they arrive.
    const kept = async () => {
      const keys = await storedAnswerKeys(page);
      return (
        keys.some((key) => key.includes('|TodayPageQuery|')) &&
        keys.some((key) => key.includes('|JobDetailPageQuery|') && key.includes(stop.id)) &&
        keys.some((key) => key.includes('|NextStopQuery|'))
      );
    };
    await expect.poll(kept, { timeout: 30_000 }).toBe(true);

    await app().context.setOffline(true);
    try {
      await page.reload();
      await waitForToday(page);
      await progressText(page, day.done, day.total).waitFor();
      await page.getByText(/^Offline: last updated/).waitFor();
      await page
        .getByRole('list', { name: stop.route.name })
        .getByRole('link', { name: new RegExp(`^${stop.customer.displayName}`) })
        .click();
      await page.getByRole('heading', { level: 1, name: stop.customer.displayName }).waitFor();
    } finally {
      await app().context.setOffline(false);
    }
  });
});
