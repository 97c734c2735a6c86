// Slow clients (docs/decisions/0101). 2 000 connections that send the headers of
// a POST and then trickle its body stayed open for minutes; the server itself (no nginx in front)
// must close them within its request timeout, refuse what one address opens past its cap, and keep
// answering everyone else meanwhile. The timeout is 5 s here instead of 30 s (longer than opening
// 2 000 sockets takes on a loaded machine, so the cap is counted exactly), the trickle scaled.
import { request } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../test/test-database.ts';

const ATTACK_SOCKETS = 2_000;
const TIMEOUT_S = 5;
/**
 * The timeout, Node's check every second, and room for a loaded 2-core machine. Before, the
 * sockets were still open at 30 s.
 */
const CLOSED_WITHIN_MS = (TIMEOUT_S + 1 + 9) * 1000;

type Slow = { status?: number; body: string; headers: string; closedAt?: number };

/** A client that sends `head` and then one more byte every half second until the server closes. */
function slowClient(port: number, head: string, localAddress: string): Promise<Slow> {
  return new Promise((resolve) => {
    const result: Slow = { body: '', headers: '' };
    let received = '';
    let trickle: NodeJS.Timeout | undefined;
    const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => {
      socket.write(head);
      trickle = setInterval(() => {
        if (socket.writable) socket.write(' ');
      }, 500);
    });
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(trickle);
      result.closedAt = Date.now();
      const [headers = '', body = ''] = received.split('\r\n\r\n');
      result.headers = headers;
      result.body = body;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1];
      if (status) result.status = Number(status);
      resolve(result);
    });
  });
}

function health(port: number, localAddress: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/health', localAddress, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.each(DRIVERS)('slow clients on %s', (driver) => {
  let t: TestDatabase;
  let app: App;
  let port: number;
  beforeAll(async () => {
    t = await openTestDatabase(driver);
    const config = loadConfig({
      DATA_DIR: t.location.dataDir,
      BUILD_DIR: path.join(t.location.dataDir, 'no-build'),
      REQUEST_TIMEOUT: String(TIMEOUT_S),
    });
    app = await buildApp({ config, database: t.database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await t?.cleanup();
  });

  it(`closes ${ATTACK_SOCKETS} trickling POSTs within the timeout and keeps answering another address`, async () => {
    const head =
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 10000\r\n\r\n{';
    const started = Date.now();
    const attack = Array.from({ length: ATTACK_SOCKETS }, () =>
      slowClient(port, head, '127.0.0.1'),
    );
    // Headers that never end, from another address (within its cap).
    const slowHeaders = Array.from({ length: 5 }, () =>
      slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a', '127.0.0.3'),
    );
    // Meanwhile a shopper elsewhere is served at once.
    await new Promise((r) => setTimeout(r, 500));
    const during = await health(port, '127.0.0.2');
    expect(during.status).toBe(200);

    const results = await Promise.all([...attack, ...slowHeaders]);
    for (const result of results)
      expect(result.closedAt! - started).toBeLessThanOrEqual(CLOSED_WITHIN_MS);

    const timedOut = results.filter((r) => r.status === 408);
    const refused = results.filter((r) => r.status === 429);
    // 100 connections per address by default: the rest of the attack is refused on connecting.
    expect(refused).toHaveLength(ATTACK_SOCKETS - 100);
    expect(timedOut).toHaveLength(100 + slowHeaders.length);
    expect(JSON.parse(timedOut[0]!.body)).toEqual({
      error: {
        code: 'request_timeout',
        message: 'La requête a mis trop de temps à arriver. Vérifiez votre connexion et réessayez.',
      },
    });
    expect(JSON.parse(refused[0]!.body).error.code).toBe('too_many_connections');
    expect(refused[0]!.headers).toMatch(/\r\nRetry-After: 10\r\n/i);

    // And once it is over, the attacking address is served again.
    expect((await health(port, '127.0.0.1')).status).toBe(200);
  });
});
