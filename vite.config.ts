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

// Never in a group: its top-level code starts hydration, which must wait for the page's module
// script to have set React Router's globals after importing the route modules.
const ENTRY = '/src/web/entry.client.tsx';

/**
 * The shop's own modules (src/, not node_modules) that `roots` import statically, found from the
 * module graph once it is built: a module they stop importing, or a lazy one, never lands in the
 * group. One file per group instead of a dozen of 0.1–1 KB: each file costs a phone a request
 * (six at a time on HTTP/1.1) and its main thread ~10 ms to take in (ADR 0151).
 */
function staticClosure(name: string, roots: string[]) {
  const isRoot = (id: string) => roots.some((root) => id.endsWith(root));
  const group = new Set<string>();
  const plugin: Plugin = {
    name: `lagune-${name}`,
    buildEnd() {
      group.clear();
      const pending = [...this.getModuleIds()].filter(isRoot);
      const seen = new Set<string>();
      while (pending.length) {
        const id = pending.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        if (SHOP_SOURCE.test(id) && !id.endsWith(ENTRY)) group.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id: string) => group.has(id) };
}

/**
 * The storefront's frame: the browser entry, the root and the shop layout, with what they import —
 * the header, the cart store, the toasts, the error page… Every storefront page loads all of it
 * before its own. The root and shop layout route modules join it too (their own files become a
 * line that points to it): one gzip stream, no import lines between them (ADR 0226). The other
 * route modules keep their own files.
 */
const frame = staticClosure('storefront-frame', [
  ENTRY,
  '/src/web/root.tsx',
  '/src/web/components/layout/shop-layout.tsx',
]);
/**
 * The catalogue: the product grid and its card (picture, price, badges, favourite, quick add) and
 * the not-found fallback that the product and category pages hold: what the home, product,
 * category, search and favourites pages show, in one file instead of eight (ADR 0240).
 */
const catalogue = staticClosure('catalogue', [
  '/src/web/features/products/product-grid.tsx',
  '/src/web/components/layout/lazy-not-found.tsx',
]);

// React in the browser as on the server and in the tests, with React Router's own start and
// chunking (ADR 0096): nothing here rewrites what the framework builds.
export default defineConfig({
  plugins: [
    versionedArtInDev(),
    fontSubsetPlugin(),
    tailwindcss(),
    reactRouter(),
    frame.plugin,
    catalogue.plugin,
  ],
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
            {
              // After the two above: what the frame or nearly every page already loads stays there.
              name: 'catalogue',
              test: (id) => catalogue.test(id),
            },
          ],
        },
      },
    },
  },
});
