/**
 * A company signs itself up on the web portal, chooses plan 30 and its admin runs it:
 * imports 200 customers (3 bad rows), invites a user who creates an account and logs in, reaches
 * the admin limit of plan 30, uploads a logo, archives and restores a route; at plan 40 an admin
 * adds a service item and reads and exports a report. Once on a phone, once on a desktop.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiAs,
  clickClearOfToasts,
  logIn,
  openMenu,
  useE2eApp,
  waitForPath,
  waitForToday,
} from './harness';
import { writePng, writeTempFile } from './jobPage';

const ADMIN_LIMIT = 'Please upgrade plan to allow for more admin users.';
const PASSWORD = 'sunrise-42';
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const app = useE2eApp();

/** 200 customer rows; rows 50, 100 and 150 have no last name. */
function customersCsv(): string {
  const lines = ['firstName,lastName,displayName,mobile,city'];
  for (let i = 1; i <= 200; i += 1) {
    const lastName = i % 50 === 0 && i < 200 ? '' : `Client${i}`;
    lines.push(`Pat,${lastName},"Client ${i}, Household",555-${String(i).padStart(4, '0')},Salem`);
  }
  return `${lines.join('\n')}\n`;
}

/** Opens a page from the side menu (the drawer on a phone, the sidebar on a desktop). */
async function openFromMenu(page: Page, label: string, path: string) {
  await (await openMenu(page)).getByRole('link', { name: label, exact: true }).click();
  await waitForPath(page, path);
}

async function newPageAt(viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
  const page = await app().newPage();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  return page;
}

describe.each(VIEWPORTS)('Running a company on a $name', (viewport) => {
  const company = `E2E ${viewport.name} Gardens`;
  const email = `owner.${viewport.name}@e2e.test`;
  const invitee = `helper.${viewport.name}@e2e.test`;

  it('signs up on the web portal with plan 30 and logs in', async () => {
    const page = await newPageAt(viewport);
    await page.goto(`${app().baseUrl}/webportal/signup`);
    await page.getByLabel('Company name', { exact: true }).fill(company);
    await page.getByLabel('First name', { exact: true }).fill('Olive');
    await page.getByLabel('Last name', { exact: true }).fill('Owner');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create company' }).click();
    await page.waitForURL(/\/webportal\/signup\/step2\//);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await page.getByRole('radio', { name: /Level 30/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/webportal\/thankyou\//);
    await page.getByRole('link', { name: 'Log in' }).click();
    await waitForPath(page, '/login');
    await logIn(page, app().baseUrl, email, PASSWORD);
    expect(await (await openMenu(page)).getByText(company, { exact: true }).isVisible()).toBe(true);
  });

  it('imports 200 customers from a CSV: 197 imported, 3 rows refused with why', async () => {
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, email, PASSWORD);
    await openFromMenu(page, 'Customers', '/customers');
    await page.getByRole('link', { name: 'Import customers' }).click();
    await waitForPath(page, '/admin/customer-import');
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('Choose a CSV file to import').click();
    await (await chooser).setFiles(await writeTempFile('customers.csv', customersCsv()));
    await page
      .getByText('Customers imported: 197. Rows refused: 3.', { exact: true })
      .first()
      .waitFor();
    const latest = page.getByRole('list', { name: 'Imports' }).getByRole('listitem').first();
    await clickClearOfToasts(latest.getByText('3 rows refused'));
    // The refused rows render once the summary's toggle has been handled: wait for the table.
    await latest.getByRole('table').waitFor();
    const refusedLines = await latest.getByRole('row').allInnerTexts();
    expect(refusedLines.slice(1).map((row) => row.split(/\s/)[0])).toEqual(['51', '101', '151']);

    await openFromMenu(page, 'Customers', '/customers');
    await page.getByText('197 customers.', { exact: true }).waitFor();

    // The list comes a page of 50 at a time. Show more, reached by the keyboard, brings
    // the next page (the list's end scrolled into view on the way may already have: that loads
    // more too), and the search asks the server.
    // A phone lists customers as cards; a desktop shows a table (a header row, then a row each).
    const rows =
      viewport.name === 'phone'
        ? page.getByRole('list', { name: 'Customers' }).getByRole('listitem')
        : page.getByRole('table', { name: 'Customers' }).locator('tbody').getByRole('row');
    expect(await rows.count()).toBe(50);
    await page.getByRole('button', { name: 'Show more (147 more)' }).focus();
    await page.keyboard.press('Enter');
    await rows.nth(99).waitFor();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('client 19');
    await page.getByText('11 of 197 customers match.', { exact: true }).waitFor();
    expect(await rows.count()).toBe(11);
  });

  it('invites a user, who creates an account and logs in under the company', async () => {
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, email, PASSWORD);
    await openFromMenu(page, 'Users', '/users');
    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite User' });
    await invite.getByLabel('First name', { exact: true }).fill('Hal');
    await invite.getByLabel('Last name', { exact: true }).fill('Helper');
    await invite.getByLabel('Email', { exact: true }).fill(invitee);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    const link = await page
      .getByRole('dialog', { name: 'Invitation sent' })
      .getByLabel('Invitation link')
      .inputValue();
    expect(link).toContain('/invite-user?code=');

    const theirs = await newPageAt(viewport);
    await theirs.goto(link);
    await theirs.getByRole('heading', { level: 1, name: `Join ${company}` }).waitFor();
    await theirs.getByRole('link', { name: 'Create my account' }).click();
    await theirs.getByLabel(/^Password(?! again)/).fill('helper-pass');
    await theirs.getByLabel(/^Password again/).fill('helper-pass');
    await theirs.getByRole('button', { name: 'Create account' }).click();
    // A regular member: their day first.
    await waitForToday(theirs);
    await logIn(theirs, app().baseUrl, invitee, 'helper-pass');
    expect(await (await openMenu(theirs)).getByText(company, { exact: true }).isVisible()).toBe(
      true,
    );
  });

  it('reaches the admin limit of plan 30: a second admin, then Admin is no longer offered', async () => {
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, email, PASSWORD);
    await openFromMenu(page, 'Users', '/users');
    await page.getByRole('button', { name: 'Add user' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('First name', { exact: true }).fill('Ada');
    await dialog.getByLabel('Email', { exact: true }).fill(`second.${viewport.name}@e2e.test`);
    await dialog.getByLabel('Password', { exact: true }).fill('second-pass');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('second-pass');
    await dialog.getByLabel('Role', { exact: true }).selectOption('admin');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Add user' }).click();
    dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByText(ADMIN_LIMIT).waitFor();
    const roles = await dialog
      .getByLabel('Role', { exact: true })
      .locator('option')
      .allInnerTexts();
    expect(roles.map((role) => role.trim())).not.toContain('Admin');
  });

  it('uploads a logo and sees it in the menu', async () => {
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, email, PASSWORD);
    await openFromMenu(page, 'Settings', '/settings');
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Choose logo', { exact: true }).click();
    await (await chooser).setFiles(await writePng('logo'));
    await page.getByText('Logo saved.', { exact: true }).waitFor();
    const logo = (await openMenu(page)).getByRole('img', { name: `${company} logo` });
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect((await logo.boundingBox())?.width).toBeLessThanOrEqual(75);
  });

  it('archives a route and restores it from the Archive', async () => {
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, email, PASSWORD);
    await page.getByRole('button', { name: 'Add Route' }).click();
    const add = page.getByRole('dialog', { name: 'Add Route' });
    await add.getByLabel('Route name', { exact: true }).fill('Spring cleanup');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: /^Spring cleanup/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Spring cleanup' }).waitFor();
    await page.getByRole('button', { name: 'Archive route' }).click();
    await page
      .getByRole('alertdialog', { name: 'Archive this route?' })
      .getByRole('button', { name: 'Agree' })
      .click();
    await page.getByText('This route is archived and read-only.').waitFor();

    await openFromMenu(page, 'Archive', '/archive');
    await page.getByRole('button', { name: 'Restore Spring cleanup' }).click();
    await page.getByText('No archived routes.').waitFor();
    await openFromMenu(page, 'Route List', '/route/list');
    await page.getByRole('link', { name: /^Spring cleanup/ }).waitFor();
  });

  it('at plan 40, adds a service item, then reads a report and exports it as CSV', async () => {
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, 'admin40@routebook.test');
    const itemName = `Gutter guard ${viewport.name}`;
    await openFromMenu(page, 'Service Items', '/serviceItems');
    await page.getByRole('button', { name: 'Add service item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Service Item' });
    await dialog.getByLabel('Name', { exact: true }).fill(itemName);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await page.getByRole('button', { name: `Edit ${itemName}` }).waitFor();
    const { getServiceItems } = await apiAs(
      app(),
      'admin40@routebook.test',
      `query($companyId: ID!) { getServiceItems(companyId: $companyId) { name } }`,
      { companyId: await companyIdOf(page) },
    );
    expect((getServiceItems as { name: string }[]).map((item) => item.name)).toContain(itemName);

    await openFromMenu(page, 'Reports', '/reports');
    const section = page.getByRole('region', { name: 'Time by user' });
    await section.getByRole('table').waitFor();
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe('User,Minutes,Hours');
    expect(csv.split('\r\n').length).toBeGreaterThan(2);
  });
});

/** The logged-in company's id, as the app stored the login. */
async function companyIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const session = JSON.parse(window.localStorage.getItem('company-user-login') ?? '{}') as {
      user?: { currentUser?: { company?: { id?: string } } };
    };
    return session.user?.currentUser?.company?.id ?? '';
  });
}
