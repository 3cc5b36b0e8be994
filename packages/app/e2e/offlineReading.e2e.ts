/**
 * Reading offline, at phone size: field staff open the route list online; today's
 * routes and their jobs are fetched ahead and kept in IndexedDB under their login; with the
 * network off the app starts, and a route and a job never opened show, marked "Offline: last
 * updated …"; logout leaves no stored answer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiAs,
  logIn,
  openMenu,
  openRouteList,
  storedAnswerKeys,
  storedSession,
  useE2eApp,
  waitForPath,
} from './harness';

const STAFF = 'staff40@routebook.test';

const app = useE2eApp();

/** Today's routes of the member's company (its active ones) and the jobs on them, from the API. */
async function todaysRoutes(companyId: string) {
  const { routes } = await apiAs(
    app(),
    STAFF,
    `query($companyId: ID!) {
      routes(companyId: $companyId, status: active) { id name items { job { id } } }
    }`,
    { companyId },
  );
  return (routes as { id: string; name: string; items: { job: { id: string } | null }[] }[]).map(
    (route) => ({
      ...route,
      jobIds: route.items.flatMap((item) => (item.job ? [item.job.id] : [])),
    }),
  );
}

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline:/ });

describe('reading offline', () => {
  it("field staff's routes and jobs show with the network off, marked with their time", async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    // Field staff land on Today; the route list is one tap away.
    await openRouteList(page);
    // The worker holds the app's files: the page can start again offline.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const session = JSON.parse((await storedSession(page)) ?? 'null') as {
      user: { id: string; currentUser: { company: { id: string } } };
    };
    const companyId = session.user.currentUser.company.id;
    const member = `${session.user.id}@${companyId}`;
    const routes = await todaysRoutes(companyId);
    expect(routes.map((route) => route.name).sort()).toEqual(['Monday Route', 'Wednesday Route']);
    // The keys the pages' loaders read back (routing/routes.tsx): { id, companyId }, sorted.
    const expected = [
      `${member}|RouteListPageQuery|{"companyId":"${companyId}"}`,
      ...routes.map(
        (route) => `${member}|RouteDetailPageQuery|{"companyId":"${companyId}","id":"${route.id}"}`,
      ),
      ...routes.flatMap((route) =>
        route.jobIds.map(
          (id) => `${member}|JobDetailPageQuery|{"companyId":"${companyId}","id":"${id}"}`,
        ),
      ),
    ];
    expect(expected.length).toBeGreaterThan(5);
    const missing = async () => {
      const stored = await storedAnswerKeys(page);
      return expected.filter((key) => !stored.includes(key));
    };
    await expect.poll(missing, { timeout: 30_000 }).toEqual([]);
    // Nothing is offline yet: no notice.
    expect(await offlineNotice(page).count()).toBe(0);

    await app().context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Routes' }).waitFor();
      await offlineNotice(page)
        .getByText(/^Offline: last updated \d{1,2}:\d{2}/)
        .waitFor();

      // A route and a job never opened: their content, from what was fetched ahead.
      await page.getByRole('link', { name: /^Monday Route/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
      const row = page
        .getByRole('list', { name: 'Route items' })
        .getByRole('link', { name: /,\s*Complete\s*,/ })
        .first();
      const name = ((await row.textContent()) ?? '').split(',')[0]?.trim() ?? '';
      await row.click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByText('Customer asked for the same time next week.').waitFor();
      await page.getByText('Side gate sticks: lift before opening.').waitFor();
      await offlineNotice(page)
        .getByText(/^Offline: last updated/)
        .waitFor();
    } finally {
      await app().context.setOffline(false);
    }

    // Online again, logout forgets every stored answer.
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await expect.poll(() => storedAnswerKeys(page)).toEqual([]);
    expect(await offlineNotice(page).count()).toBe(0);
  });
});
