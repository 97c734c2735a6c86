// Sign-in cannot be slowed for everyone (docs/decisions/0102). Bogus sign-ins
// each cost a password hash; the line of hashes is bounded (French 503 + Retry-After when full) and
// one address has only a couple of places in it (French 429 + Retry-After). The timing a real
// customer sees under such a burst is measured by `npm run bench:sign-in`, not asserted here.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, GOOD_PASSWORD } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { PASSWORD_BUSY_MESSAGES, PASSWORD_QUEUE } from './passwords.ts';

const BURST = 50;

describe.each(DRIVERS)('password hashing line on %s', (driver) => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp(driver);
    await createUser(s.t.database.db, { email: 'vraie.cliente@example.ci' });
  });
  afterEach(() => s.clearRateLimits());
  afterAll(() => s.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress,
      payload: { email, password },
    });
  const customerSignsIn = async () => {
    const res = await signIn('vraie.cliente@example.ci', GOOD_PASSWORD, '203.0.113.99');
    expect(res.statusCode).toBe(200);
  };

  it(`${BURST} parallel bogus sign-ins from one address: only its share is hashed, the rest refused in French`, async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        signIn(`inconnu${i}@example.ci`, 'mauvais-mot-de-passe', '198.51.100.50'),
      ),
    );
    const hashed = answers.filter((a) => a.statusCode === 401);
    const busy = answers.filter((a) => a.json().error?.code === 'sign_in_busy');
    expect(hashed.length).toBeGreaterThanOrEqual(1);
    // A few more may slip in as the first ones finish; never most of the burst.
    expect(hashed.length).toBeLessThan(10);
    expect(busy.length).toBeGreaterThan(BURST / 2);
    expect(busy[0]!.statusCode).toBe(429);
    expect(busy[0]!.json().error.message).toBe(PASSWORD_BUSY_MESSAGES.client);
    expect(busy[0]!.headers['retry-after']).toBe(String(PASSWORD_QUEUE.retryAfterSeconds));
    expect(answers.every((a) => [401, 429].includes(a.statusCode))).toBe(true);
    await customerSignsIn();
  });

  it(`${BURST} parallel bogus sign-ins from ${BURST} addresses: the line is bounded, the rest get a French 503`, async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        signIn(`faux${i}@example.ci`, 'mauvais-mot-de-passe', `198.51.100.${100 + i}`),
      ),
    );
    const hashed = answers.filter((a) => a.statusCode === 401);
    const full = answers.filter((a) => a.statusCode === 503);
    const bound = PASSWORD_QUEUE.running + PASSWORD_QUEUE.waiting;
    expect(hashed.length).toBeGreaterThanOrEqual(bound);
    expect(hashed.length).toBeLessThan(BURST - 10);
    expect(full.length).toBe(BURST - hashed.length);
    expect(full[0]!.json().error).toEqual({
      code: 'sign_in_busy',
      message: PASSWORD_BUSY_MESSAGES.full,
    });
    expect(full[0]!.headers['retry-after']).toBe(String(PASSWORD_QUEUE.retryAfterSeconds));
    await customerSignsIn();
  });
});
