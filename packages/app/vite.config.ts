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
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The router preloads every page's query by its artifact: one chunk, not one per page.
          groups: [{ name: 'page-queries', test: /__generated__[\\/]\w+PageQuery\.graphql/ }],
        },
      },
    },
  },
});
