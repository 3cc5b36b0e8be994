/**
 * What the screens say is true and offers only what can be done, once on a phone
 * (375x812) and once on a desktop (1280x800), each with its own demo company: the "already clocked
 * in" banner stays on its job and goes once clocked out; a cancelled job offers only what the
 * server takes; "Offline: last updated" goes once online with nothing left to send; customer
 * search ignores accents; a CSV imported twice lists its matches and skips them; a stray quote is
 * named by its line; the login page has no Menu button.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { apiAs, logIn, openRouteList, storedAnswerKeys, useE2eApp, waitForPath } from './harness';
import { addNote, section, writeTempFile } from './jobPage';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812, staff: 'staff40', admin: 'admin40' },
  { name: 'desktop', width: 1280, height: 800, staff: 'staff30', admin: 'admin30' },
] as const;

const ALREADY = 'You are already clocked in to another job. Clock out there first.';

const app = useE2eApp();

async function newPageAt(viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
  const page = await app().newPage();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  return page;
}

/** Monday Route's first job row whose status reads `status`: its customer and its page. */
async function jobRowOf(page: Page, status: string): Promise<{ name: string; path: string }> {
  const row = page
    .getByRole('list', { name: 'Route items' })
    .getByRole('link', { name: new RegExp(`,\\s*${status}\\s*,`) })
    .first();
  const path = (await row.getAttribute('href')) ?? '';
  const name = ((await row.textContent()) ?? '').split(',')[0]?.trim() ?? '';
  return { name, path };
}

async function openMondayRoute(page: Page): Promise<void> {
  await openRouteList(page);
  await page.getByRole('link', { name: /^Monday Route/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
}

const jobIdOf = (path: string) => /job\/([^/]+)$/.exec(path)?.[1] ?? '';
const banner = (page: Page) => page.getByText(ALREADY, { exact: true });

describe.each(VIEWPORTS)('What the screens say, on a $name', (viewport) => {
  const staff = `${viewport.staff}@routebook.test`;
  const admin = `${viewport.admin}@routebook.test`;
  let started = { name: '', path: '' };
  let other = { name: '', path: '' };

  it('has no Menu button on the login page when logged out', async () => {
    const page = await newPageAt(viewport);
    await page.goto(`${app().baseUrl}/login`);
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
  });

  it('keeps "already clocked in" on its job and drops it once clocked out there', async () => {
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, staff);
    await openMondayRoute(page);
    started = await jobRowOf(page, 'In progress');
    other = await jobRowOf(page, 'Active');
    expect(started.path).not.toBe(other.path);

    // Clocked in at the job in progress (the demo seed may have done it already).
    await page.goto(`${app().baseUrl}${started.path}`);
    await page.getByRole('heading', { level: 1, name: started.name }).waitFor();
    // Clock in is the job's primary action; Clock out is in the Clock-ins section.
    const clockIn = page.getByRole('button', { name: 'Clock in', exact: true });
    if ((await clockIn.count()) > 0) await clockIn.click();
    await section(page, 'Clock-ins')
      .getByRole('button', { name: 'Clock out', exact: true })
      .waitFor();

    await page.goto(`${app().baseUrl}${other.path}`);
    await page.getByRole('heading', { level: 1, name: other.name }).waitFor();
    await clockIn.click();
    await banner(page).waitFor();
    await page.getByRole('link', { name: `Go to ${started.name}` }).click();
    await waitForPath(page, started.path);
    await page.getByRole('heading', { level: 1, name: started.name }).waitFor();
    expect(await banner(page).count()).toBe(0);

    await section(page, 'Clock-ins')
      .getByRole('button', { name: 'Clock out', exact: true })
      .click();
    await clockIn.waitFor();
    await page.goBack();
    await waitForPath(page, other.path);
    await page.getByRole('heading', { level: 1, name: other.name }).waitFor();
    expect(await banner(page).count()).toBe(0);
    await clockIn.click();
    await section(page, 'Clock-ins')
      .getByRole('button', { name: 'Clock out', exact: true })
      .waitFor();
    expect(await banner(page).count()).toBe(0);
    await section(page, 'Clock-ins')
      .getByRole('button', { name: 'Clock out', exact: true })
      .click();
    await clockIn.waitFor();
  });

  it('offers only notes and photos on a job the office cancelled, and says why once', async () => {
    await apiAs(
      app(),
      admin,
      `mutation Cancel($id: ID!) { updateJob(id: $id, data: { status: cancelled }) { job { id } } }`,
      { id: jobIdOf(other.path) },
    );
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, staff);
    await page.goto(`${app().baseUrl}${other.path}`);
    await page.getByRole('heading', { level: 1, name: other.name }).waitFor();
    await page.getByText(messages.jobCancelledNotice, { exact: true }).waitFor();
    for (const name of ['Clock in', 'Add task', 'Select service items', 'Complete job']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await page.getByText(/This job was cancelled/).count()).toBe(1);
    await section(page, 'Notes').getByRole('button', { name: 'Add note' }).waitFor();
    // What was recorded stays: the clock-in of the journey before.
    await section(page, 'Clock-ins').getByRole('listitem').first().waitFor();
    await addNote(page, `Gate chained (${viewport.name}).`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });

  it('drops "Offline: last updated" once online with nothing left to send', async () => {
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, staff);
    await page.goto(`${app().baseUrl}${started.path}`);
    await page.getByRole('heading', { level: 1, name: started.name }).waitFor();
    const id = jobIdOf(started.path);
    await expect
      .poll(async () =>
        (await storedAnswerKeys(page)).some(
          (key) => key.includes('JobDetailPageQuery') && key.includes(id),
        ),
      )
      .toBe(true);

    await app().context.setOffline(true);
    try {
      await page.reload();
      await page.getByText(/^Offline: last updated/).waitFor();
      await addNote(page, `Written offline (${viewport.name}).`);
      await page.getByText('1 change pending', { exact: false }).waitFor();
    } finally {
      await app().context.setOffline(false);
    }
    await page.getByText(/^Offline: last updated/).waitFor({ state: 'detached' });
    await page.getByText('1 change pending', { exact: false }).waitFor({ state: 'detached' });
    await section(page, 'Notes')
      .getByText(`Written offline (${viewport.name}).`, { exact: true })
      .waitFor();
  });

  it('finds "Café Zoë" by typing "cafe zoe", and says what the search reads', async () => {
    const cafe = `Café Zoë ${viewport.name}`;
    await apiAs(
      app(),
      admin,
      `mutation Add($data: CustomerInput!) { createCompanyCustomer(data: $data) { customer { id } } }`,
      { data: { firstName: 'Zoë', lastName: 'Brûlé', displayName: cafe } },
    );
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, admin);
    await page.goto(`${app().baseUrl}/customers`);
    const search = page.getByRole('searchbox', { name: 'Search customers' });
    await search.fill(`cafe zoe ${viewport.name}`);
    await page.getByText('By name or display name; accents and capitals do not matter.').waitFor();
    await page.getByText(cafe).filter({ visible: true }).first().waitFor();
    await page.getByText(/^1 of \d+ customers match\.$/).waitFor();
  });

  it('lists the rows of a file imported twice, skips them, and names the line of a stray quote', async () => {
    const file = async (name: string, text: string) =>
      writeTempFile(`${viewport.name}-${name}`, text);
    const rows =
      'firstName,lastName,displayName,address1,city\n' +
      `Ann,Reed,Reed Farm ${viewport.name},Rural Route 7,Pawnee\n` +
      `,Holm,Holm Orchard ${viewport.name},4 Pear Row,Eagleton\n`;
    const page = await newPageAt(viewport);
    await logIn(page, app().baseUrl, admin);
    await page.goto(`${app().baseUrl}/admin/customer-import`);
    const choose = async (path: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByLabel('Choose a CSV file to import').click();
      await (await chooser).setFiles(path);
    };

    await choose(await file('customers.csv', rows));
    await page
      .getByText('Customers imported: 2. Rows refused: 0.', { exact: true })
      .first()
      .waitFor();

    await choose(await file('again.csv', rows));
    const panel = page.getByRole('region', {
      name: '2 rows of 2 match customers you already have',
    });
    await panel.waitFor();
    expect(await panel.getByRole('listitem').allInnerTexts()).toEqual([
      `Line 2: Reed Farm ${viewport.name}, Rural Route 7`,
      `Line 3: Holm Orchard ${viewport.name}, 4 Pear Row`,
    ]);
    expect(await panel.getByRole('radio', { name: /^Skip them/ }).isChecked()).toBe(true);
    await panel.getByRole('button', { name: /^Import / }).click();
    await page
      .getByText('Customers added: 0. Updated: 0. Skipped (already there): 2. Rows refused: 0.', {
        exact: true,
      })
      .first()
      .waitFor();

    await choose(await file('quote.csv', `${rows}Lee,"Lee Family,12 Oak St,Salem\n`));
    await page
      .getByRole('alert')
      .getByText(/^The file cannot be read: line 4, column 2 \(lastName\) has a quote/)
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });
});
