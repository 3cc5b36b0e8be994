/**
 * The visit report at 375x812: a technician completes a job with a note for the customer
 * and an internal one, the customer signs on the phone (drawn with the pointer), the report shows
 * what the customer may see; the link opens it in a fresh browser without a login, and once
 * revoked shows nothing. The report prints on A4 and Letter in few pages, nothing past the
 * printable width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useCustomerPhones } from './customerPhone';
import { logIn, openRouteList, useE2eApp, waitForPath } from './harness';
import { addNote, addPhotoFiles, imageLoaded, section, takeSignature, writePng } from './jobPage';
import { PHONE_VIEWPORT } from './previewApp';

const STAFF = 'staff40@routebook.test';
const CUSTOMER_NOTE = 'Filter replaced; the pump runs quietly now.';
const INTERNAL_NOTE = 'Gate code 4521. The dog is friendly.';
const NOT_AVAILABLE = 'This visit report is not available.';

/** Printable widths in CSS pixels (96 per inch) inside the report's 15 mm page margins. */
const MM = 96 / 25.4;
const PRINTABLE_WIDTH = { A4: (210 - 30) * MM, Letter: (215.9 - 30) * MM };

const app = useE2eApp();

const customerPhone = useCustomerPhones();

/** Opens the first job of Monday Route with the status, from the route list. */
async function openJob(page: Page, status: string): Promise<string> {
  // Field staff land on Today: the route list is one tap away.
  await openRouteList(page);
  await page.getByRole('link', { name: /^Monday Route/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
  const row = page
    .getByRole('list', { name: 'Route items' })
    .getByRole('link', { name: new RegExp(`,\\s*${status}\\s*,`) })
    .first();
  const href = (await row.getAttribute('href')) ?? '';
  await row.click();
  await waitForPath(page, href);
  return href;
}

describe('The visit report on a phone', () => {
  let reportPath = '';

  it('is completed, signed, shared without a login and revoked', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    // The demo seed has this technician clocked in at the route's In progress job.
    const jobPath = await openJob(page, 'In progress');
    reportPath = `${jobPath}/report`;

    // A note for the customer, an internal one, two photos.
    await addNote(page, CUSTOMER_NOTE, { forCustomer: true });
    await section(page, 'Notes').getByText('On the visit report').waitFor();
    await addNote(page, INTERNAL_NOTE);
    const png = await writePng('report');
    await addPhotoFiles(page, [png, png]);
    await expect.poll(() => section(page, 'Photos').getByRole('link').count()).toBe(2);

    // Clocked out, complete.
    await page.getByRole('button', { name: 'Clock out', exact: true }).click();
    await page.getByRole('button', { name: 'Clock in', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Complete job' }).click();
    await page.getByText('Job completed.', { exact: true }).waitFor();

    // The customer signs on the phone.
    await takeSignature(page, 'Dana Customer');

    // The report: the customer's note, not the internal one, and the signature.
    await section(page, 'Visit report').getByRole('link', { name: 'Open visit report' }).click();
    await waitForPath(page, reportPath);
    const report = page.getByRole('article', { name: 'Visit report' });
    await report.getByText(CUSTOMER_NOTE).waitFor();
    expect(await report.getByText(INTERNAL_NOTE).count()).toBe(0);
    expect(await imageLoaded(page, 'Signature of Dana Customer')).toBe(true);
    await report.getByText(/^Signed by Dana Customer · /).waitFor();

    // Shared: a link to the app, made for this customer.
    await page.getByRole('link', { name: '← Back to the job' }).click();
    await waitForPath(page, jobPath);
    const share = section(page, 'Visit report');
    await share.getByRole('button', { name: 'Share with customer' }).click();
    const field = share.getByRole('textbox', { name: 'Link for the customer' });
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${app().baseUrl}/visit/[\\w-]{43}$`));

    // The customer's phone: no login, the report alone.
    const customer = await customerPhone();
    await customer.page.goto(link);
    const shared = customer.page.getByRole('article', { name: 'Visit report' });
    await shared.getByText(CUSTOMER_NOTE).waitFor();
    expect(await shared.getByText(INTERNAL_NOTE).count()).toBe(0);
    expect(await imageLoaded(customer.page, 'Signature of Dana Customer')).toBe(true);
    expect(await customer.page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    expect(
      await customer.page.evaluate(() => window.localStorage.getItem('company-user-login')),
    ).toBeNull();

    // Revoked: the same address shows nothing.
    await share.getByRole('button', { name: 'Revoke link' }).click();
    await share.getByText(/^Link revoked\./).waitFor();
    await customer.page.reload();
    await customer.page.getByText(NOT_AVAILABLE).waitFor();
    expect(await customer.page.getByRole('article').count()).toBe(0);
    expect(customer.errors).toEqual([]);
  });

  it('prints on A4 and Letter in few pages, nothing past the printable width', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await page.goto(`${app().baseUrl}${reportPath}`);
    const report = page.getByRole('article', { name: 'Visit report' });
    await report.getByText(CUSTOMER_NOTE).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);

    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      // Each page of the PDF is one object of /Type /Page (the tree's root is /Pages).
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
      expect(pages, format).toBeGreaterThanOrEqual(1);
      expect(pages, format).toBeLessThanOrEqual(2);

      // Laid out for print at the printable width: nothing reaches past it, and only the
      // report is shown (no header, menu or buttons).
      const width = Math.floor(PRINTABLE_WIDTH[format]);
      await page.setViewportSize({ width, height: 1000 });
      await page.emulateMedia({ media: 'print' });
      const overflow = await page.evaluate((limit) => {
        const past: string[] = [];
        for (const element of document.querySelectorAll('body *')) {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          if (box.right > limit + 0.5 || box.left < -0.5) {
            past.push(`${element.tagName}.${element.className} ${box.left}..${box.right}`);
          }
        }
        return { past, scrollWidth: document.documentElement.scrollWidth };
      }, width);
      expect(overflow.past, format).toEqual([]);
      expect(overflow.scrollWidth, format).toBeLessThanOrEqual(width);
      for (const chrome of [
        page.getByRole('button', { name: 'Menu' }),
        page.getByRole('button', { name: 'Print' }),
        page.getByRole('link', { name: '← Back to the job' }),
      ]) {
        expect(await chrome.isVisible(), format).toBe(false);
      }
      for (const kept of await report.getByRole('figure').all()) {
        expect(await kept.evaluate((el) => getComputedStyle(el).breakInside), format).toBe('avoid');
      }
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize(PHONE_VIEWPORT);
    }
  });
});
