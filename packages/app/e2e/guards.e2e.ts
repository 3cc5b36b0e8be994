/**
 * Guards send denied users to /route/list and logged-out users to /login; the
 * login survives a reload; Logout clears the stored login, ends the session on the server and
 * returns to /login.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { graphqlOverHttp } from '@routebook/mock-server/testing';
import {
  logIn,
  menuLabels,
  openMenu,
  storedSession,
  useE2eApp,
  waitForPath,
  waitForRouteList,
} from './harness';

const app = useE2eApp();

describe('guards', () => {
  it.each(['/customers', '/users', '/reports'])(
    'a regular user typing %s lands on /route/list',
    async (path) => {
      const page = await app().newPage();
      await logIn(page, app().baseUrl, 'staff40@routebook.test');
      await page.goto(`${app().baseUrl}${path}`);
      await waitForRouteList(page);
    },
  );

  it('admin30 opening /serviceItems (plan 40+) lands on /route/list', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, 'admin30@routebook.test');
    await page.goto(`${app().baseUrl}/serviceItems`);
    await waitForRouteList(page);
  });

  it('admin10 opening /reports (plan 30+) lands on /route/list', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, 'admin10@routebook.test');
    await page.goto(`${app().baseUrl}/reports`);
    await waitForRouteList(page);
  });

  it('who may pass stays: admin30 on /reports, admin40 on /serviceItems', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, 'admin30@routebook.test');
    await page.goto(`${app().baseUrl}/reports`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reports');

    await page.goto(`${app().baseUrl}/login`);
    await page.evaluate(() => window.localStorage.clear());
    await logIn(page, app().baseUrl, 'admin40@routebook.test');
    await page.goto(`${app().baseUrl}/serviceItems`);
    await page.getByRole('heading', { level: 1, name: 'Service Items' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/serviceItems');
  });

  it('logged out, /route/list goes to /login', async () => {
    const page = await app().newPage();
    await page.goto(`${app().baseUrl}/route/list`);
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
  });
});

describe('session', () => {
  it('a reload keeps the login; Logout clears it and returns to /login', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, 'admin20@routebook.test');
    const stored = await storedSession(page);
    expect(stored).not.toBeNull();
    const { token } = JSON.parse(stored ?? '{}') as { token: string };

    await page.reload();
    await waitForRouteList(page);
    const menu = await openMenu(page);
    expect(await menuLabels(menu)).toContain('Logout');
    await menu.getByText('Bluewater Pools', { exact: true }).waitFor();

    await menu.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    expect(await storedSession(page)).toBeNull();

    // The server ended the session too: a copy of the token is refused.
    await expect
      .poll(async () => {
        try {
          await graphqlOverHttp(app().mock.url, token, 'query Me { me { id } }');
          return 'accepted';
        } catch (error) {
          return (error as Error).message;
        }
      })
      .toBe(`GraphQL errors: ${messages.notLoggedIn}`);

    // Nothing of the old login is left: a reload stays logged out.
    await page.goto(`${app().baseUrl}/route/list`);
    await waitForPath(page, '/login');
  });
});
