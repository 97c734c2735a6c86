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

// Classic script (not a module: a module script would be fetched and run like the one it replaces).
// Same text on every page, so one CSP hash covers it. PerformanceObserver 'paint' reports the first
// contentful paint after it is shown; a browser without it starts after the next frame instead.
const LOADER = `(function(){var d=JSON.parse(document.getElementById(${JSON.stringify(APP_START_ID)}).textContent),s=false;function start(){if(s)return;s=true;d.preload.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var ids=Object.keys(d.routes);import(d.manifest).then(function(){return Promise.all(ids.map(function(id){return import(d.routes[id])}))}).then(function(m){var r={};ids.forEach(function(id,i){r[id]=m[i]});window.__reactRouterRouteModules=r;return import(d.entry)})}function later(){setTimeout(start,0)}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true})}else requestAnimationFrame(later)})();`;

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
