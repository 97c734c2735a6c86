import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artUrl } from '../../shared/art/art-url.ts';
import { ART_VERSION } from '../../shared/art/art-version.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { ASSET_JS, createFakeClientBuild } from '../test/fake-client-build.ts';
import { stubDatabase } from '../test/stub-database.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';

// The files of a miniature build; the pages (paths that are no file) from the real one.
const build = createFakeClientBuild({ serverBuildOf: inject('shopBuildDir') });
let app: App;
// A real database: the pages render from the catalogue it holds (ADR 0135).
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  const config = loadConfig({
    BUILD_DIR: build.buildDir,
    DATA_DIR: build.buildDir,
    HOST: '127.0.0.1',
  });
  app = await buildApp({ config, database: database.database, logger: false });
});

afterAll(async () => {
  await app.close();
  await database.cleanup();
  build.remove();
});

describe('API paths', () => {
  it.each(['/api/nope', '/api', '/api/contact'])('GET %s answers a JSON 404', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Ressource introuvable.' } });
  });

  it('another method on an unknown API path is a JSON 404 too', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('files', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.inject({ url: '/assets/a-123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(ASSET_JS);
  });

  it.each(['/favicon.svg', '/generated/products/x-front.svg'])(
    'serves %s with a short cache',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    },
  );

  it('serves the service worker to be checked at every visit, at the root, allowed by the CSP', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    const page = await app.inject({ url: '/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('serves generated art under the current art version as immutable for a year', async () => {
    const plain = await app.inject({ url: '/generated/products/x-front.svg' });
    const res = await app.inject({ url: artUrl('products/x-front.svg') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(plain.body);
  });

  it('still serves art under an older version (an old page, an order line), for an hour only', async () => {
    const older = ART_VERSION === 'aaaaaaaaaa' ? 'bbbbbbbbbb' : 'aaaaaaaaaa';
    const res = await app.inject({ url: `/generated/${older}/products/x-front.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await app.inject({ url: artUrl('products/absent.svg') });
    expect(missing.statusCode).toBe(404);
  });

  it('compresses with gzip or brotli as the browser asks', async () => {
    const gz = await app.inject({
      url: '/assets/a-123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET_JS);

    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('NOUVEAUTÉS');

    const svg = await app.inject({
      url: '/generated/products/x-front.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(svg.headers['content-encoding']).toBe('gzip');
  });

  it('keeps compressed bodies stable, varies on Accept-Encoding and revalidates files', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await app.inject({ url: '/generated/products/x-front.svg', headers });
    const second = await app.inject({ url: '/generated/products/x-front.svg', headers });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const etag = first.headers.etag as string;
    const again = await app.inject({
      url: '/generated/products/x-front.svg',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const plain = await app.inject({ url: '/generated/products/x-front.svg' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
  });

  it('serves a byte range of a file uncompressed', async () => {
    const res = await app.inject({
      url: '/assets/a-123.js',
      headers: { range: 'bytes=0-5', 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe(ASSET_JS.slice(0, 6));
  });

  it.each([
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2fpackage.json',
    '/..%5c..%5cetc%5cpasswd',
    '/%00',
    '/index.html%00.js',
    '/.env',
    '/%E0%A4%A',
  ])('never leaks files nor fails on %s', async (url) => {
    const res = await app.inject({ url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('root:');
    expect(res.body).not.toContain('"devDependencies"');
  });

  it('refuses a raw ../ path sent over a real socket', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/../../etc/passwd' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(404);
  });
});

describe('security headers', () => {
  it('sets the usual hardening headers, and no HSTS over http', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('adds HSTS when the public URL is https', async () => {
    // No build: the headers are the app's, and pages would need a real catalogue.
    const config = loadConfig({
      BUILD_DIR: `${build.buildDir}/absent`,
      PUBLIC_URL: 'https://lagune.ci',
    });
    const secureApp = await buildApp({ config, database: stubDatabase(), logger: false });
    const res = await secureApp.inject({ url: '/api/health' });
    await secureApp.close();
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('without a build', () => {
  it('still answers /api/health and tells to build for pages', async () => {
    const config = loadConfig({ BUILD_DIR: `${build.buildDir}/absent` });
    const bare = await buildApp({ config, database: stubDatabase(), logger: false });
    const health = await bare.inject({ url: '/api/health' });
    const home = await bare.inject({ url: '/' });
    await bare.close();
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(home.statusCode).toBe(503);
    expect(home.headers['content-type']).toMatch(/^text\/plain/);
    expect(home.body).toContain('npm run build');
  });
});
