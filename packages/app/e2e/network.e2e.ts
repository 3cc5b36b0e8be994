/**
 * A slow and a failing network on a phone: a tapped job shows that its page is on the
 * way; a server answering 502 is said in words and what was typed stays; a page that failed to
 * load shows the menu and a Retry, a page whose code failed offers Reload; Logout is clean.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import {
  logIn,
  openMenu,
  openRouteList,
  useE2eApp,
  waitForLanding,
  waitForPath,
  waitForRouteList,
} from './harness';
import { section } from './jobPage';

const ADMIN = 'admin40@routebook.test';
const STAFF = 'staff40@routebook.test';
/** Latency a slow network adds to every GraphQL answer. */
const LATENCY_MS = 3000;

// A page whose code does not arrive is made by failing the app's own chunks with page.route(),
// which does not see what the service worker answers: this journey runs without it, as a first
// visit (or a browser without service workers) does.
const app = useE2eApp({ serviceWorkers: 'block' });

/** Every GraphQL answer arrives `LATENCY_MS` late (a slow mobile network). */
async function slowGraphql(page: Page): Promise<void> {
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    await route.continue().catch(() => undefined);
  });
}

/** The server's proxy answers 502 to every GraphQL request. */
async function badGateway(page: Page): Promise<void> {
  await page.route('**/graphql', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
  );
}

/** Console errors, collected from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Monday Route, from the route list (field staff land on Today, one tap from it). */
async function openMondayRoute(page: Page): Promise<void> {
  await openRouteList(page);
  await page.getByRole('link', { name: /^Monday Route/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
}

/** Monday Route's first job row, its address and the job page's heading. */
async function firstJob(page: Page) {
  const row = page
    .getByRole('list', { name: 'Route items' })
    .getByRole('link', { name: /,\s*Active\s*,/ })
    .first();
  const href = (await row.getAttribute('href')) ?? '';
  const name = ((await row.textContent()) ?? '').split(',')[0]?.trim() ?? '';
  return { row, href, name };
}

/** The button shows that its action is on its way: busy, and not pressable again. */
async function expectPending(button: Locator): Promise<void> {
  await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
  expect(await button.isDisabled()).toBe(true);
}

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Loading page' });

describe('a slow network shows that something is happening', () => {
  it('tapping a job shows the progress bar at once, until the job page arrives', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await openMondayRoute(page);
    const { row, href, name } = await firstJob(page);
    await slowGraphql(page);

    await row.click();
    await progress(page).waitFor();
    // The job's answer is still 3 s away: the route page stays, marked busy.
    expect(await page.getByRole('heading', { level: 1, name }).count()).toBe(0);
    expect(await page.getByRole('main').getAttribute('aria-busy')).toBe('true');

    await waitForPath(page, href);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await progress(page).waitFor({ state: 'detached' });
    await page.unroute('**/graphql');
  });

  it('what waits on the server shows it: Log In, a modal Save, a clock-in marked Pending', async () => {
    const page = await app().newPage();
    await page.goto(`${app().baseUrl}/login`);
    await slowGraphql(page);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN);
    await page.getByLabel('Password', { exact: true }).fill('routebook');
    const logInButton = page.getByRole('button', { name: 'Log In', exact: true });
    await logInButton.click();
    await expectPending(logInButton);
    await waitForRouteList(page);

    await openMondayRoute(page);
    await page.getByRole('button', { name: 'Edit route', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Route' });
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await expectPending(save);
    await dialog.waitFor({ state: 'hidden' });

    const { row, name } = await firstJob(page);
    await row.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // Clock in (the job's primary action) goes through the outbox: the clock-in shows at once,
    // marked Pending while the slow server has not answered, then the mark goes.
    await page.getByRole('button', { name: 'Clock in', exact: true }).click();
    const pending = section(page, 'Clock-ins').getByText(/^Pending/);
    await pending.waitFor();
    await pending.waitFor({ state: 'detached' });
    await section(page, 'Clock-ins')
      .getByRole('button', { name: 'Clock out', exact: true })
      .waitFor();
    await page.unroute('**/graphql');
  });
});

describe('when the server is down, it is said in words', () => {
  it('logging in shows the words, keeps what was typed, and logs the status', async () => {
    const page = await app().newPage();
    const errors = consoleErrors(page);
    await page.goto(`${app().baseUrl}/login`);
    await badGateway(page);
    await page.getByLabel('Email', { exact: true }).fill(STAFF);
    await page.getByLabel('Password', { exact: true }).fill('routebook');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();

    await page.getByRole('alert').getByText(messages.serverUnreachable, { exact: true }).waitFor();
    expect(await page.getByText(/without results/).count()).toBe(0);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(STAFF);
    expect(errors.some((text) => text.includes('502'))).toBe(true);

    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await waitForLanding(page);
  });

  it('a failed save shows the words in the modal and keeps the typed name', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, ADMIN);
    await openMondayRoute(page);
    await page.getByRole('button', { name: 'Edit route', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Route' });
    const name = dialog.getByLabel('Route name');
    await name.fill('Monday Route, north side');
    await badGateway(page);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();

    await dialog
      .getByRole('alert')
      .getByText(messages.serverUnreachable, { exact: true })
      .waitFor();
    expect(await name.inputValue()).toBe('Monday Route, north side');
    await page.unroute('**/graphql');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    // Typed and not saved: closing asks first.
    await page
      .getByRole('alertdialog', { name: messages.discardChangesQuestion })
      .getByRole('button', { name: 'Discard', exact: true })
      .click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('a page that fails to load offers a way back', () => {
  it('shows the error inside the shell, with the menu and a Retry that loads the page', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await badGateway(page);
    // A page not read before: the route list would show as kept for reading offline.
    await page.goto(`${app().baseUrl}/timesheet`);

    await page.getByRole('heading', { level: 1, name: messages.pageNotLoaded }).waitFor();
    await page
      .getByRole('alert')
      .getByText(messages.serverUnreachableNotLoaded, { exact: true })
      .waitFor();
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();

    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'My Time Sheet' }).waitFor();
  });

  it('a page whose code did not arrive (a new version) offers Reload, which loads it', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await openRouteList(page);
    // Every chunk not loaded yet fails, as after a deploy removed the old ones.
    await page.route('**/assets/**', (route) => route.abort());
    await page.getByRole('link', { name: /^Monday Route/ }).click();

    await page.getByRole('heading', { level: 1, name: messages.pageNotLoaded }).waitFor();
    await page.getByText(messages.pageCodeNotLoaded, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);

    await page.unroute('**/assets/**');
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
  });
});

describe('logout is clean', () => {
  it('logs no warning or error and sends no request that fails', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, ADMIN);
    await openMondayRoute(page);

    const messagesLogged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        messagesLogged.push(message.text());
    });
    const failed: string[] = [];
    const inFlight = new Set<string>();
    const answers: Promise<void>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) inFlight.add(request.postData() ?? '');
    });
    page.on('requestfailed', (request) => {
      inFlight.delete(request.postData() ?? '');
      failed.push(`${request.url()} failed`);
    });
    page.on('response', (response) => {
      if (!response.url().endsWith('/graphql')) return;
      const sent = response.request().postData() ?? '';
      answers.push(
        response.text().then((body) => {
          if (!response.ok() || body.includes('"errors"'))
            failed.push(`${response.status()} ${sent.slice(0, 120)}: ${body.slice(0, 200)}`);
          inFlight.delete(sent);
        }),
      );
    });

    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    // The server was asked to end the session, and every request sent has been answered.
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    await expect.poll(() => inFlight.size).toBe(0);
    await Promise.all(answers);

    expect(failed).toEqual([]);
    expect(messagesLogged).toEqual([]);
  });
});
