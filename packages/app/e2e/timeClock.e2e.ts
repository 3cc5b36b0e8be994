/**
 * The Time Clock is a clock: on a phone, a technician opens Time Clock from the menu,
 * sees where and since when they are clocked in, clocks out, clocks in to one of today's jobs in
 * one tap and clocks out again; My Time Sheet stays the week's report. Staff opening an admin
 * route form by address land on the route list.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { logIn, openMenu, useE2eApp, waitForPath, waitForRouteList } from './harness';

const STAFF = 'staff40@routebook.test';
const app = useE2eApp();

describe('Time Clock on a phone', () => {
  it('clocks out, clocks in to a job of today in one tap, sees since when, clocks out', async () => {
    const page = await app().newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await logIn(page, app().baseUrl, STAFF);
    await (await openMenu(page)).getByRole('link', { name: 'Time Clock' }).click();
    await waitForPath(page, '/timecard');
    await page.getByRole('heading', { level: 1, name: 'Time Clock' }).waitFor();

    // The demo seed has this technician clocked in at Monday Route's In progress job.
    const open = page.getByText(/^Clocked in at .+ on Monday Route since/);
    await open.waitFor();
    await open.getByRole('link', { name: 'Monday Route' }).waitFor();
    await page.getByText(messages.clockOutToClockIn).waitFor();
    expect(await page.getByRole('button', { name: /^Clock in to / }).count()).toBe(0);
    await page.getByRole('button', { name: 'Clock out' }).click();
    await page.getByText(messages.notClockedIn).waitFor();

    // One tap on a job of today's active route clocks in there.
    const clockIn = page
      .getByRole('list', { name: 'Jobs of Monday Route' })
      .getByRole('button', { name: /^Clock in to / })
      .first();
    const name = ((await clockIn.getAttribute('aria-label')) ?? '').replace(/^Clock in to /, '');
    await clockIn.click();
    const since = page.getByText(new RegExp(`^Clocked in at ${name} on Monday Route since`));
    await since.waitFor();
    const job = since.getByRole('link', { name });
    expect(await job.getAttribute('href')).toMatch(/^\/route\/[^/]+\/job\/[^/]+$/);
    // Nothing scrolls sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await page.getByRole('button', { name: 'Clock out' }).click();
    await page.getByText(messages.notClockedIn).waitFor();

    // My Time Sheet is still the week's report.
    await (await openMenu(page)).getByRole('link', { name: 'My Time Sheet' }).click();
    await waitForPath(page, '/timesheet');
    await page.getByText('Week total').waitFor();
  });
});

describe('Admin route forms by address', () => {
  it.each(['/edit?route=x', '/edit-note?item=x&route=x', '/copymove?item=x&route=x&mode=copy'])(
    'staff opening %s land on the route list',
    async (path) => {
      const page = await app().newPage();
      await logIn(page, app().baseUrl, STAFF);
      await page.goto(`${app().baseUrl}${path}`);
      await waitForRouteList(page);
      expect(await page.getByRole('dialog').count()).toBe(0);
    },
  );
});
