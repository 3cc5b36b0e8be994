/**
 * What every journey file needs: the app previewed against a fresh mock server in Chromium at
 * phone size (previewApp.ts), a page per test, and the steps many journeys share.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type RunningHttpServer } from '@routebook/mock-server/node';
import { graphqlOverHttp, logInOverHttp } from '@routebook/mock-server/testing';
import { startPreviewedApp, type PreviewOptions } from './previewApp';
import { OFFLINE_DB_NAME } from '../src/offline/member';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'routebook';
/** The login is kept in device storage under this key. */
export const SESSION_KEY = 'company-user-login';

/** How the init script marks a `securitypolicyviolation` event in the console. */
const CSP_EVENT_MARK = 'securitypolicyviolation:';
/** How the init script marks a form rendered inside a form in the console. */
const NESTED_FORM_MARK = 'nested-form:';

/** How long one wait in a journey may take before it fails: it bounds a hang, not a speed. */
const STEP_TIMEOUT_MS = 60_000;

export interface E2eApp {
  /** The app's origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  mock: RunningHttpServer;
  context: BrowserContext;
  /** A new tab with nothing stored for the app's origin (logged out); uncaught errors recorded. */
  newPage(): Promise<Page>;
  /** Uncaught exceptions of the pages opened by newPage() since the last call. */
  takePageErrors(): string[];
  /** Content-Security-Policy violations in any page of the context since the last call. */
  takeCspViolations(): string[];
  /** Forms rendered inside a form, in any page of the context since the last call. */
  takeNestedForms(): string[];
  close(): Promise<void>;
}

export async function startApp(options: PreviewOptions = {}): Promise<E2eApp> {
  const { baseUrl, mock, context, close } = await startPreviewedApp(options);
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);

  // The app runs under the headers vite preview sends (vite.config.ts): every violation of its
  // Content-Security-Policy is reported by the page's own event and by Chromium's console.
  await context.addInitScript((mark) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(
          `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}` +
            ` in ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
        ),
      true,
    );
  }, CSP_EVENT_MARK);

  // HTML has no nested forms: a submit inside the inner one may submit the outer one natively and
  // reload the page, losing what was typed. Every change of the page is watched for one.
  await context.addInitScript((mark) => {
    const describe = (form: Element | null | undefined) =>
      form ? `<form ${form.getAttribute('aria-label') ?? form.id}>` : '<form>';
    let reported: Element | null = null;
    let pending = false;
    // Looked at once after a burst of changes, off the path of the page's own work.
    const look = () => {
      pending = false;
      const inner = document.querySelector('form form');
      if (!inner || inner === reported) return;
      reported = inner;
      console.error(
        `${mark} ${describe(inner)} in ${describe(inner.parentElement?.closest('form'))}`,
      );
    };
    new MutationObserver(() => {
      if (pending) return;
      pending = true;
      setTimeout(look, 50);
    }).observe(document, { childList: true, subtree: true });
  }, NESTED_FORM_MARK);

  let pageErrors: string[] = [];
  let cspViolations: string[] = [];
  let nestedForms: string[] = [];
  // On the context, so pages a journey opens itself (a second person) are watched too.
  context.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(message.text()))
      cspViolations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    if (message.text().startsWith(NESTED_FORM_MARK))
      nestedForms.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  return {
    baseUrl,
    mock,
    context,
    async newPage() {
      for (const open of context.pages()) await open.close();
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
      // Any document of the origin gives access to its storage.
      await page.goto(`${baseUrl}/config.json`);
      await page.evaluate(() => window.localStorage.clear());
      return page;
    },
    takePageErrors() {
      const taken = pageErrors;
      pageErrors = [];
      return taken;
    },
    takeCspViolations() {
      const taken = cspViolations;
      cspViolations = [];
      return taken;
    },
    takeNestedForms() {
      const taken = nestedForms;
      nestedForms = [];
      return taken;
    },
    close,
  };
}

/**
 * Starts the app once for the calling journey file (closed after its last test) and checks after
 * each test that its pages threw nothing, broke no rule of the Content-Security-Policy and
 * rendered no form inside a form. Returns a getter for the app, set once beforeAll ran.
 *
 * The app's service worker runs as for a person (after the first page, it serves the app's files);
 * a journey that holds back or breaks those files with page.route() passes
 * `serviceWorkers: 'block'`.
 */
export function useE2eApp(options: PreviewOptions = {}): () => E2eApp {
  let app: E2eApp | undefined;
  const getApp = () => {
    if (!app) throw new Error('The app is not started: use it inside tests and hooks only.');
    return app;
  };
  beforeAll(async () => {
    app = await startApp(options);
  }, 60_000);
  afterAll(() => app?.close());
  afterEach(() => {
    expect(getApp().takePageErrors()).toEqual([]);
    expect(getApp().takeCspViolations()).toEqual([]);
    expect(getApp().takeNestedForms()).toEqual([]);
  });
  return getApp;
}

/** Waits until the address's path is `pathname` (client-side redirects included). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** The route list page is shown: address and heading. */
export async function waitForRouteList(page: Page): Promise<void> {
  await waitForPath(page, '/route/list');
  await page.getByRole('heading', { level: 1, name: 'Routes' }).waitFor();
}

/** Today is shown (field staff's landing page): address and heading. */
export async function waitForToday(page: Page): Promise<void> {
  await waitForPath(page, '/today');
  await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
}

/** The page a login lands on: Today for field staff, the route list for admins. */
export async function waitForLanding(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/today' || url.pathname === '/route/list');
  if (new URL(page.url()).pathname === '/today') await waitForToday(page);
  else await waitForRouteList(page);
}

/** Logs in through the login page and waits for the page it lands on (waitForLanding). */
export async function logIn(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await waitForLanding(page);
}

/**
 * Clicks what lies where a toast may cover it. Toasts sit at the foot of the screen, and a
 * pointer resting on one holds it open, so a click that lands on one waits for ever: the
 * target is brought to the middle of the screen first.
 */
export async function clickClearOfToasts(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await target.click();
}

/** The route list, from Today one tap on its Route list link. */
export async function openRouteList(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/route/list') {
    await page.getByRole('link', { name: 'Route list', exact: true }).click();
  }
  await waitForRouteList(page);
}

/** Opens the side menu with the phone header's Menu button (unless open) and returns it. */
export async function openMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await menu.waitFor();
  return menu;
}

/** The menu's entries, in order, as shown. */
export async function menuLabels(menu: Locator): Promise<string[]> {
  return (await menu.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
}

/** The stored login, as the app keeps it. */
export function storedSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
}

/**
 * Calls the mock server's GraphQL endpoint as an API client logged in as `email` would (for
 * setting up data a journey needs and for checking what the server stored).
 */
export async function apiAs(
  app: E2eApp,
  email: string,
  query: string,
  variables: Record<string, unknown> = {},
): ReturnType<typeof graphqlOverHttp> {
  const { token } = await logInOverHttp(app.mock.url, email);
  return graphqlOverHttp(app.mock.url, token, query, variables);
}

/** Adds a note at the end of a route through the API; answers the note as the server stored it. */
export async function addNoteAs(
  app: E2eApp,
  email: string,
  routeId: string,
  html: string,
): Promise<string> {
  const { createRouteItem } = await apiAs(
    app,
    email,
    `mutation AddNote($data: RouteItemInput!, $note: RouteItemNoteInput) {
      createRouteItem(data: $data, note: $note) { routeItem { note { note } } }
    }`,
    { data: { route: routeId, type: 'note' }, note: { route: routeId, note: html } },
  );
  return createRouteItem.routeItem.note.note as string;
}

/** The keys of the answers stored for reading offline (`member|operation|variables`). */
export function storedAnswerKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('answers')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('answers').objectStore('answers').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
    OFFLINE_DB_NAME,
  );
}

/** Waits until a job's page and the company's service items are kept for reading offline. */
export async function jobKeptForOffline(page: Page, jobId: string): Promise<void> {
  await expect
    .poll(async () => {
      const keys = await storedAnswerKeys(page);
      return (
        keys.some((key) => key.includes('JobDetailPageQuery') && key.includes(jobId)) &&
        keys.some((key) => key.includes('JobServiceItemsChoicesQuery'))
      );
    })
    .toBe(true);
}
