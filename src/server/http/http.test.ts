import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { stubDatabase } from '../test/stub-database.ts';
import { PERMISSIONS_POLICY } from './security-headers.ts';

let app: App;
let port: number;

beforeAll(async () => {
  app = await buildApp({
    config: loadConfig({ BUILD_DIR: path.join(inject('testDataRoot'), 'no-build') }),
    database: stubDatabase(),
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
});

/** Sends raw bytes, as a broken client or a scanner would, and reads the whole answer. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function jsonOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

describe('errors Node raises before Fastify', () => {
  it.each([
    [
      'a bad Content-Length',
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      400,
    ],
    ['an unknown method', 'BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['garbage', 'ceci n’est pas du HTTP\r\n\r\n', 400],
    ['headers too large', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answers %s in the API’s JSON shape, in French', async (_label, request, status) => {
    const answer = await raw(request);
    expect(answer.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toContain('Content-Type: application/json; charset=utf-8');
    const body = jsonOf(answer) as { error: { code: string; message: string } };
    expect(body.error.message).toBe(
      status === 431 ? 'Les en-têtes de la requête sont trop volumineux.' : 'Requête invalide.',
    );
  });
});

describe('headers', () => {
  it('sends a Permissions-Policy everywhere, and no-store on API answers unless a route caches', async () => {
    const health = await app.inject({ url: '/api/health' });
    expect(health.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(health.headers['cache-control']).toBe('no-store');
    const missing = await app.inject({ url: '/api/nothing-here' });
    expect(missing.headers['cache-control']).toBe('no-store');
    const page = await app.inject({ url: '/' });
    expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });
});

describe('JSON bodies', () => {
  it('refuses a __proto__ key with its own French message, not as invalid JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Awa","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'forbidden_key',
      message:
        'La requête contient une clé interdite (__proto__ ou constructor.prototype) et a été refusée.',
    });
  });
});

describe('same-origin guard', () => {
  const post = (headers: Record<string, string>, target = app) =>
    target.inject({ method: 'POST', url: '/api/contact', payload: {}, headers });

  it('compares the scheme too: an http page cannot post to the https shop, nor the reverse', async () => {
    const res = await post({ origin: 'https://shop.test:8080', host: 'shop.test:8080' });
    expect(res.statusCode).toBe(403);
    const ok = await post({ origin: 'http://shop.test:8080', host: 'shop.test:8080' });
    expect(ok.statusCode).toBe(400); // past the guard: the empty form is refused by validation
  });

  it('behind a trusted proxy, follows X-Forwarded-Proto', async () => {
    const proxied = await buildApp({
      config: loadConfig({
        TRUST_PROXY: 'true',
        PUBLIC_URL: 'https://lagune.ci',
        BUILD_DIR: path.join(inject('testDataRoot'), 'no-build'),
      }),
      database: stubDatabase(),
      logger: false,
    });
    try {
      const https = {
        origin: 'https://shop.test',
        host: 'shop.test',
        'x-forwarded-proto': 'https',
      };
      expect((await post(https, proxied)).statusCode).toBe(400);
      const http = { origin: 'http://shop.test', host: 'shop.test', 'x-forwarded-proto': 'https' };
      expect((await post(http, proxied)).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});
