import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/schema/src/**/*.test.ts',
            'packages/mock-server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 20_000,
          // graphql has no `exports` map: vite picks its .mjs for our code while Node loads the
          // CJS one for externalized @graphql-tools, and two copies of graphql refuse each
          // other's schemas. Transforming @graphql-tools and graphql-yoga here keeps one copy.
          server: { deps: { inline: [/@graphql-tools/, /graphql-yoga/, /@graphql-yoga/] } },
        },
      },
      // The `browser` project goes here (Storybook issue): every story of packages/ui and
      // packages/app runs as a test through @storybook/addon-vitest's `storybookTest()` plugin
      // in vitest browser mode, provider @vitest/browser-playwright launching Debian's Chromium
      // (`/usr/bin/chromium`, overridable with CHROMIUM_PATH). Component tests
      // (packages/{ui,app}/src/**/*.test.tsx) belong to that project too.
    ],
  },
});
