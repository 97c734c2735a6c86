import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  APP_START_ID,
  deferAppStart,
  readReactRouterStart,
} from '../../../scripts/defer-app-start.mjs';
import { inlineScriptHashes } from './csp.ts';

// What React Router 7's prerender writes (trimmed to the parts the build step reads).
function reactRouterPage(route: string, routeFile: string): string {
  return [
    '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>',
    '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
    '<link rel="modulepreload" href="/assets/shop-3.js"/>',
    '<link rel="modulepreload" href="/assets/root-4.js"/>',
    `<link rel="modulepreload" href="${routeFile}"/>`,
    '<style id="lagune-css">body{margin:0}</style></head><body><main>Bonjour</main>',
    '<script>window.__reactRouterContext = {"ssr":false};</script>',
    '<script type="module" async="">import "/assets/manifest-1.js";\n',
    'import * as route0 from "/assets/root-4.js";\n',
    `import * as route1 from "${routeFile}";\n  \n`,
    `  window.__reactRouterRouteModules = {"root":route0,"${route}":route1};\n\n`,
    'import("/assets/entry.client-2.js");</script>',
    '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
  ].join('');
}

const home = reactRouterPage('routes/home', '/assets/home-5.js');
const product = reactRouterPage('routes/product', '/assets/product-6.js');

function description(html: string): unknown {
  const json = new RegExp(
    `<script type="application/json" id="${APP_START_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return json ? JSON.parse(json) : undefined;
}

describe('the app starts after the first paint (scripts/defer-app-start.mjs)', () => {
  it('reads what React Router loads first: preloads, manifest, route modules by id, entry', () => {
    expect(readReactRouterStart(home)).toEqual({
      preload: [
        '/assets/manifest-1.js',
        '/assets/entry.client-2.js',
        '/assets/shop-3.js',
        '/assets/root-4.js',
        '/assets/home-5.js',
      ],
      manifest: '/assets/manifest-1.js',
      routes: { root: '/assets/root-4.js', 'routes/home': '/assets/home-5.js' },
      entry: '/assets/entry.client-2.js',
    });
  });

  it('leaves no modulepreload and no module script: nothing of the app is fetched with the page', () => {
    const page = deferAppStart(home);
    expect(page).not.toMatch(/<link rel="modulepreload"/);
    expect(page).not.toMatch(/<script type="module"/);
    expect(description(page)).toEqual(readReactRouterStart(home));
    // The rest of the page is untouched: the prerendered content and the router's own scripts.
    expect(page).toContain('<main>Bonjour</main>');
    expect(page).toContain('window.__reactRouterContext = {"ssr":false};');
    expect(page).toContain('streamController.close()');
  });

  it('adds one loader, the same text on every page, which the pages’ CSP allows by hash', () => {
    const loaderOf = (html: string) =>
      [...html.matchAll(/<script>([^<]*PerformanceObserver[^<]*)<\/script>/g)].map((m) => m[1]);
    const [loader] = loaderOf(deferAppStart(home));
    expect(loaderOf(deferAppStart(home))).toHaveLength(1);
    expect(loaderOf(deferAppStart(product))).toEqual([loader]);
    const hash = `'sha256-${createHash('sha256')
      .update(loader ?? '')
      .digest('base64')}'`;
    expect(inlineScriptHashes(deferAppStart(home))).toContain(hash);
  });

  it('is idempotent and leaves a page without React Router’s start as it was', () => {
    const once = deferAppStart(home);
    expect(deferAppStart(once)).toBe(once);
    const plain = '<!DOCTYPE html><html><body><p>Hors ligne</p></body></html>';
    expect(deferAppStart(plain)).toBe(plain);
  });

  it('refuses a start it does not understand instead of writing a page that never hydrates', () => {
    const changed = home.replace('window.__reactRouterRouteModules', 'window.__otherModules');
    expect(() => deferAppStart(changed)).toThrow(/amorce React Router inattendue/);
  });
});
