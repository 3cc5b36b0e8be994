import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_CACHE } from './cacheNames';
import { BACKGROUND_COLOR, NOT_THE_APP, pwaOptions, THEME_COLOR, webManifest } from './pwaOptions';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
const bytes = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)));

/** A custom property's value in the design tokens. */
function token(name: string): string | undefined {
  const tokens = read('../../../ui/src/tokens.css');
  return new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  it('takes its colours from the design tokens, and the page says the same', () => {
    expect(THEME_COLOR).toBe(token('--color-accent-emphasis'));
    expect(BACKGROUND_COLOR).toBe(token('--color-bg'));
    expect(webManifest.theme_color).toBe(THEME_COLOR);
    expect(read('../../index.html')).toContain(
      `<meta name="theme-color" content="${THEME_COLOR}" />`,
    );
  });

  it('names icons that exist at the sizes they claim, 192 and 512 px, and a maskable one', () => {
    for (const icon of webManifest.icons) {
      const side = Number(icon.sizes.split('x')[0]);
      expect(pngSize(bytes(`../../public${icon.src}`)), icon.src).toEqual([side, side]);
    }
    expect(webManifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(read('../../index.html')).toContain(
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180" />',
    );
    expect(pngSize(bytes('../../public/apple-touch-icon.png'))).toEqual([180, 180]);
  });

  it('opens as an app of its own, at the start of the app', () => {
    expect(webManifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' });
  });
});

describe('the service worker', () => {
  const isTheApp = (address: string) => !NOT_THE_APP.some((pattern) => pattern.test(address));

  it("answers the app's addresses with index.html, offline too", () => {
    for (const address of [
      '/',
      '/login',
      '/route/list',
      '/route/r14/job/j2?open=task',
      '/login?next=/route/r1.2',
      '/invitation?email=sam@example.com',
      '/webportal/signup/step2/abc',
    ])
      expect(isTheApp(address), address).toBe(true);
  });

  it('leaves the API, uploads and files to the server', () => {
    for (const address of [
      '/graphql',
      '/graphql?query=x',
      '/uploads/0f3a',
      `/shared/${'0f'.repeat(32)}/files/photo-1`,
      '/v1/image',
      '/config.json',
      '/sw.js',
      '/assets/missing-abc.js',
    ])
      expect(isTheApp(address), address).toBe(false);
  });

  it('stores only config.json at run time, network first; GraphQL answers and uploads never', () => {
    const routes = pwaOptions.workbox?.runtimeCaching ?? [];
    expect(routes).toHaveLength(1);
    const [config] = routes;
    expect(config?.handler).toBe('NetworkFirst');
    expect(config?.options?.cacheName).toBe(CONFIG_CACHE);
    const pattern = config?.urlPattern as RegExp;
    expect(pattern.test('/config.json')).toBe(true);
    for (const address of ['/graphql', '/uploads/0f3a', '/v1/image'])
      expect(pattern.test(address)).toBe(false);
    // config.json is not precached (a precached copy would be served before the network's).
    expect(pwaOptions.workbox?.globPatterns?.join()).not.toMatch(/json/);
  });

  it('stores config.json at install in the cache its route reads', () => {
    expect(pwaOptions.workbox?.importScripts).toEqual(['sw-config.js']);
    const script = read('../../public/sw-config.js');
    expect(script).toContain(`caches\n      .open('${CONFIG_CACHE}')`);
    expect(existsSync(fileURLToPath(new URL('../../public/config.json', import.meta.url)))).toBe(
      true,
    );
  });

  it('waits for the person before a new version takes over', () => {
    expect(pwaOptions.registerType).toBe('prompt');
    expect(pwaOptions.workbox?.skipWaiting).toBe(false);
    expect(pwaOptions.injectRegister).toBe(false);
    expect(pwaOptions.devOptions?.enabled).toBe(false);
  });
});
