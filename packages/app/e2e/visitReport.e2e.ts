/**
 * Issue 17, the visit report at 375x812: a technician completes a job with a note for the customer
 * and an internal one, the customer signs on the phone (drawn with the pointer), the report shows
 * what the customer may see; the link opens it in a fresh browser without a login, and once
 * revoked shows nothing. The report prints on A4 and Letter in few pages, nothing past the
 * printable width.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { logIn, openRouteList, useE2eApp, waitForPath } from './harness';
import { addNote, addPhotoFiles, section } from './jobPage';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { PHONE_VIEWPORT } from './previewApp';

const STAFF = 'staff40@routebook.test';
const CUSTOMER_NOTE = 'Filter replaced; the pump runs quietly now.';
const INTERNAL_NOTE = 'Gate code 4521. The dog is friendly.';
const NOT_AVAILABLE = 'This visit report is not available.';

/** A real 1x1 PNG, as a phone's camera would hand over a (much larger) one. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Printable widths in CSS pixels (96 per inch) inside the report's 15 mm page margins. */
const MM = 96 / 25.4;
const PRINTABLE_WIDTH = { A4: (210 - 30) * MM, Letter: (215.9 - 30) * MM };

const app = useE2eApp();

/** A browser of its own: a fresh profile, nothing stored, no login (the customer's phone). */
const fresh: { context: BrowserContext; profile: string }[] = [];
async function freshPhone(): Promise<{ page: Page; errors: string[] }> {
  const profile = await mkdtemp(join(tmpdir(), 'routebook-customer-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: PHONE_VIEWPORT,
    hasTouch: true,
    args: CHROMIUM_ARGS,
  });
  context.setDefaultTimeout(60_000);
  fresh.push({ context, profile });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

afterAll(async () => {
  for (const { context, profile } of fresh) {
    await context.close().catch(() => undefined);
    await rm(profile, { recursive: true, force: true });
  }
});

/** Opens the first job of Monday Route with the status, from the route list. */
async function openJob(page: Page, status: string): Promise<string> {
  // Field staff land on Today (issue 17): the route list is one tap away.
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

/** A signature drawn on the pad with the pointer: press, a zigzag of moves, release. */
async function sign(page: Page): Promise<void> {
  const pad = section(page, 'Customer signature').getByRole('img', {
    name: 'Signature pad, empty',
  });
  await pad.waitFor();
  // In the middle of the screen: clear of the sticky header and of a toast at the foot.
  await pad.evaluate((canvas) => canvas.scrollIntoView({ block: 'center' }));
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const at = (x: number, y: number) => [box.x + x * box.width, box.y + y * box.height] as const;
  const [startX, startY] = at(0.1, 0.6);
  expect(
    await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, [
      startX,
      startY,
    ] as const),
  ).toBe('CANVAS');
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) {
    await page.mouse.move(...at(0.1 + i * 0.065, i % 2 ? 0.3 : 0.7), { steps: 3 });
  }
  await page.mouse.up();
  await section(page, 'Customer signature')
    .getByRole('img', { name: 'Signature pad, signed' })
    .waitFor();
}

/** Whether an image on the page has loaded (its pixels are there). */
const loaded = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((img) => (img as HTMLImageElement).naturalWidth > 0);

describe('The visit report on a phone', () => {
  let reportPath = '';

  it('is completed, signed, shared without a login and revoked', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    // The demo seed has this technician clocked in at the route's In progress job.
    const jobPath = await openJob(page, 'In progress');
    reportPath = `${jobPath}/report`;

    // A note for the customer, an internal one, two photos.
    await section(page, 'Notes').getByRole('button', { name: 'Add note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Note' });
    await dialog.getByRole('textbox', { name: 'Note' }).fill(CUSTOMER_NOTE);
    await dialog.getByRole('checkbox', { name: 'Show on the visit report' }).check();
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await section(page, 'Notes').getByText('On the visit report').waitFor();
    await addNote(page, INTERNAL_NOTE);
    const png = join(tmpdir(), `routebook-e2e-report-${Date.now()}.png`);
    await writeFile(png, Buffer.from(PNG_BASE64, 'base64'));
    await addPhotoFiles(page, [png, png]);
    await expect.poll(() => section(page, 'Photos').getByRole('link').count()).toBe(2);

    // Clocked out, complete.
    await page.getByRole('button', { name: 'Clock out', exact: true }).click();
    await page.getByRole('button', { name: 'Clock in', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Complete job' }).click();
    await page.getByText('Job completed.', { exact: true }).waitFor();

    // The customer signs on the phone.
    const signature = section(page, 'Customer signature');
    await signature.getByRole('button', { name: 'Get signature' }).click();
    await sign(page);
    await signature.getByRole('textbox', { name: 'Signed by' }).fill('Dana Customer');
    await signature.getByRole('button', { name: 'Save signature' }).click();
    await signature.getByRole('img', { name: 'Signature of Dana Customer' }).waitFor();
    await expect.poll(() => signature.getByText(/^Pending/).count()).toBe(0);

    // The report: the customer's note, not the internal one, and the signature.
    await section(page, 'Visit report').getByRole('link', { name: 'Open visit report' }).click();
    await waitForPath(page, reportPath);
    const report = page.getByRole('article', { name: 'Visit report' });
    await report.getByText(CUSTOMER_NOTE).waitFor();
    expect(await report.getByText(INTERNAL_NOTE).count()).toBe(0);
    expect(await loaded(page, 'Signature of Dana Customer')).toBe(true);
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
    const customer = await freshPhone();
    await customer.page.goto(link);
    const shared = customer.page.getByRole('article', { name: 'Visit report' });
    await shared.getByText(CUSTOMER_NOTE).waitFor();
    expect(await shared.getByText(INTERNAL_NOTE).count()).toBe(0);
    expect(await loaded(customer.page, 'Signature of Dana Customer')).toBe(true);
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
