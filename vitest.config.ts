import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import relay from 'vite-plugin-relay';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './packages/app/e2e/chromium.ts';

const root = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // App modules with graphql`` tags (the outbox's mutations) are compiled as the app is.
        plugins: [relay],
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/schema/src/**/*.test.ts',
            'packages/optimizer/src/**/*.test.ts',
            'packages/mock-server/src/**/*.test.ts',
            'packages/conformance/src/**/*.test.ts',
            'packages/app/src/**/*.test.ts',
            'packages/ui/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 60_000,
          // graphql has no `exports` map: vite picks its .mjs for our code while Node loads the
          // CJS one for externalized @graphql-tools, and two copies of graphql refuse each
          // other's schemas. Transforming @graphql-tools and graphql-yoga here keeps one copy.
          server: { deps: { inline: [/@graphql-tools/, /graphql-yoga/, /@graphql-yoga/] } },
        },
      },
      // Every story of packages/ui and packages/app (the globs in .storybook/main.ts) runs as a
      // test in Debian's Chromium: render, play function, then the axe check (a11y.test 'error').
      {
        plugins: [storybookTest({ configDir: join(root, '.storybook') })],
        test: {
          name: 'storybook',
          // Bounds a hang, not a speed: a story waits for behaviour (asyncUtilTimeout in preview.ts).
          testTimeout: 120_000,
          globalSetup: ['packages/app/e2e/chromiumSetup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Nothing may download a browser: use the system one.
              launchOptions: {
                executablePath: CHROMIUM_PATH,
                args: CHROMIUM_ARGS,
              },
              // Dates show in the device's locale (packages/ui/src/dateTime.ts): stories pin one.
              contextOptions: { locale: 'en-US' },
            }),
            instances: [{ browser: 'chromium' }],
            // Field staff use phones. The addon resizes the page per story from the `viewport`
            // global (preview.ts starts every story at 'phone', 375 px); this is the fallback.
            viewport: { width: 375, height: 812 },
          },
        },
      },
      // The static Storybook as a person opens it: every story and docs page in Chromium through
      // the preview's channel, with the docs decorators and a11y addon (globalSetup builds it).
      {
        test: {
          name: 'storybook-ui',
          environment: 'node',
          include: ['.storybook/test/**/*.test.ts'],
          globalSetup: ['.storybook/test/globalSetup.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      // End-to-end journeys against the production build: globalSetup runs relay-compiler and
      // `vite build` of packages/app once; each file starts its own mock server, serves
      // packages/app/dist with `vite preview` and drives Debian's Chromium at 375 px.
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['packages/app/e2e/**/*.e2e.ts'],
          globalSetup: ['packages/app/e2e/globalSetup.ts'],
          // Bound a hang, not a speed (STEP_TIMEOUT_MS in e2e/harness.ts bounds one wait).
          testTimeout: 240_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 60_000 } },
          // One browser and one app server at a time (2 cores).
          fileParallelism: false,
          // The mock server runs in the test process: one copy of graphql (see `node`).
          server: { deps: { inline: [/@graphql-tools/, /graphql-yoga/, /@graphql-yoga/] } },
        },
      },
    ],
  },
});
