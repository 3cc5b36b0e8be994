import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

/** The mock server the dev server and `vite preview` forward API calls to (same origin for the app). */
const mockServer = process.env.ROUTEBOOK_MOCK_SERVER ?? 'http://127.0.0.1:4000';
const proxy = {
  '/graphql': mockServer,
  '/v1/image': mockServer,
  '/uploads': mockServer,
};

export default defineConfig({
  plugins: [react(), relay],
  // CSS modules compose classes from other files (`composes: x from './y.module.css'`). Vite's
  // PostCSS path pastes those files in without their names (postcss-modules), so every build
  // warned that a plugin "did not pass the `from` option"; Lightning CSS reads them as files.
  css: { transformer: 'lightningcss' },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    target: 'es2022',
    // Maps are written for error reports but not linked from the bundles users download.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The router preloads every page's query by its artifact, and its loaders use a few
            // small page helpers (deep links, periods, invitations); the network reports upload
            // progress. All are needed before the first page: one chunk, not one each.
            {
              name: 'routing',
              test: /__generated__[\\/]\w+PageQuery\.graphql|pages[\\/]\w+[\\/](deepLink|week|deviceTime|reportRange|invitation)\.ts|relay[\\/](uploadProgress|fetchAnswer|environment)\.ts|routing[\\/]links\.tsx/,
            },
            {
              // The schema package's rules and the library's smallest primitives: every page
              // uses them, the login page first. One chunk instead of a dozen tiny ones.
              name: 'core',
              test: /packages[\\/]schema[\\/]src[\\/]rules|packages[\\/]ui[\\/]src[\\/](Button|Field|TextField|Toast|LoadingOverlay|modals[\\/]useOnOpen)[\\/.]/,
            },
          ],
        },
      },
    },
  },
});
