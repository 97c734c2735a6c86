// Initial JS and CSS a page makes the browser download, gzipped at level 9, against the budget:
// JS ≤ 130 KB gzip (React 19 + React Router 8), CSS ≤ 20 KB gzip, stylesheets written inside the
// page (<style>, ADR 0092) included. Pages are rendered by the build's own server handler, as the
// server sends them. As a bench it reports and exits 0; with `--check` (what
// `npm test` runs after the build) it exits 1 when a page is over budget, so growth cannot land unseen.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { products } from '../src/shared/catalogue/products.ts';
import { pageRenderer } from './support/render-page.ts';

const BUDGET_JS_KB = 130;
const BUDGET_CSS_KB = 20;

const buildDir = resolve(process.env.BUILD_DIR || 'build');
const clientDir = join(buildDir, 'client');

interface PageWeight {
  path: string;
  js: Map<string, number>;
  css: Map<string, number>;
  inlineJs: number;
  inlineCss: number;
}

const gzCache = new Map<string, number>();
function gzipKb(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length / 1024;
    gzCache.set(file, size);
  }
  return size;
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** A script the browser runs: no type, a JavaScript MIME type or a module. */
function isJavaScript(type: string | undefined): boolean {
  return !type || type === 'module' || /^(text|application)\/(java|ecma)script$/i.test(type);
}

/**
 * Files named by <script src>, <link rel=modulepreload>, imports of inline module scripts,
 * stylesheets; and the inline script text.
 */
function assetsOf(html: string): {
  js: Set<string>;
  css: Set<string>;
  inline: string;
  inlineCss: string;
} {
  const js = new Set<string>();
  const css = new Set<string>();
  let inline = '';
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) js.add(src);
  }
  for (const [, attributes = '', body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    // Data blocks (JSON, a product's JSON-LD…) are not run: they weigh as HTML, not as JavaScript.
    if (!body || !isJavaScript(attr(attributes, 'type'))) continue;
    inline += body;
    for (const [, spec] of body.matchAll(/(?:import|from)\s*\(?\s*["'](\/[^"']+\.js)["']/g))
      if (spec) js.add(spec);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') js.add(href);
    if (rel === 'stylesheet') css.add(href);
  }
  let inlineCss = '';
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
    inlineCss += body ?? '';
  return { js, css, inline, inlineCss };
}

const render = await pageRenderer(clientDir);

async function weigh(path: string): Promise<PageWeight | string> {
  if (!render) return `${path}: pas de build dans ${buildDir} (construire d'abord : npm run build)`;
  const page = await render(path);
  if (page.status !== 200) return `${path}: la page répond ${page.status}`;
  const { js, css, inline, inlineCss } = assetsOf(page.html);
  const sized = (urls: Set<string>) =>
    new Map(
      [...urls].map((url) => [
        url,
        gzipKb(join(clientDir, url.replace(/^\//, '').replace(/[?#].*$/, ''))),
      ]),
    );
  return {
    path,
    js: sized(js),
    css: sized(css),
    inlineJs: gzipSync(inline, { level: 9 }).length / 1024,
    inlineCss: inlineCss ? gzipSync(inlineCss, { level: 9 }).length / 1024 : 0,
  };
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const kb = (n: number) => `${n.toFixed(1)} KB`;

const product = products.find((p) => p.inStock) ?? products[0];
const paths = [
  '/',
  ...(product ? [`/product/${product.id}`] : []),
  '/collections/t-shirt',
  '/cart',
  '/recherche?q=pull',
];

console.log(`Poids initial (gzip -9) — build : ${buildDir}`);
let pass = true;
for (const path of paths) {
  const result = await weigh(path);
  if (typeof result === 'string') {
    console.log(result);
    pass = false;
    continue;
  }
  // Inline scripts (React Router's context and start) are JavaScript the page starts with as much
  // as files are, so they count, as inline styles do.
  const js = total(result.js) + result.inlineJs;
  const css = total(result.css) + result.inlineCss;
  // No script found means this check no longer reads how the page starts: that must fail too.
  const ok = total(result.js) > 0 && js <= BUDGET_JS_KB && css <= BUDGET_CSS_KB;
  pass &&= ok;
  console.log(`\n${path}`);
  for (const [url, size] of [...result.js].sort((a, b) => b[1] - a[1]))
    console.log(`  js  ${kb(size).padStart(9)}  ${url}`);
  console.log(`  js  ${kb(result.inlineJs).padStart(9)}  (scripts en ligne, dans le HTML, compté)`);
  for (const [url, size] of result.css) console.log(`  css ${kb(size).padStart(9)}  ${url}`);
  if (result.inlineCss)
    console.log(`  css ${kb(result.inlineCss).padStart(9)}  (<style> dans le HTML, compté)`);
  console.log(
    `  total JS ${kb(js)} / ${BUDGET_JS_KB} KB · CSS ${kb(css)} / ${BUDGET_CSS_KB} KB → ${ok ? 'ok' : 'hors budget'}`,
  );
}
console.log(
  `\nbundle-size: ${pass ? 'PASS' : 'FAIL'} (JS ≤ ${BUDGET_JS_KB} KB, CSS ≤ ${BUDGET_CSS_KB} KB gzip)`,
);
if (process.argv.includes('--check') && !pass) process.exit(1);
