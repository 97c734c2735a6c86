// A client that aborts mid-body is logged as a client abort, not as
// 'database unavailable' (the body stream's ECONNRESET looked like the database driver's).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

describe.each(DRIVERS)('a client aborting mid-body on %s', (driver) => {
  let s: TestApp;
  let port: number;
  beforeAll(async () => {
    s = await createTestApp(driver, { captureLogs: true });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    port = (s.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => s.close());

  it('is logged as a client abort, and the database is not blamed', async () => {
    await new Promise<void>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            'Content-Length: 500\r\n\r\n{"name":"Awa Kon',
        );
        setTimeout(() => socket.resetAndDestroy(), 200);
      });
      socket.on('error', () => {});
      socket.on('close', () => resolve());
    });
    await expect
      .poll(() => s.logs.some((line) => line.includes('client aborted the request')))
      .toBe(true);
    expect(s.logs.join('\n')).not.toContain('database unavailable');
    // Nor the shopper's text.
    expect(s.logs.join('\n')).not.toContain('Awa Kon');
    expect((await s.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
