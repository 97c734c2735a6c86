// Security headers and cookie flags, on pages, assets, API answers and errors,
// for a shop published over plain http and one over https: what a browser is told to enforce.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, sessionCookie } from '../test/accounts.ts';
import { createFakeClientBuild } from '../test/fake-client-build.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

type Answer = { headers: Record<string, unknown>; statusCode: number };

/** The directives of a Content-Security-Policy header, by name. */
function csp(answer: Answer): Map<string, string[]> {
  const header = String(answer.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every answer carries, page or API, success or error. */
function expectBaseHeaders(answer: Answer, what: string) {
  const h = answer.headers;
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['referrer-policy'], what).toBe('no-referrer');
  expect(String(h['permissions-policy']), what).toMatch(/camera=\(\).*microphone=\(\)/);
  expect(String(h['permissions-policy']), what).toContain('geolocation=(self)');
  const policy = csp(answer);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('script-src'), what).toBeDefined();
  // No inline script and no eval may run but the ones the page was built with (by hash).
  expect(policy.get('script-src'), what).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src'), what).not.toContain("'unsafe-eval'");
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(h['x-powered-by'], what).toBeUndefined();
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe.each(DRIVERS)('security headers and cookies, %s', (driver) => {
  const build = createFakeClientBuild({ serverBuildOf: inject('shopBuildDir') });
  const shops: Record<'http' | 'https', TestApp> = {} as never;

  beforeAll(async () => {
    for (const scheme of ['http', 'https'] as const) {
      shops[scheme] = await createTestApp(driver, {
        env: { BUILD_DIR: build.buildDir, PUBLIC_URL: `${scheme}://boutique.lagune.ci` },
      });
      await createUser(shops[scheme].t.database.db, { email: 'entetes@example.ci' });
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(shops).map((s) => s.close()));
    build.remove();
  });

  const answers = async (s: TestApp) => ({
    page: await s.app.inject({ url: '/' }),
    missingPage: await s.app.inject({ url: '/pas-une-page' }),
    asset: await s.app.inject({ url: '/assets/a-123.js' }),
    api: await s.app.inject({ url: '/api/stock' }),
    apiSession: await s.app.inject({ url: '/api/auth/session' }),
    apiError: await s.app.inject({ url: '/api/orders/mine' }),
    apiMissing: await s.app.inject({ url: '/api/nulle-part' }),
    apiBadJson: await s.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    }),
  });

  it.each(['http', 'https'] as const)(
    'over %s: nosniff, frame DENY, no-referrer, Permissions-Policy, a CSP without unsafe-inline for scripts on every answer',
    async (scheme) => {
      for (const [what, answer] of Object.entries(await answers(shops[scheme])))
        expectBaseHeaders(answer, `${scheme} ${what}`);
    },
  );

  it('lets a page run exactly its own inline scripts, by hash', async () => {
    const page = await shops.http.app.inject({ url: '/' });
    // Scripts that run (a JSON-LD data block never does, and needs no hash).
    const inline = [...page.body.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !m[1]!.includes('application/ld+json'))
      .map((m) => m[2]!)
      .filter((body) => body !== '');
    // The early-tap script, React Router's context and start, and its scroll restoration.
    expect(inline.length).toBeGreaterThanOrEqual(3);
    expect(csp(page).get('script-src')).toEqual(["'self'", ...new Set(inline.map(sha256))]);
  });

  it('sends HSTS only when the public URL is https, and then upgrades insecure requests', async () => {
    for (const [what, answer] of Object.entries(await answers(shops.https))) {
      const hsts = String(answer.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), what).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, what).toContain('includeSubDomains');
      expect(csp(answer).has('upgrade-insecure-requests'), what).toBe(true);
    }
    for (const [what, answer] of Object.entries(await answers(shops.http))) {
      expect(answer.headers['strict-transport-security'], what).toBeUndefined();
      expect(csp(answer).has('upgrade-insecure-requests'), what).toBe(false);
    }
  });

  it('keeps no API answer in any cache, success or error', async () => {
    const a = await answers(shops.http);
    for (const what of ['apiSession', 'apiError', 'apiMissing', 'apiBadJson'] as const)
      expect(a[what].headers['cache-control'], what).toBe('no-store');
  });

  it.each([
    ['http', 'lagune_session', false],
    ['https', '__Host-lagune_session', true],
  ] as const)(
    'over %s the session cookie is %s: HttpOnly, SameSite=Lax, Path=/, no Domain, Secure only over https; sign-out clears it alike',
    async (scheme, name, secure) => {
      const s = shops[scheme];
      const signIn = await s.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'entetes@example.ci', password: 'Kpokpa#Abidjan7' },
      });
      expect(signIn.statusCode).toBe(200);
      const [set] = [signIn.headers['set-cookie']].flat() as string[];
      const flags = set!.split(';').map((f) => f.trim());
      expect(flags[0]).toMatch(new RegExp(`^${name}=[A-Za-z0-9_-]{43}$`));
      expect(flags).toContain('HttpOnly');
      expect(flags).toContain('SameSite=Lax');
      expect(flags).toContain('Path=/');
      expect(flags.some((f) => /^domain=/i.test(f))).toBe(false);
      expect(flags.includes('Secure')).toBe(secure);
      // A session cookie that outlives the browser only as long as the session itself.
      const expires = flags.find((f) => /^expires=/i.test(f));
      expect(expires).toBeDefined();

      const out = await s.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: sessionCookie(signIn) },
      });
      const [cleared] = [out.headers['set-cookie']].flat() as string[];
      const clearedFlags = cleared!.split(';').map((f) => f.trim());
      expect(clearedFlags[0]).toBe(`${name}=`);
      expect(clearedFlags).toContain('HttpOnly');
      expect(clearedFlags.includes('Secure')).toBe(secure);
      const gone = clearedFlags.find((f) => /^expires=/i.test(f));
      expect(new Date(gone!.split('=')[1]!).getTime()).toBeLessThan(Date.now());
    },
  );
});
