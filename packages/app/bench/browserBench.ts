/**
 * What the browser benchmarks share: a logged-in page on the previewed app with a CDP session
 * (for CPU throttling and cache clearing), the median/min/max of a series, and the table print.
 */
import type { CDPSession, Page } from 'playwright-core';
import { formatTable } from '@routebook/mock-server/node';
import type { PreviewedApp } from '../e2e/previewApp';

/** A tab logged in as a demo account (through the login page), on the page it lands on. */
export async function loggedInPage(
  app: PreviewedApp,
  email: string,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await app.context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await app.context.newCDPSession(page);
  await page.goto(`${app.baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('routebook');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  // Admins land on the route list, field staff on Today.
  await page.waitForURL((url) => url.pathname === '/route/list' || url.pathname === '/today');
  return { page, cdp };
}

/** Median, min and max in whole milliseconds, as table cells. */
export function summary(values: number[]): string[] {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  return [median, sorted[0] ?? NaN, sorted.at(-1) ?? NaN].map((ms) => ms.toFixed(0));
}

/** Prints a table whose first column is a label and the others right-aligned figures. */
export const printTable = (headers: string[], rows: string[][]) =>
  console.log(
    formatTable(
      headers,
      rows,
      headers.map((_, column) => column > 0),
    ),
  );

/** `promise`, or a failure naming `what` after `ms`: it bounds a hang, not a speed. */
export function bounded<T>(promise: Promise<T>, what: string, ms = 120_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
