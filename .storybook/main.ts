import type { StorybookConfig } from '@storybook/react-vite';
import relay from 'vite-plugin-relay';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/app/src/**/*.stories.@(ts|tsx)',
  ],
  // Local images for deterministic stories, served at the root ('/photo.jpg').
  staticDirs: ['./public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/react-vite',
    options: {},
  },
  typescript: {
    // Not react-docgen-typescript: it breaks on TypeScript 7, and this keeps a move one line.
    reactDocgen: 'react-docgen',
  },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig, { configType }) => {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // The app's stories use Relay: babel-plugin-relay turns `graphql` tags into imports of
      // their generated artifacts. It only touches files that contain a graphql tag.
      plugins: [relay],
      // As in packages/app/vite.config.ts: CSS modules that compose from other files go through
      // Lightning CSS, without PostCSS's warning about a missing `from`.
      css: { transformer: 'lightningcss' },
      // `storybook build`: a documentation site, so its big chunks are expected; Radix's
      // "use client" directives mean nothing outside React Server Components.
      ...(configType === 'PRODUCTION' && {
        build: {
          chunkSizeWarningLimit: 2048,
          reportCompressedSize: false,
          rolldownOptions: { checks: { moduleLevelDirective: false, pluginTimings: false } },
        },
      }),
    });
  },
};

export default config;
