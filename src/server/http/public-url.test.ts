// Behind a CDN or a reverse proxy, a client must not choose its own address
// (TRUST_PROXY as a hop count or the proxies' addresses); a shop open to the network without
// PUBLIC_URL says so loudly; with an https PUBLIC_URL, plain http the proxy reports is redirected.
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from '../config.ts';
import { CONTACT_RATE_LIMIT } from '../contact/contact-routes.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const contact = {
  name: 'Awa Koné',
  email: 'awa@example.ci',
  subject: 'Question sur une taille',
  message: 'Bonjour, le t-shirt taille-t-il grand ?',
};
const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.7';

describe('TRUST_PROXY', () => {
  it('reads false, a hop count, a list of addresses, and true', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy(' 10.0.0.2 , 10.0.1.0/24,fd00::/8,loopback')).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['oui', '10.0.0.300', '10.0.0.0/33', 'cdn.example.com', '1,x'])
      expect(parseTrustProxy(bad), bad).toBeUndefined();
  });

  it('refuses anything else at start, in French, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'toujours' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'toujours' })).toThrow(/TRUST_PROXY doit valoir/);
  });
});

describe.each(DRIVERS)('behind a proxy, %s', (driver) => {
  let s: TestApp | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  /** Contact messages from CLIENT through PROXY, each with a different forged address in front. */
  async function sendThroughProxy(app: TestApp['app'], count: number) {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${CLIENT}` },
        payload: contact,
      });
      codes.push(res.statusCode);
    }
    return codes;
  }

  for (const trust of ['1', PROXY, '10.0.0.0/24']) {
    it(`TRUST_PROXY=${trust}: a client forging X-Forwarded-For still meets its per-address limit`, async () => {
      s = await createTestApp(driver, { env: { TRUST_PROXY: trust } });
      const codes = await sendThroughProxy(s.app, CONTACT_RATE_LIMIT.max + 1);
      expect(codes).toEqual([...Array<number>(CONTACT_RATE_LIMIT.max).fill(201), 429]);
    });
  }

  it('a client reaching the app around the listed proxy is known by its own address', async () => {
    s = await createTestApp(driver, { env: { TRUST_PROXY: PROXY } });
    const codes: number[] = [];
    for (let i = 0; i < CONTACT_RATE_LIMIT.max + 1; i++) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: contact,
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });

  it('TRUST_PROXY=true (every hop) still works but is warned about at start', async () => {
    s = await createTestApp(driver, { env: { TRUST_PROXY: 'true' }, captureLogs: true });
    expect(s.logs.join('\n')).toContain('TRUST_PROXY=true croit chaque intermédiaire');
  });

  it('warns loudly when the shop listens beyond this machine without PUBLIC_URL', async () => {
    s = await createTestApp(driver, { env: { HOST: '0.0.0.0' }, captureLogs: true });
    expect(s.logs.join('\n')).toContain('PUBLIC_URL n’est pas défini');
    await s.close();
    s = await createTestApp(driver, {
      env: { HOST: '0.0.0.0', PUBLIC_URL: 'https://lagune.ci' },
      captureLogs: true,
    });
    expect(s.logs.join('\n')).not.toContain('PUBLIC_URL n’est pas défini');
    await s.close();
    s = await createTestApp(driver, { captureLogs: true });
    expect(s.logs.join('\n')).not.toContain('PUBLIC_URL n’est pas défini');
  });

  it('with an https PUBLIC_URL, sends plain http the proxy reports to https (301 reads, 308 writes)', async () => {
    s = await createTestApp(driver, {
      env: { PUBLIC_URL: 'https://lagune.ci', TRUST_PROXY: '1' },
    });
    const viaProxy = (method: 'GET' | 'POST', url: string, proto?: string) =>
      s!.app.inject({
        method,
        url,
        remoteAddress: PROXY,
        headers: {
          'x-forwarded-for': CLIENT,
          ...(proto ? { 'x-forwarded-proto': proto } : {}),
        },
        ...(method === 'POST' ? { payload: contact } : {}),
      });
    const read = await viaProxy('GET', '/api/health?x=1', 'http');
    expect(read.statusCode).toBe(301);
    expect(read.headers.location).toBe('https://lagune.ci/api/health?x=1');
    const write = await viaProxy('POST', '/api/contact', 'http');
    expect(write.statusCode).toBe(308);
    expect(write.headers.location).toBe('https://lagune.ci/api/contact');
    // Over https, or without the proxy's word (a health check straight to the app): answered.
    expect((await viaProxy('GET', '/api/health', 'https')).statusCode).toBe(200);
    expect((await viaProxy('GET', '/api/health')).statusCode).toBe(200);
  });

  it('without TRUST_PROXY, an X-Forwarded-Proto a client writes redirects nothing', async () => {
    s = await createTestApp(driver, { env: { PUBLIC_URL: 'https://lagune.ci' } });
    const res = await s.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(200);
  });
});
