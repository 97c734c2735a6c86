import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { fontSubsetPlugin } from './scripts/vite-font-subset.ts';
import { FRAMEWORK_CHUNK } from './src/web/service-worker/kept-copy.ts';

/** The import aliases of src/web and src/shared (tsconfig.json's paths). */
export const APP_ALIAS = [
  { find: '~', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
  { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
];

/**
 * In `npm run dev`, Vite serves public/ itself (src/server/dev/vite-build.ts): the art's versioned
 * URLs (`/generated/<version>/…`, which the shop's server maps to the build's generated/, ADR
 * 0091) are mapped the same way here.
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

/** The shop's own code (not node_modules), which the chunk groups below take from. */
const SHOP_SOURCE = /\/src\/(web|shared)\//;

/**
 * The storefront's frame: the browser entry, the root and the shop layout, with the shop's own
 * modules (src/, not node_modules) they import statically — the header, the cart store, the toasts,
 * the error page… Every storefront page loads all of them before its own; left to the default split,
 * they are a dozen files of 0.2–1 KB, and each file costs a phone's main thread ~10 ms to request
 * and take in (ADR 0151). The root and shop layout route modules join it too (their own files
 * become a line that points to it): one gzip stream, no import lines between them (ADR 0226). Found from the module graph once it is built, so a module the frame stops
 * importing, or a lazy one, never lands in it. The other route modules keep their own files.
 */
// Not in the frame: its top-level code starts hydration, which must wait for the page's module
// script to have set React Router's globals after importing the route modules.
const ENTRY = '/src/web/entry.client.tsx';

function storefrontFrame() {
  const roots = [ENTRY, '/src/web/root.tsx', '/src/web/components/layout/shop-layout.tsx'];
  const isRoot = (id: string) => roots.some((root) => id.endsWith(root));
  const frame = new Set<string>();
  const plugin: Plugin = {
    name: 'lagune-storefront-frame',
    buildEnd() {
      frame.clear();
      const pending = [...this.getModuleIds()].filter(isRoot);
      const seen = new Set<string>();
      while (pending.length) {
        const id = pending.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        if (SHOP_SOURCE.test(id) && !id.endsWith(ENTRY)) frame.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id: string) => frame.has(id) };
}
const frame = storefrontFrame();

// React in the browser as on the server and in the tests, with React Router's own start and
// chunking (ADR 0096): nothing here rewrites what the framework builds.
export default defineConfig({
  plugins: [versionedArtInDev(), fontSubsetPlugin(), tailwindcss(), reactRouter(), frame.plugin],
  // Dependencies that pages load lazily, optimised at the dev server's start: found later, Vite
  // would re-bundle React with them while a page runs (two Reacts: "Invalid hook call").
  optimizeDeps: {
    include: [
      'lucide-react',
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
          // gzip less on each page's first load (ADR 0096). The worker keeps this file's hint in the
          // pages it keeps, and only this one (ADR 0152).
          groups: [
            {
              name: FRAMEWORK_CHUNK,
              test: /\/node_modules\/(react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)\//,
            },
            {
              // With the frame: the live stock (lib/cart/live-stock.ts), which every page showing
              // a product or the cart loads, one file less on each (ADR 0215).
              name: 'storefront',
              test: (id) => frame.test(id) || id.endsWith('/src/web/lib/cart/live-stock.ts'),
            },
            {
              // The shop's own small modules that nearly every page and lazy part imports (buttons,
              // prices, settings, SEO tags…): one file instead of a dozen of 0.1–0.8 KB. Each
              // request costs the phone a round trip on HTTP/1.1 and its main thread a few
              // milliseconds, and each file its import lines. At 20, 7 fewer files and 0.6–1.0 KB
              // gzip less per storefront page (ADR 0150); at 17 or less the group reaches modules
              // that bring zod and lucide into every page (+25 KB, caught by bundle-size --check).
              name: 'shell',
              test: (id) => SHOP_SOURCE.test(id) || id.includes('/node_modules/clsx/'),
              minShareCount: 20,
            },
          ],
        },
      },
    },
  },
});
