/**
 * The customer's phone for journeys: a browser of its own with a fresh profile, nothing stored
 * and no login, at phone size. Closed and its profile removed after the file's tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { PHONE_VIEWPORT } from './previewApp';

export interface CustomerPhone {
  page: Page;
  /** Uncaught exceptions of the page. */
  errors: string[];
}

/** Registers the cleanup; answers an opener of customer phones. */
export function useCustomerPhones(): () => Promise<CustomerPhone> {
  const opened: { context: BrowserContext; profile: string }[] = [];
  afterAll(async () => {
    for (const { context, profile } of opened) {
      await context.close().catch(() => undefined);
      await rm(profile, { recursive: true, force: true });
    }
  });
  return async () => {
    const profile = await mkdtemp(join(tmpdir(), 'routebook-customer-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      viewport: PHONE_VIEWPORT,
      hasTouch: true,
      args: CHROMIUM_ARGS,
    });
    context.setDefaultTimeout(60_000);
    opened.push({ context, profile });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  };
}
