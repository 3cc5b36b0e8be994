/**
 * Installable, at phone size: after one online visit the app's service worker runs the
 * page and holds every file of the build, so the app starts with the network off; the manifest and
 * worker pass Chromium's own installability check; a new version is announced and loaded only on
 * the person's word, never over typed input; logout forgets what was kept for the member; the
 * worker stores no GraphQL answer and no upload.
 *
 * The journey serves its own copy of the build, so that it can deploy a second build over it
 * (another VITE_BUILD_ID, which the ionic page shows) as a host would.
 */
import { mkdtempSync } from 'node:fs';
import { cp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { CONFIG_CACHE, MEMBER_CACHE_PREFIX } from '../src/pwa/cacheNames';
import { THEME_COLOR } from '../src/pwa/pwaOptions';
import { buildApp } from './buildApp';
import {
  logIn,
  openMenu,
  openRouteList,
  storedAnswerKeys,
  useE2eApp,
  waitForPath,
  waitForToday,
} from './harness';
import { E2E_DIST } from './paths';

const STAFF = 'staff40@routebook.test';

/** The build this journey serves (a copy of the journeys' build), and where new versions are built. */
const work = mkdtempSync(join(tmpdir(), 'routebook-installable-'));
const served = join(work, 'served');

beforeAll(() => cp(E2E_DIST, served, { recursive: true }));
afterAll(() => rm(work, { recursive: true, force: true }));

const app = useE2eApp({ distDir: served });

/** Builds the app with another build id and copies it over the served build (old chunks stay). */
async function deploy(buildId: string): Promise<void> {
  const out = join(work, buildId);
  await buildApp(out, { buildId });
  await cp(out, served, { recursive: true, force: true });
}

/** Width and height of a PNG, from its IHDR chunk; throws if the bytes are not a PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, i) => bytes[i] === byte)) throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Fetches `path` from the app as a browser would without the page; answers a PNG's size. */
async function pngAt(path: string): Promise<{ width: number; height: number; type: string }> {
  const response = await fetch(new URL(path, app().baseUrl));
  expect(response.status, path).toBe(200);
  const size = pngSize(new Uint8Array(await response.arrayBuffer()));
  return { ...size, type: response.headers.get('content-type') ?? '' };
}

/** Every request URL held in the origin's Cache Storage, by cache name. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const held: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      held[name] = (await cache.keys()).map((request) => request.url);
    }
    return held;
  });
}

const noticeOf = (page: Page) => page.getByRole('region', { name: 'New version' });

/** A mark on the page's current document, to tell a reload (a new document) from staying. */
type Marked = Window & { journeyMark?: true };
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as Marked).journeyMark = true;
  });
const sameDocument = (page: Page) => page.evaluate(() => (window as Marked).journeyMark === true);
const waitForNewDocument = (page: Page) =>
  page.waitForFunction(() => (window as Marked).journeyMark === undefined);

let page: Page;

describe('installable', () => {
  it('after one visit the worker runs the page, and Chromium finds the app installable', async () => {
    page = await app().newPage();
    await logIn(page, app().baseUrl, STAFF);
    await openRouteList(page);
    // Registered once the page is idle, installed (every file of the build fetched), then it
    // takes the page it was installed from.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${app().baseUrl}/`);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifestResponse = await fetch(new URL(manifestHref ?? '', app().baseUrl));
    expect(manifestResponse.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Routebook',
      short_name: 'Routebook',
      start_url: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
    });
    for (const side of [192, 512]) {
      const icon = manifest.icons.find(
        (entry) => entry.sizes === `${side}x${side}` && entry.purpose !== 'maskable',
      );
      expect(icon, `a ${side} px icon`).toMatchObject({ type: 'image/png' });
      expect(await pngAt(icon?.src ?? '')).toEqual({
        width: side,
        height: side,
        type: 'image/png',
      });
    }
    const maskable = manifest.icons.find((entry) => entry.purpose === 'maskable');
    expect(await pngAt(maskable?.src ?? '')).toMatchObject({ width: 512, height: 512 });
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await pngAt(appleIcon ?? '')).toMatchObject({ width: 180, height: 180 });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
      THEME_COLOR,
    );

    // Chromium's own check (what makes it offer "Install app"): manifest, icons, worker.
    const cdp = await app().context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();

    // The worker's file is asked for again each time (a stale copy would pin an old version).
    const worker = await fetch(new URL('/sw.js', app().baseUrl));
    expect(worker.headers.get('cache-control')).toMatch(/no-cache|no-store|max-age=0/);
  });

  it('holds every file of the build, and no GraphQL answer or upload', async () => {
    const files = (await readdir(served, { recursive: true })).map((file) => `/${file}`);
    const appFiles = files.filter((file) => /^\/assets\/.*\.(js|css)$/.test(file));
    expect(appFiles.length).toBeGreaterThan(20);
    // The route page's chunks (route list and detail) among them: lazy ones too.
    expect(appFiles.some((file) => /RouteDetailPage-/.test(file))).toBe(true);

    const held = await cachedUrls(page);
    const urls = Object.values(held).flat();
    const paths = new Set(urls.map((url) => new URL(url).pathname));
    expect(appFiles.filter((file) => !paths.has(file))).toEqual([]);
    for (const file of ['/index.html', '/manifest.webmanifest', '/icons/icon-192.png'])
      expect(paths.has(file), file).toBe(true);
    expect(urls.filter((url) => /\/(graphql|uploads|v1\/image)\b/.test(url))).toEqual([]);
    // config.json, stored while the worker installed, for starting offline with the team's own.
    expect(held[CONFIG_CACHE]?.map((url) => new URL(url).pathname)).toEqual(['/config.json']);
  });

  it('starts with the network off: the shell, the pages, what was read, words for the rest', async () => {
    const fromNetwork: string[] = [];
    const watch = (response: import('playwright-core').Response) => {
      const type = response.request().resourceType();
      if (['document', 'script', 'stylesheet'].includes(type) && !response.fromServiceWorker())
        fromNetwork.push(response.url());
    };
    page.on('response', watch);
    // The route list's answer is kept for reading offline a moment after it arrived.
    await expect
      .poll(async () => (await storedAnswerKeys(page)).some((key) => key.includes('RouteListPage')))
      .toBe(true);
    await app().context.setOffline(true);
    try {
      await page.reload();
      // The route list's code came, and its data as read online (offlineReading.e2e.ts).
      await page.getByRole('heading', { level: 1, name: 'Routes' }).waitFor();
      await page.getByText(/^Offline: last updated/).waitFor();
      // A page never opened online: its code comes, its data cannot; the shell says so.
      await page.goto(`${app().baseUrl}/timesheet`);
      await page.getByRole('heading', { level: 1, name: messages.pageNotLoaded }).waitFor();
      await page.getByRole('alert').getByText(messages.serverUnreachableNotLoaded).waitFor();

      // What was kept for the member goes at logout, network or not; the app's files stay.
      const probe = `${MEMBER_CACHE_PREFIX}journey-probe`;
      await page.evaluate(async (name) => {
        const cache = await caches.open(name);
        await cache.put('/member-probe', new Response('kept for the member'));
      }, probe);
      const menu = await openMenu(page);
      await menu.getByRole('button', { name: 'Logout' }).click();
      await waitForPath(page, '/login');
      await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(probe);
      expect((await page.evaluate(() => caches.keys())).some((name) => /precache/.test(name))).toBe(
        true,
      );

      // The login page's code comes from the worker; logging in needs the server.
      await page.getByLabel('Email', { exact: true }).fill(STAFF);
      await page.getByLabel('Password', { exact: true }).fill('routebook');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.getByRole('alert').getByText(messages.serverUnreachable).waitFor();
      expect(fromNetwork).toEqual([]);
    } finally {
      page.off('response', watch);
      await app().context.setOffline(false);
    }
  });

  it('a new version is announced, waits over typed input, and loads on "Reload anyway"', async () => {
    await page.goto(`${app().baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(STAFF);
    await markDocument(page);

    await deploy('installable-2');
    // What the app does when it comes back to the front, and hourly: ask for a new version.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = noticeOf(page);
    await notice.getByRole('status').getByText(messages.updateReady).waitFor();

    // Reload with an email typed: it warns instead, and the page and the email stay.
    await notice.getByRole('button', { name: 'Reload', exact: true }).click();
    await notice.getByText(messages.updateLosesInput).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(STAFF);
    expect(await sameDocument(page)).toBe(true);

    await notice.getByRole('button', { name: 'Reload anyway' }).click();
    await waitForNewDocument(page);
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    expect(await noticeOf(page).count()).toBe(0);
    await page.goto(`${app().baseUrl}/ionic`);
    await page.getByText('installable-2', { exact: true }).waitFor();
  });

  it('with nothing typed, Reload loads the next version at once; Later puts it off', async () => {
    await logIn(page, app().baseUrl, STAFF);
    await deploy('installable-3');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = noticeOf(page);
    await notice.getByRole('status').getByText(messages.updateReady).waitFor();

    // Later: gone from this page; the version waits and is offered at the next start.
    await notice.getByRole('button', { name: 'Later' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await waitForToday(page);
    await noticeOf(page).getByRole('status').getByText(messages.updateReady).waitFor();

    await markDocument(page);
    await noticeOf(page).getByRole('button', { name: 'Reload', exact: true }).click();
    await waitForNewDocument(page);
    await waitForToday(page);
    await page.goto(`${app().baseUrl}/ionic`);
    await page.getByText('installable-3', { exact: true }).waitFor();
  });
});
