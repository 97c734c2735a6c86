import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { searchIndexPlugin } from './scripts/vite-search-index.ts';

/** The import aliases of src/web and src/shared (tsconfig.json's paths). */
export const APP_ALIAS = [
  { find: '~', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
  { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
];

// React in the browser as on the server and in the tests, with React Router's own start and
// chunking (ADR 0096): nothing here rewrites what the framework builds.
export default defineConfig({
  plugins: [searchIndexPlugin(), tailwindcss(), reactRouter()],
  resolve: { alias: APP_ALIAS },
  build: {
    // PROFILE_BUILD=1 npm run build: readable bundles, for CPU profiles of the hydration.
    minify: process.env.PROFILE_BUILD ? false : undefined,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page loads React, React DOM and React Router: one file for them (and what they
          // import) rather than the several the default split makes: fewer requests, and ~2 KB
          // gzip less on each page's first load (ADR 0096).
          groups: [
            {
              name: 'framework',
              test: /\/node_modules\/(react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)\//,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
