/**
 * Rich text is sanitized before it is rendered: a route note carrying an image with an error
 * handler, a javascript: link and a script inside SVG runs nothing in the real browser, whether
 * the server cleaned it on save (the mock server does) or handed it over raw (a server that does
 * not, simulated by rewriting its answer on the way to the page). The sanitizer's code loads with
 * the first rich text shown: until it is in, the note shows its text alone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addNoteAs, logIn, useE2eApp } from './harness';

const ADMIN = 'admin20@routebook.test';
const MARKER = 'Sanitizing check';
const PAYLOAD =
  `<p>${MARKER}</p>` +
  '<img src=x onerror=alert(1)>' +
  '<a href="javascript:alert(1)">tap me</a>' +
  '<svg><script>alert(1)</script></svg>';

const app = useE2eApp();

/** Records every alert/confirm/prompt the page opens (none may open). */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** The route's row of the note holding MARKER. */
const noteRow = (page: Page) =>
  page.getByRole('list', { name: 'Route items' }).getByRole('listitem').filter({ hasText: MARKER });

/** What of the payload survived in the shown note, once it shows as rich text. */
async function dangerousNodes(page: Page) {
  const note = noteRow(page);
  await note.waitFor();
  // Until the sanitizer's code is in, the text alone stands in, busy.
  await note.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  return note.evaluate((root) => ({
    scripts: root.querySelectorAll('script').length,
    svgs: root.querySelectorAll('svg script, foreignObject').length,
    handlers: [...root.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((a) => a.name).filter((name) => name.startsWith('on')),
    ),
    links: [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')),
  }));
}

/** Rewrites every GraphQL answer so that any note holding MARKER carries the raw payload. */
async function serveRawPayload(page: Page): Promise<void> {
  const rewrite = (value: unknown): unknown => {
    if (typeof value === 'string') return value.includes(MARKER) ? PAYLOAD : value;
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, rewrite(v)]));
    }
    return value;
  };
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: rewrite(await response.json()) });
  });
}

/**
 * Holds back every script holding DOMPurify (the sanitizer's chunk) until `release` is called,
 * whatever its file name.
 */
async function holdSanitizer(page: Page): Promise<{ held: Promise<void>; release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markHeld = () => {};
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('DOMPurify')) {
      markHeld();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { held, release };
}

describe('A route note with a script in it', () => {
  let routeId = '';

  it('is cleaned by the server on save and runs nothing when shown', async () => {
    const page = await app().newPage();
    const dialogs = watchDialogs(page);
    await logIn(page, app().baseUrl, ADMIN);
    await page.getByRole('link', { name: /^Monday Route/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
    routeId = new URL(page.url()).pathname.split('/')[2] ?? '';

    const stored = await addNoteAs(app(), ADMIN, routeId, PAYLOAD);
    expect(stored).toContain(MARKER);
    expect(stored).not.toMatch(/onerror|javascript:|<script/i);

    await page.reload();
    const found = await dangerousNodes(page);
    expect(found).toEqual({ scripts: 0, svgs: 0, handlers: [], links: [null] });
    await page.waitForTimeout(500); // an image error handler would have fired by now
    expect(dialogs).toEqual([]);
  });

  it('shows its text alone, no markup, until the sanitizer has loaded', async () => {
    const page = await app().newPage();
    const dialogs = watchDialogs(page);
    await serveRawPayload(page);
    await logIn(page, app().baseUrl, ADMIN);
    const sanitizer = await holdSanitizer(page);
    await page.goto(`${app().baseUrl}/route/${routeId}`);

    // The route shows, the note as its text, while the sanitizer's code is on its way.
    await sanitizer.held;
    const note = noteRow(page);
    await note.getByText(new RegExp(`^${MARKER}`)).waitFor();
    const whileLoading = await note.evaluate((root) => {
      const busy = root.querySelector('[aria-busy="true"]');
      return {
        busy: busy !== null,
        elements: busy ? [...busy.querySelectorAll('*')].map((element) => element.localName) : [],
        text: busy?.textContent ?? '',
      };
    });
    expect(whileLoading).toEqual({ busy: true, elements: ['p'], text: `${MARKER} tap me` });

    sanitizer.release();
    const found = await dangerousNodes(page);
    expect(found).toEqual({ scripts: 0, svgs: 0, handlers: [], links: [null] });
    await page.waitForTimeout(500); // an image error handler would have fired by now
    expect(dialogs).toEqual([]);
    for (const violation of app().takeCspViolations())
      expect(violation).toMatch(/inline event handler|script-src-attr blocked inline/);
  });

  it('runs nothing when a server hands it over raw, in the list or in the editor', async () => {
    const page = await app().newPage();
    const dialogs = watchDialogs(page);
    await serveRawPayload(page);
    await logIn(page, app().baseUrl, ADMIN);
    await page.goto(`${app().baseUrl}/route/${routeId}`);

    const found = await dangerousNodes(page);
    expect(found.scripts).toBe(0);
    expect(found.svgs).toBe(0);
    expect(found.handlers).toEqual([]);
    expect(found.links.some((href) => href?.toLowerCase().includes('javascript'))).toBe(false);
    const link = page.getByRole('link', { name: 'tap me' });
    if ((await link.count()) > 0) await link.click();

    // The editor reads the same HTML.
    const noteLabel = await page
      .getByRole('button', { name: new RegExp(`^Actions for Note: ${MARKER}`) })
      .first();
    await noteLabel.click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Note' }).getByRole('textbox');
    await editor.getByText(MARKER).waitFor();
    const inEditor = await editor.evaluate((root) => ({
      scripts: root.querySelectorAll('script').length,
      handlers: [...root.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].map((a) => a.name).filter((name) => name.startsWith('on')),
      ),
    }));
    expect(inEditor).toEqual({ scripts: 0, handlers: [] });
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    // Chromium reports the payload's onerror, met while the raw HTML is parsed for sanitizing,
    // as blocked by the Content-Security-Policy too; nothing else may be reported.
    for (const violation of app().takeCspViolations())
      expect(violation).toMatch(/inline event handler|script-src-attr blocked inline/);
  });
});
