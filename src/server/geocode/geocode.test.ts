import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { stubDatabase } from '../test/stub-database.ts';
import { ReverseGeocoder } from './reverse-geocoder.ts';

/** No client build: these tests are about the API only. */
const NO_BUILD = '/nonexistent/lagune-build';

type Behaviour = 'ok' | 'fail' | 'hang' | 'empty';

/** A loopback stand-in for Nominatim: answers /reverse as told, and records what it received. */
async function startStub() {
  const received: { url: string; userAgent: string | undefined }[] = [];
  let behaviour: Behaviour = 'ok';
  const server: Server = createServer((request: IncomingMessage, response) => {
    received.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] });
    const url = new URL(request.url ?? '/', 'http://stub');
    if (behaviour === 'hang') return; // never answers: the client's timeout must fire
    if (behaviour === 'fail') {
      response.writeHead(500).end('erreur');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        behaviour === 'empty'
          ? { error: 'Unable to geocode' }
          : {
              display_name: `Rue ${url.searchParams.get('lat')}, Cocody, Abidjan, Côte d'Ivoire`,
            },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    set(next: Behaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let stub: Awaited<ReturnType<typeof startStub>>;
beforeAll(async () => {
  stub = await startStub();
});
afterAll(async () => {
  await stub.close();
});

describe('GET /api/geocode/reverse', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp({
      config: loadConfig({
        GEOCODER_URL: stub.url,
        PUBLIC_URL: 'https://lagune.ci',
        BUILD_DIR: NO_BUILD,
      }),
      database: stubDatabase(),
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the address of a position, asking the geocoder as LAGUNE', async () => {
    stub.set('ok');
    const res = await app.inject({ url: '/api/geocode/reverse?lat=5.3599&lon=-3.9870' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ displayName: "Rue 5.3599, Cocody, Abidjan, Côte d'Ivoire" });
    const last = stub.received.at(-1)!;
    expect(last.url).toContain('/reverse?');
    expect(last.url).toContain('format=jsonv2');
    expect(last.userAgent).toBe('LAGUNE/1.0 (https://lagune.ci; contact@lagune.ci)');
  });

  it('answers a repeated position from its cache', async () => {
    const before = stub.received.length;
    const res = await app.inject({ url: '/api/geocode/reverse?lat=5.35991&lon=-3.98702' });
    expect(res.statusCode).toBe(200);
    expect(stub.received.length).toBe(before);
  });

  it.each([
    ['lat=abc&lon=1', 'La latitude doit être un nombre'],
    ['lat=91&lon=1', 'La latitude doit être comprise entre -90 et 90'],
    ['lat=5&lon=-181', 'La longitude doit être comprise entre -180 et 180'],
  ])('refuses %s in French', async (query, message) => {
    const res = await app.inject({ url: `/api/geocode/reverse?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});

describe('ReverseGeocoder', () => {
  const geocoder = (options: Partial<ConstructorParameters<typeof ReverseGeocoder>[0]> = {}) =>
    new ReverseGeocoder({
      baseUrl: stub.url,
      userAgent: 'LAGUNE/test',
      minIntervalMs: 0,
      ...options,
    });

  it('fails (so the browser falls back to coordinates) when the service errs, answers no address, or is too slow', async () => {
    stub.set('fail');
    await expect(geocoder().reverse(5.1, -4.1)).rejects.toThrow('status 500');
    stub.set('empty');
    await expect(geocoder().reverse(5.2, -4.2)).rejects.toThrow('no address');
    stub.set('hang');
    await expect(geocoder({ timeoutMs: 200 }).reverse(5.3, -4.3)).rejects.toThrow('timeout');
    stub.set('ok');
  });

  it('asks upstream at most once per interval: a request that would wait too long is refused at once', async () => {
    const slow = geocoder({ minIntervalMs: 60_000, maxQueueMs: 0 });
    const before = stub.received.length;
    await expect(slow.reverse(6.1, -5.1)).resolves.toContain('Rue 6.1');
    await expect(slow.reverse(6.2, -5.2)).rejects.toThrow('busy');
    expect(stub.received.length).toBe(before + 1);
    // Its cache still answers at once.
    await expect(slow.reverse(6.1, -5.1)).resolves.toContain('Rue 6.1');
  });

  it('the route answers a failure with 503 and a French message', async () => {
    stub.set('fail');
    const app = await buildApp({
      config: loadConfig({ GEOCODER_URL: stub.url, BUILD_DIR: NO_BUILD }),
      database: stubDatabase(),
      logger: false,
    });
    try {
      const res = await app.inject({ url: '/api/geocode/reverse?lat=7.5&lon=-5.5' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        code: 'geocoder_unavailable',
        message: 'Impossible de trouver l’adresse de cette position pour le moment.',
      });
    } finally {
      stub.set('ok');
      await app.close();
    }
  });
});
