import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { searchIndexPlugin } from './scripts/vite-search-index.ts';

/** The import aliases of src/web and src/shared (tsconfig.json's paths). */
export const APP_ALIAS = [
  { find: '~', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
  { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
];

/**
 * `npm run dev` serves public/ itself: the art's versioned URLs (`/generated/<version>/…`, which
 * the shop's server maps to public/generated/, ADR 0091) are mapped the same way here.
 */
function versionedArtInDev(): Plugin {
  return {
    name: 'lagune-versioned-art',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url)
          request.url = request.url.replace(/^\/generated\/[0-9a-f]{10}\//, '/generated/');
        next();
      });
    },
  };
}

// React in the browser as on the server and in the tests, with React Router's own start and
// chunking (ADR 0096): nothing here rewrites what the framework builds.
export default defineConfig({
  plugins: [versionedArtInDev(), searchIndexPlugin(), tailwindcss(), reactRouter()],
  // Dependencies that pages load lazily, optimised at the dev server's start: found later, Vite
  // would re-bundle React with them while a page runs (two Reacts: "Invalid hook call").
  optimizeDeps: {
    include: [
      'lucide-react',
      'sonner',
      'input-otp',
      'qrcode',
      '@tanstack/react-query',
      'minisearch',
      'zod',
      'clsx',
      'class-variance-authority',
      'tailwind-merge',
    ],
  },
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
