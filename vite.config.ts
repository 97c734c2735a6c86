import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { readShopSettings } from './src/shared/config/shop-settings-env.ts';
import type { ShopSettings } from './src/shared/config/shop-settings.ts';
import { searchIndexPlugin } from './scripts/vite-search-index.ts';

/**
 * The shop settings (name, Wave and WhatsApp numbers, e-mail, phone) from the same environment
 * variables and rules as the server: a bad value stops the build with the same French message.
 */
function shopSettingsFromEnv(): ShopSettings {
  const read = readShopSettings(process.env);
  if ('problems' in read) throw new Error(`Configuration invalide: ${read.problems.join(' ; ')}`);
  return read.settings;
}

/**
 * Writes the settings the pages were built with beside the client build (not served), so the
 * server can refuse to serve pages that show another Wave number than the one it charges to.
 */
function recordShopSettings(settings: ShopSettings): Plugin {
  return {
    name: 'lagune-shop-settings',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir || path.basename(options.dir) !== 'client') return;
      mkdirSync(options.dir, { recursive: true });
      writeFileSync(
        path.join(options.dir, '..', 'shop-settings.json'),
        `${JSON.stringify(settings, null, 2)}\n`,
      );
    },
  };
}

const shopSettings = shopSettingsFromEnv();

const SHOP_SHELL = [
  ...[
    'shop-layout',
    'site-header',
    'announcement-bar',
    'logo.',
    'nav-links',
    'lazy-toaster',
    'error-page',
    'cart-badge',
  ].map((m) => `/src/web/components/layout/${m}`),
  ...['icons.', 'link-button.', 'button.', 'button-variants.'].map(
    (m) => `/src/web/components/ui/${m}`,
  ),
  '/src/web/components/favourite-button.',
  // The cart store, its hook and the add-to-cart actions (the header badge and every card use them).
  '/src/web/lib/cart/',
  '/src/web/features/products/limited-edition-promo.',
  ...[
    'product-card.',
    'product-grid.',
    'price.',
    'product-badges.',
    'category-grid.',
    'category-tile.',
    'category-icons.',
    'looks.',
  ].map((m) => `/src/web/features/products/${m}`),
  // The root route's code (document, error page): every page runs it.
  '/src/web/root.',
  '/src/web/lib/toast.',
  '/src/web/lib/seo.',
  '/src/shared/config/shop.',
  '/src/shared/format/money.',
  '/node_modules/clsx/',
  '/node_modules/class-variance-authority/',
];

/**
 * The browser bundle runs on Preact (preact/compat) instead of React: react-dom's client renderer
 * alone was ~60 KB gzip of the ~120 KB every page loaded. The prerender build keeps React, so the
 * HTML is React's; Preact hydrates it. ADR 0090 says what was checked.
 */
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** What the app's modules read from import.meta.env, for every build of them (vite.search.config.ts too). */
export const APP_DEFINE = {
  // Canonical and Open Graph URLs are written into the prerendered HTML at build time.
  'import.meta.env.PUBLIC_URL': JSON.stringify(process.env.PUBLIC_URL ?? 'http://localhost:3000'),
  // Contact and payment details shown by the pages, the same the server uses (one source).
  'import.meta.env.SHOP_SETTINGS': JSON.stringify(shopSettings),
};

/** The import aliases of src/web and src/shared (tsconfig.json's paths). */
export const APP_ALIAS = [
  { find: '~', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
  { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  define: APP_DEFINE,
  plugins: [searchIndexPlugin(), tailwindcss(), reactRouter(), recordShopSettings(shopSettings)],
  resolve: {
    alias: [
      ...APP_ALIAS,
      // react-router's package exports always point at its development build (remix-run/react-router
      // #12437, #14102): dev-only warnings and checks, ~0.6 KB gzip more on every page. The browser
      // bundle takes the production build instead; every import of react-router in it goes through
      // this alias, so there is still one copy. The prerender (SSR) build keeps the default.
      ...(command === 'build' && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
      ...(command === 'build' && !isSsrBuild ? PREACT_FOR_REACT : []),
    ],
  },
  build: {
    // PROFILE_BUILD=1 npm run build: readable bundles, for CPU profiles of the hydration (ADR 0093).
    minify: process.env.PROFILE_BUILD ? false : undefined,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The renderer and the router, apart from the shop's own code: the page's start
              // evaluates each chunk in a task of its own (ADR 0093), and evaluating them together
              // was one of the longest tasks of a page's load on a slow phone.
              name: 'vendor',
              test: /\/node_modules\/(preact|react-router|turbo-stream|cookie|set-cookie-parser)\//,
              priority: 2,
            },
            {
              // Modules every shop page loads first (layout, cart badge, product cards, small
              // helpers) go into one chunk with the renderer instead of a dozen tiny ones: fewer
              // requests competing at start, within the 100 KB gzip JavaScript budget (DESIGN §7).
              name: 'shop',
              test: (id: string) => SHOP_SHELL.some((path) => id.includes(path)),
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
