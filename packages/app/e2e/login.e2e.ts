/**
 * The login page: Forgot Password's checks and outcomes, a wrong password,
 * and the first page's weight: it loads none of the editor, drag and drop or sanitizer code.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eApp, waitForPath } from './harness';

/** Code that only later pages need (all pages are lazily loaded). */
const HEAVY_CODE = /lexical|@dnd-kit|DOMPurify|sanitize-html/gi;

const app = useE2eApp();

async function openForgotPassword(page: Page) {
  await page.getByRole('button', { name: "Can't Log In?" }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await dialog.waitFor();
  return dialog;
}

describe('forgot password', () => {
  it('checks the email, then sends it; success closes the modal with a toast', async () => {
    const page = await app().newPage();
    await page.goto(`${app().baseUrl}/login`);
    const dialog = await openForgotPassword(page);
    const email = dialog.getByLabel('Email', { exact: true });
    const send = dialog.getByRole('button', { name: 'Send' });

    await send.click();
    await dialog.getByText('Email is required.', { exact: true }).waitFor();

    await email.fill('nope');
    await send.click();
    await dialog.getByText('Email should be email pattern.', { exact: true }).waitFor();

    await email.fill('staff10@routebook.test');
    await send.click();
    await page
      .getByRole('status')
      .getByText('We sent email. Please check your email.', { exact: true })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('loads with the first visit to its link, opens from the keyboard and gives focus back', async () => {
    const page = await app().newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\.m?js(\?|$)/.test(request.url())) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${app().baseUrl}/login`);
    const forgot = page.getByRole('button', { name: "Can't Log In?" });
    await forgot.waitFor();
    await page.waitForLoadState('networkidle');
    // The modal's code (Radix Dialog) is not part of the login page.
    const modalCode = () => scripts.filter((path) => /\/(overlays|ModalDialog)-/.test(path));
    expect(modalCode()).toEqual([]);

    await forgot.focus();
    await expect.poll(modalCode).not.toEqual([]);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.waitFor();
    const email = dialog.getByLabel('Email', { exact: true });
    await expect.poll(() => email.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Radix gives focus back as the dialog unmounts, which may follow its hiding by a frame.
    await expect
      .poll(() => forgot.evaluate((button) => button === document.activeElement))
      .toBe(true);
  });

  it('a transport failure shows "Failed Please try again."', async () => {
    const page = await app().newPage();
    await page.goto(`${app().baseUrl}/login`);
    const dialog = await openForgotPassword(page);
    await page.route('**/graphql', (route) => route.abort());
    await dialog.getByLabel('Email', { exact: true }).fill('staff10@routebook.test');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').getByText('Failed Please try again.', { exact: true }).waitFor();
    // The modal stays open with the email kept, to try again.
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe(
      'staff10@routebook.test',
    );
    await page.unroute('**/graphql');
  });
});

describe('login', () => {
  it('an empty login names the required fields and sends nothing', async () => {
    const page = await app().newPage();
    await page.goto(`${app().baseUrl}/login`);
    const email = page.getByLabel('Email', { exact: true });
    await email.waitFor();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url());
    });
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('Email is required.', { exact: true }).waitFor();
    await page.getByText('Password is required.', { exact: true }).waitFor();
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);

    await email.fill('admin10@routebook.test');
    await email.press('Enter');
    await page.getByText('Email is required.', { exact: true }).waitFor({ state: 'detached' });
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(sent).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('a wrong password shows "Email or password is incorrect." on the login page', async () => {
    const page = await app().newPage();
    await page.goto(`${app().baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill('admin10@routebook.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText('Email or password is incorrect.', { exact: true })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });
});

describe('first page weight', () => {
  it('/login loads no chunk with the rich-text editor, drag and drop or a sanitizer', async () => {
    const page = await app().newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) {
        scripts.add(request.url());
      }
    });
    await page.goto(`${app().baseUrl}/login`);
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await waitForPath(page, '/login');

    const urls = [...scripts];
    // The entry and the login page's own lazy chunk at least.
    expect(urls.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    expect(urls.some((url) => /\/assets\/LoginPage-[\w-]+\.js$/.test(url))).toBe(true);

    const found: string[] = [];
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.ok).toBe(true);
      const text = await response.text();
      const hits = new Set(text.match(HEAVY_CODE) ?? []);
      if (hits.size > 0) found.push(`${new URL(url).pathname}: ${[...hits].join(', ')}`);
    }
    expect(found).toEqual([]);
  });

  it("ships React's production runtime (what users get, and what the journeys test)", async () => {
    const page = await app().newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\.m?js(\?|$)/.test(response.url())) scripts.push(response.url());
    });
    await page.goto(`${app().baseUrl}/login`);
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const devRuntime: string[] = [];
    for (const url of scripts) {
      const text = await (await fetch(url)).text();
      if (/jsxDEV|react-jsx-dev-runtime|react-dom\.development/.test(text)) devRuntime.push(url);
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(devRuntime).toEqual([]);
  });
});
