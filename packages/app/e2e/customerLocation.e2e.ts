/**
 * Where each customer is, on a phone (375x812) and a desktop (1280x800): an admin fixes a
 * customer's pin (dragged on the map by its keys on the phone, typed on the desktop), and the pin
 * survives "Find from address"; a CSV import with and without coordinates shows, line by line,
 * where its customers are. Map tiles come from a path on the app's own origin, answered here:
 * nothing reaches the internet.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickClearOfToasts, logIn, useE2eApp } from './harness';

const ADMIN = 'admin40@routebook.test';

/** A 1x1 grey PNG: every tile the map asks for. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA3QDcdSP3VQAAAABJRU5ErkJggg==',
  'base64',
);

const app = useE2eApp({
  serviceWorkers: 'block',
  config: {
    mapTiles: { urlTemplate: '/e2e-tiles/{z}/{x}/{y}.png', attribution: 'Test tiles', maxZoom: 19 },
  },
});

const VIEWPORTS = [
  { name: 'a phone (375x812)', width: 375, height: 812, customer: 'Davis Dental', drag: true },
  { name: 'a desktop (1280x800)', width: 1280, height: 800, customer: 'Mike Wilson', drag: false },
];

async function pageAt(width: number, height: number): Promise<Page> {
  const page = await app().newPage();
  await page.setViewportSize({ width, height });
  await page.route('**/e2e-tiles/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await logIn(page, app().baseUrl, ADMIN);
  return page;
}

async function editCustomer(page: Page, name: string) {
  await page.goto(`${app().baseUrl}/customers`);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Customer' });
  await dialog.waitFor();
  return dialog;
}

describe.each(VIEWPORTS)('customer locations on $name', ({ width, height, customer, drag }) => {
  it("fixes a customer's pin, which Find from address leaves where it was put", async () => {
    const page = await pageAt(width, height);
    const dialog = await editCustomer(page, customer);
    const location = dialog.getByRole('group', { name: 'Location' });
    await location.getByText('Found from the address', { exact: true }).waitFor();
    const latitude = dialog.getByRole('textbox', { name: /^Latitude/ });
    const longitude = dialog.getByRole('textbox', { name: /^Longitude/ });
    const found = {
      latitude: await latitude.inputValue(),
      longitude: await longitude.inputValue(),
    };

    if (drag) {
      // Show map, move the pin, Save: three taps (the pin moved by its keys, as a drag would).
      await dialog.getByRole('button', { name: 'Show map' }).click();
      const pin = dialog.getByRole('button', { name: new RegExp(`^Pin for ${customer}`) });
      await pin.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => longitude.inputValue()).not.toBe(found.longitude);
    } else {
      await latitude.fill('39.8');
      await longitude.fill('-89.61');
    }
    const placed = {
      latitude: await latitude.inputValue(),
      longitude: await longitude.inputValue(),
    };
    await location.getByText('Placed by hand when you save').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Customer saved.', { exact: true }).first().waitFor();

    const again = await editCustomer(page, customer);
    const againLocation = again.getByRole('group', { name: 'Location' });
    await againLocation.getByText('Placed by hand', { exact: true }).waitFor();
    await again.getByRole('button', { name: 'Find from address' }).click();
    await again
      .getByText('This pin was placed by hand, so finding the address will not move it.', {
        exact: false,
      })
      .waitFor();
    expect(await again.getByRole('textbox', { name: /^Latitude/ }).inputValue()).toBe(
      placed.latitude,
    );
    expect(await again.getByRole('textbox', { name: /^Longitude/ }).inputValue()).toBe(
      placed.longitude,
    );
    await again.getByRole('button', { name: 'Remove pin' }).waitFor();
  });

  it('imports a CSV with and without coordinates and shows each row’s result', async () => {
    const page = await pageAt(width, height);
    await page.goto(`${app().baseUrl}/admin/customer-import`);
    await page.getByRole('heading', { level: 1, name: 'Import customers' }).waitFor();
    const suffix = width;
    const csv =
      'lastName,displayName,address1,city,state,latitude,longitude\n' +
      `Pin,Pinned ${suffix},4 Oak Street,Springfield,IL,39.79,-89.62\n` +
      `Found,Found ${suffix},9 Elm Street,Springfield,IL,,\n` +
      `Lost,Lost ${suffix},1 Lost Lane,Atlantis,XX,,\n` +
      `Bad,Bad ${suffix},2 Elm Street,Springfield,IL,120,0\n`;
    await page.getByLabel('Choose a CSV file to import', { exact: true }).setInputFiles({
      name: `pins-${suffix}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });

    await page.getByText('Customers imported: 3. Rows refused: 1.').first().waitFor();
    await page
      .getByText('Pins from the file: 1 · Found from the address: 1 · Need a pin: 1')
      .first()
      .waitFor();
    const needing = page.getByRole('list', { name: 'Rows that need a pin' }).first();
    expect(await needing.innerText()).toBe('Line 4: needs a pin');
    const latest = page.getByRole('list', { name: 'Imports' }).locator('> li').first();
    await latest.getByText(`pins-${suffix}.csv`).waitFor();
    await clickClearOfToasts(latest.getByText('1 row refused'));
    await latest
      .getByRole('table')
      .getByText('Latitude must be a number from -90 to 90.')
      .waitFor();
  });
});
