/**
 * The side menu (product.md §Pages, menu and guards): every demo account logs in and, on a 375 px
 * screen, opens the menu with the Menu button; it shows exactly the entries its role and plan
 * allow, in order, under the company name. An unset plan level counts as 10. Today comes first.
 */
import { describe, expect, it } from 'vitest';
import { logIn, menuLabels, openMenu, useE2eApp } from './harness';

const REGULAR = ['Today', 'Route List', 'Logout'];
const REGULAR_40 = ['Today', 'Route List', 'Time Clock', 'My Time Sheet', 'Logout'];
const ADMIN = [
  'Today',
  'Route List',
  'Customers',
  'Archive',
  'Users',
  'Settings',
  'Get Help',
  'Logout',
];
const ADMIN_30 = [
  'Today',
  'Route List',
  'Customers',
  'Reports',
  'Archive',
  'Users',
  'Settings',
  'Get Help',
  'Logout',
];
const ADMIN_40 = [
  'Today',
  'Route List',
  'Time Clock',
  'My Time Sheet',
  'Customers',
  'Reports',
  'Archive',
  'Users',
  'Service Items',
  'Settings',
  'Get Help',
  'Logout',
];

/** email, company shown in the menu, the menu's entries. */
const ACCOUNTS: [string, string, string[]][] = [
  ['staff10@routebook.test', 'Greenway Lawn Care', REGULAR],
  ['staff20@routebook.test', 'Bluewater Pools', REGULAR],
  ['staff30@routebook.test', 'Shield Pest Control', REGULAR],
  ['staff40@routebook.test', 'Sparkle Cleaning Co', REGULAR_40],
  ['staff-unset@routebook.test', 'Pipeline Plumbing', REGULAR],
  ['admin10@routebook.test', 'Greenway Lawn Care', ADMIN],
  ['admin20@routebook.test', 'Bluewater Pools', ADMIN],
  ['admin30@routebook.test', 'Shield Pest Control', ADMIN_30],
  ['admin40@routebook.test', 'Sparkle Cleaning Co', ADMIN_40],
  ['admin-unset@routebook.test', 'Pipeline Plumbing', ADMIN],
  // Logs in under its first company: regular at Shield (plan 30).
  ['multi@routebook.test', 'Shield Pest Control', REGULAR],
];

const app = useE2eApp();

describe('side menu per role and plan (375 px)', () => {
  it('has no Menu button on the login page when logged out, and only Login elsewhere', async () => {
    const page = await app().newPage();
    await page.goto(`${app().baseUrl}/login`);
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    await page.goto(`${app().baseUrl}/forgot-password`);
    const menu = await openMenu(page);
    expect(await menuLabels(menu)).toEqual(['Login']);
  });

  it.each(ACCOUNTS)('%s (%s): exactly its entries, in order', async (email, company, entries) => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, email);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    const menu = await openMenu(page);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await menuLabels(menu)).toEqual(entries);
    await menu.getByText(company, { exact: true }).waitFor();
    // Pages are links, Get Help is the support link, Logout is an action.
    expect(await menu.getByRole('button').allInnerTexts()).toEqual(['Logout']);
    const links = entries.filter((label) => label !== 'Logout');
    // An account in two companies (multi@) also gets Switch company under the company's name.
    const switchCompany = email.startsWith('multi@') ? ['Switch company'] : [];
    expect((await menu.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual([
      ...switchCompany,
      ...links,
    ]);
  });
});
