import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loggerOptions } from '../http/log.ts';
import { createFakeClientBuild } from '../test/fake-client-build.ts';
import { stubDatabase } from '../test/stub-database.ts';
import { pageWithResults, type RenderedSearch } from './search-pages.ts';

// The prerendered search page, reduced to what the server works on: the field and the region
// (nested elements included), between React Router's scripts.
const TEMPLATE = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Recherche | LAGUNE</title></head><body>',
  '<main><form action="/recherche"><input id="recherche-page" type="search" name="q"/></form>',
  '<div id="resultats" class="mx-auto"><section><h2>Parcourir nos catégories</h2><div><div>T-shirts</div></div></section></div>',
  '<aside>Pied de page</aside></main>',
  `<p>${'Mode lagunaire, coton léger. '.repeat(60)}</p>`,
  '<script>window.__reactRouterContext = {"ssr":false};</script></body></html>',
].join('');

function rendered(
  query: string,
  region = `<div id="resultats"><h2>Résultats pour « ${query} »</h2></div>`,
): RenderedSearch {
  return {
    query,
    head: '<link rel="preload" as="image" href="/generated/p.svg"/>',
    region,
    data: `<script type="application/json" id="lagune-resultats">{"query":"${query}"}</script>`,
  };
}

describe('pageWithResults', () => {
  it('replaces the whole region, nested elements included, and leaves the rest of the page', () => {
    const page = pageWithResults(TEMPLATE, rendered('pull'))!;
    expect(page).toContain('<div id="resultats"><h2>Résultats pour « pull »</h2></div><aside>');
    expect(page).not.toContain('Parcourir nos catégories');
    expect(page).not.toContain('T-shirts');
    expect(page).toContain('<aside>Pied de page</aside>');
  });

  it('puts the query in the field, the preloads in <head>, the data before </body>', () => {
    const page = pageWithResults(TEMPLATE, rendered('pull'))!;
    expect(page).toContain('<input id="recherche-page" value="pull" type="search"');
    expect(page).toContain('<link rel="preload" as="image" href="/generated/p.svg"/></head>');
    expect(page).toMatch(/id="lagune-resultats">\{"query":"pull"\}<\/script><\/body><\/html>$/);
  });

  it('escapes the query in the field, and copies the rendered text literally', () => {
    const page = pageWithResults(TEMPLATE, rendered('"><script>alert(1)</script> $& $1'))!;
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1"');
    expect(page).not.toContain('value=""><script>');
    expect(page).toContain('Résultats pour « "><script>alert(1)</script> $& $1 »');
  });

  it('gives up (the prerendered page is sent) when the page is not the one expected', () => {
    expect(
      pageWithResults(TEMPLATE.replace('id="resultats"', 'id="autre"'), rendered('pull')),
    ).toBeUndefined();
    expect(
      pageWithResults(TEMPLATE.replace('id="recherche-page"', 'id="x"'), rendered('pull')),
    ).toBeUndefined();
    expect(pageWithResults(TEMPLATE, rendered('pull', '<p>autre</p>'))).toBeUndefined();
  });
});

describe('GET /recherche?q=… on the server', () => {
  const build = createFakeClientBuild();
  const logs: string[] = [];
  let app: App;

  beforeAll(async () => {
    mkdirSync(path.join(build.buildDir, 'client', 'recherche'), { recursive: true });
    writeFileSync(path.join(build.buildDir, 'client', 'recherche', 'index.html'), TEMPLATE);
    // Stands in for the module the build writes (src/web/search-ssr.tsx): counts its calls,
    // fails for one query.
    mkdirSync(path.join(build.buildDir, 'search'), { recursive: true });
    writeFileSync(
      path.join(build.buildDir, 'search', 'search-ssr.js'),
      `export async function renderSearch(url) {
        globalThis.__searchRenders = (globalThis.__searchRenders ?? 0) + 1;
        const query = (new URL(url, 'http://x').searchParams.get('q') ?? '').trim();
        if (!query) return undefined;
        if (query === 'panne') throw new TypeError('panne pour « ' + query + ' »');
        return {
          query,
          head: '',
          region: '<div id="resultats"><h2>Résultats pour « ' + query + ' »</h2></div>',
          data: '<script type="application/json" id="lagune-resultats">{}</script>',
        };
      }\n`,
    );
    const config = loadConfig({
      BUILD_DIR: build.buildDir,
      DATA_DIR: build.buildDir,
      HOST: '127.0.0.1',
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({
      config,
      database: stubDatabase(),
      logger: { ...loggerOptions('info'), stream },
    });
  });

  afterAll(async () => {
    await app.close();
    build.remove();
  });

  const renders = () => (globalThis as { __searchRenders?: number }).__searchRenders ?? 0;

  it('answers with the results in the page, under the page’s CSP, rendered once per URL', async () => {
    const before = renders();
    const first = await app.inject({ url: '/recherche?q=pull' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.body).toContain('Résultats pour « pull »');
    expect(first.body).toContain('value="pull"');
    expect(first.body).not.toContain('Parcourir nos catégories');
    expect(first.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    const again = await app.inject({ url: '/recherche?q=pull' });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(renders() - before).toBe(1);
    const revalidated = await app.inject({
      url: '/recherche?q=pull',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sends the prerendered page without a query', async () => {
    for (const url of [
      '/recherche',
      '/recherche?q=',
      '/recherche?q=%20%20',
      '/recherche?tri=prix',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Parcourir nos catégories');
    }
  });

  it('sends the prerendered page when rendering fails, and logs no query', async () => {
    const res = await app.inject({ url: '/recherche?q=panne' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Parcourir nos catégories');
    const line = logs.find((l) => l.includes('recherche côté serveur impossible'));
    expect(line).toBeDefined();
    expect(logs.join('\n')).not.toContain('panne');
  });
});
