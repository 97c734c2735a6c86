// Starts each prerendered page's JavaScript after its first contentful paint (ADR 0093).
//
// React Router writes into every page a set of <link rel="modulepreload"> (hoisted into <head>)
// and an inline module script that imports the route modules and then the browser entry. The
// browser fetches all of them with the HTML and runs them as soon as the HTML is parsed, often
// before the first paint: on a slow link they share the bandwidth with the page and its hero
// picture, and on a slow phone hydrating holds the first paint back. This step replaces them with
// a JSON description of the same files and one small classic script that, once the browser reports
// the first contentful paint, adds the same modulepreloads, imports the same modules in the same
// order and sets the same global as React Router's script. The prerendered HTML is otherwise
// untouched, and a page without JavaScript is exactly what it was.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const APP_START_ID = 'lagune-app-start';

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import "([^"]+)";\s*$/m;
const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;
const ROUTE_MODULES = /window\.__reactRouterRouteModules = (\{[^;]*\});/;
const ENTRY_IMPORT = /\bimport\("([^"]+)"\);/;

// The page's start, written into every page as a classic script (a module script would be fetched
// and run like the one it replaces): the same text on every page, so one CSP hash covers it. Once
// PerformanceObserver reports the first contentful paint (or after the next frame without paint
// timing), it adds React Router's modulepreloads, evaluates the shared chunks one per task (the
// renderer and router first: evaluated together they made one of the load's longest tasks), then
// does what React Router's module script did: the manifest, the route modules into
// window.__reactRouterRouteModules, the entry. A chunk that fails to load does not stop the others;
// the entry then reports the failure as it would have.
function appStart(id) {
  // A tap on a button marked data-tap-later before the app is hydrated is kept (the button is
  // marked data-tapped-early, which the stylesheet dims) and replayed once hydrated
  // (src/web/lib/early-tap.ts): on a slow phone, 'Ajouter au panier' tapped early is not lost.
  document.addEventListener(
    'click',
    (event) => {
      if (document.documentElement.hasAttribute('data-hydrated')) return;
      const button = event.target instanceof Element && event.target.closest('[data-tap-later]');
      if (!button) return;
      for (const other of document.querySelectorAll('[data-tapped-early]'))
        other.removeAttribute('data-tapped-early');
      button.setAttribute('data-tapped-early', '');
    },
    true,
  );
  const d = JSON.parse(document.getElementById(id).textContent);
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (const href of d.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    const chunks = d.preload.filter((href) => href !== d.entry && href !== d.manifest);
    const ids = Object.keys(d.routes);
    const next = () => {
      const chunk = chunks.shift();
      if (chunk) {
        const later = () => setTimeout(next, 0);
        import(chunk).then(later, later);
        return;
      }
      import(d.manifest)
        .then(() => Promise.all(ids.map((route) => import(d.routes[route]))))
        .then((modules) => {
          const routeModules = {};
          ids.forEach((route, i) => (routeModules[route] = modules[i]));
          window.__reactRouterRouteModules = routeModules;
          return import(d.entry);
        });
    };
    next();
  }
  const later = () => setTimeout(start, 0);
  const Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.includes('paint')) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        later();
      }
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(later);
}

const LOADER = `(${appStart.toString()})(${JSON.stringify(APP_START_ID)});`;

/**
 * @typedef {{ preload: string[], manifest: string, routes: Record<string, string>, entry: string }} AppStart
 */

/**
 * Reads what React Router's bootstrap loads. Returns null for a page without one.
 * @param {string} html
 * @returns {AppStart | null}
 */
export function readReactRouterStart(html) {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const code = script[1] ?? '';
  const manifest = STATIC_IMPORT.exec(code)?.[1];
  const entry = ENTRY_IMPORT.exec(code)?.[1];
  const moduleIds = ROUTE_MODULES.exec(code)?.[1];
  if (!manifest || !entry || !moduleIds)
    throw new Error(`amorce React Router inattendue : ${code.slice(0, 200)}`);
  const urlOf = Object.fromEntries(
    [...code.matchAll(ROUTE_IMPORT)].map(([, name, url]) => [name, url]),
  );
  /** @type {Record<string, string>} */
  const routes = {};
  for (const [id, name] of Object.entries(parseModuleMap(moduleIds))) {
    const url = urlOf[name];
    if (!url) throw new Error(`module de route sans import : ${id}`);
    routes[id] = url;
  }
  const preload = [...html.matchAll(MODULEPRELOAD)].map(([, href]) => href ?? '');
  return { preload, manifest, routes, entry };
}

/** `{"root":route0,"routes/home":route2}` → { root: 'route0', 'routes/home': 'route2' } */
function parseModuleMap(text) {
  return JSON.parse(text.replace(/:(route\d+)/g, ':"$1"'));
}

/**
 * The page with React Router's modulepreloads and module script replaced by the deferred start.
 * @param {string} html
 */
export function deferAppStart(html) {
  const start = readReactRouterStart(html);
  if (!start) return html;
  const description = JSON.stringify(start).replace(/</g, '\\u003c');
  return html
    .replace(MODULEPRELOAD, '')
    .replace(
      MODULE_SCRIPT,
      () =>
        `<script type="application/json" id="${APP_START_ID}">${description}</script><script>${LOADER}</script>`,
    );
}

/** Every .html file under a folder. */
function htmlFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const file = join(folder, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

/** Rewrites every prerendered page of a client build folder; returns how many changed. */
export function deferAppStartIn(clientDir) {
  let changed = 0;
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8');
    const deferred = deferAppStart(html);
    if (deferred === html) continue;
    writeFileSync(file, deferred);
    changed += 1;
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage : node scripts/defer-app-start.mjs <build>/client');
    process.exit(2);
  }
  console.log(`${deferAppStartIn(folder)} page(s) : JavaScript démarré après le premier affichage`);
}
