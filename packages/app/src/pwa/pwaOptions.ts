/**
 * The installable app: the web app manifest and the service worker that
 * vite-plugin-pwa (Workbox's generateSW) writes into the build, as plain data: vite.config.ts
 * loads this in Node, before Vite, and the unit tests read the same values.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { CACHE_ID, CONFIG_CACHE } from './cacheNames.ts';

/**
 * The theme colour: the design tokens' --color-accent-emphasis (packages/ui/src/tokens.css), the
 * blue of the app's buttons; the background of the splash screen is --color-bg.
 */
export const THEME_COLOR = '#0969da';
export const BACKGROUND_COLOR = '#ffffff';

export const webManifest = {
  id: '/',
  name: 'Routebook',
  short_name: 'Routebook',
  description: 'Routes and jobs for field-service companies.',
  lang: 'en',
  // The index sends a person to their routes, or to the login.
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  // Drawn from public/favicon.svg by scripts/generate-icons.mjs.
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
} satisfies VitePWAOptions['manifest'];

/**
 * Addresses a navigation must reach the server for, never the app's index.html: the API,
 * uploaded files and a shared report's images (opened in a tab of their own), and any path whose
 * last segment has a dot (config.json, a file). Workbox tests these against the path and the query.
 */
export const NOT_THE_APP: RegExp[] = [
  /^\/(graphql|uploads|shared|v1\/image)(\/|\?|$)/,
  /^[^?]*\/[^/?]*\.[^/?]*(\?|$)/,
];

export const pwaOptions: Partial<VitePWAOptions> = {
  // The app registers the worker itself, once the first page is idle (src/pwa/serviceWorker.ts):
  // no registration script in index.html, no workbox-window on the first page.
  injectRegister: false,
  // A new version waits until the person says Reload (the worker listens for SKIP_WAITING).
  registerType: 'prompt',
  manifest: webManifest,
  // The manifest's icons are added to the precache by the plugin; these are the other files.
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  // `npm start` (the dev server) has no worker: Vite's module graph and HMR stay as they are.
  devOptions: { enabled: false },
  workbox: {
    cacheId: CACHE_ID,
    // The app shell and every chunk of the build, lazy pages included, with their styles, fonts
    // and icons: after one visit the app starts without the network. Source maps and config.json
    // are not in it.
    globPatterns: ['**/*.{html,js,css,woff,woff2,svg,png,ico,webmanifest}'],
    globIgnores: ['**/node_modules/**/*', 'sw-config.js'],
    // Stores config.json at install (public/sw-config.js): the first visit's page fetched it
    // before the worker ran, and the app must start offline with the team's own.
    importScripts: ['sw-config.js'],
    // Chunks are named by their content hash: stored as they are, no revision query.
    dontCacheBustURLsMatching: /^assets\//,
    // Every address of the app (react-router's) answers with index.html, offline too.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: NOT_THE_APP,
    // The first visit is served by the worker as soon as it is installed (nothing to replace);
    // a later version only on the person's word (registerType 'prompt', no skipWaiting).
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    // As the bundles: no map linked from what users download.
    sourcemap: false,
    // Only config.json is cached at run time, network first: a team that points the app at its
    // own backend gets the new file at the next start; the copy serves only without a network.
    // GraphQL answers (POSTs), uploads and image uploads are never stored by the worker: no
    // route matches them, so the browser fetches them as if there were no worker.
    runtimeCaching: [
      {
        urlPattern: /\/config\.json$/,
        handler: 'NetworkFirst',
        // Past 5 s without an answer (a weak signal), the stored copy; the network's answer is
        // still stored for the next start.
        options: { cacheName: CONFIG_CACHE, networkTimeoutSeconds: 5 },
      },
    ],
  },
};
