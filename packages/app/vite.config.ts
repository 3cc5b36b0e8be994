import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { VitePWA } from 'vite-plugin-pwa';
import { securityHeaders, type HeaderConfig } from './src/config/securityHeaders.ts';
import { pwaOptions } from './src/pwa/pwaOptions.ts';

/** The mock server the dev server and `vite preview` forward API calls to (same origin for the app). */
const mockServer = process.env.ROUTEBOOK_MOCK_SERVER ?? 'http://127.0.0.1:4000';
const proxy = {
  '/graphql': mockServer,
  '/v1/image': mockServer,
  '/uploads': mockServer,
  '/shared': mockServer,
};

/**
 * The config.json a server hands the app (the build's copy for preview, public/ for dev): the
 * policy's connect-src and img-src name its endpoints and img-src its map tiles' origin. Missing
 * or unreadable: the defaults.
 */
function servedConfig(file: string): HeaderConfig {
  let raw: unknown = null;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // The app then runs on its defaults, same-origin paths unless baked in at build time.
  }
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    graphqlEndpoint: text(given.graphqlEndpoint) ?? process.env.VITE_GRAPHQL_ENDPOINT,
    imageUploadUrl: text(given.imageUploadUrl) ?? process.env.VITE_IMAGE_UPLOAD_URL,
    uploadUrl: text(given.uploadUrl),
    botCheckSiteKey: text(given.botCheckSiteKey) ?? null,
    mapTiles: given.mapTiles,
  };
}

const sendHeaders =
  (headers: Record<string, string>): Connect.NextHandleFunction =>
  (_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };

/**
 * The security headers (src/config/securityHeaders.ts) on every answer of `vite preview` and of
 * the dev server; the dev server's policy allows its inline React Refresh preamble.
 */
const securityHeadersPlugin: Plugin = {
  name: 'routebook:security-headers',
  configureServer(server) {
    const config = servedConfig(join(server.config.publicDir, 'config.json'));
    server.middlewares.use(sendHeaders(securityHeaders(config, { dev: true })));
  },
  configurePreviewServer(server) {
    const outDir = resolve(server.config.root, server.config.build.outDir);
    server.middlewares.use(sendHeaders(securityHeaders(servedConfig(join(outDir, 'config.json')))));
  },
};

export default defineConfig({
  // The manifest and the service worker (src/pwa/pwaOptions.ts), written by `vite build` only.
  plugins: [react(), relay, securityHeadersPlugin, VitePWA(pwaOptions)],
  // CSS modules compose classes from other files (`composes: x from './y.module.css'`). Vite's
  // PostCSS path pastes those files in without their names (postcss-modules), so every build
  // warned that a plugin "did not pass the `from` option"; Lightning CSS reads them as files.
  css: { transformer: 'lightningcss' },
  // 'react-relay/hooks' is CommonJS that requires every hook: the build takes the ones the app uses
  // from their own modules instead (src/relay/reactRelayHooks.ts), 5 KiB less in the first scripts.
  resolve: {
    alias: [
      {
        find: /^react-relay\/hooks$/,
        replacement: fileURLToPath(new URL('./src/relay/reactRelayHooks.ts', import.meta.url)),
      },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    target: 'es2022',
    // Maps are written for error reports but not linked from the bundles users download.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // What the first page fetches: the entry, `vendor`, `app`, `core` and the page's own chunk
        // (12 to 14 files before, for /login and /route/list). Code only some pages or
        // moments need stays out of them: `overlays` loads with the first modal or toast, the
        // editor (Lexical) with the first editor, the sanitizer (DOMPurify) with the first rich
        // text. The size journey (e2e/bundleSize.e2e.ts) holds the budgets.
        codeSplitting: {
          groups: [
            // Libraries the app starts with (React, the router, Relay): they change less often
            // than the app, so browsers keep them across releases. Vite's preload helper too.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/]|^\0vite[\\/]/,
              tags: ['$initial'],
            },
            // The app's start-up code: routes, loaders and the page query artifacts they preload,
            // the shell, the Relay environment and network, the session. One chunk instead of a
            // dozen tiny ones shared with pages; the entry itself stays (index.html, main.tsx).
            {
              name: 'app',
              test: (id) => !/\.html$|[\\/]src[\\/]main\.tsx$/.test(id),
              tags: ['$initial'],
            },
            // The library's primitives and the schema package's rules that every page's forms
            // use, the login page first; bigger rules (rich text, customer search and import) stay
            // with the pages that use them.
            {
              name: 'core',
              test: /packages[\\/]schema[\\/]src[\\/]rules[\\/](validation|customerFields|nameOrder|users|jobs|ordering)\b|packages[\\/]ui[\\/]src[\\/](Button|Field|TextField|LoadingOverlay|SelectField|modals[\\/](useOnOpen|saveError|FormModal)|Modal[\\/]Modal\.tsx)/,
            },
            // Radix Dialog and Radix Toast with what they share: one chunk, loaded when the first
            // modal opens or the first toast shows (Modal.tsx, Toast.tsx), not up front.
            {
              name: 'overlays',
              test: /[\\/]node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce)[\\/]|ui[\\/]src[\\/](Modal[\\/]ModalDialog|Toast[\\/]ToastViewport)\.tsx/,
            },
          ],
        },
      },
    },
  },
});
