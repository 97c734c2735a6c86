// Rate limits that hold across instances (docs/decisions/0080): on a PostgreSQL
// server every limit is counted in the database, so two instances allow a limit once, not twice;
// PGlite (one process) counts in memory.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { ADMIN_SIGN_IN_LOCKED } from '../../shared/api/admin.ts';
import { ADMIN_SIGN_IN_NAME_FAILURES } from '../admin/admin-routes.ts';
import { ACCOUNT_PASSWORD_FAILURES, accountKey } from '../auth/account-guard.ts';
import { RATE_MESSAGES, SIGN_IN_EMAIL_FAILURES } from '../auth/auth-routes.ts';
import { loadConfig } from '../config.ts';
import { CONTACT_RATE_LIMIT } from '../contact/contact-routes.ts';
import { createDatabase, queryRows, type Database } from '../db/database.ts';
import { createUser, GOOD_PASSWORD } from '../test/accounts.ts';
import { createAdminUser } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { clientNetwork, requestNetwork } from './client-network.ts';
import { MemoryRateCounter } from './rate-counter.ts';
import { Throttle } from './throttle.ts';

const contact = {
  name: 'Awa Koné',
  email: 'awa@example.ci',
  subject: 'Question sur une taille',
  message: 'Bonjour, le t-shirt taille-t-il grand ?',
};

const order = {
  items: [{ productId: 't-shirt-signature-creme', size: 'M', quantity: 1 }],
  customer: {
    fullName: 'Adjoua Kouassi',
    phone: '+225 07 01 02 03 04',
    address: 'Cocody Riviera 3, villa 12',
  },
  delivery: { zone: 'abidjan' },
};

describe.each(DRIVERS)('rate limits on %s', (driver) => {
  let s: TestApp;
  /** A second instance: its own connection pool on PostgreSQL, the same PGlite in one process. */
  let other: App;
  let otherDatabase: Database | undefined;

  beforeAll(async () => {
    s = await createTestApp(driver, { env: { ORDER_RATE_LIMIT: '4', ...NO_UNPAID_CAPS } });
    if (driver === 'postgres') {
      otherDatabase = await createDatabase(s.t.location);
      other = await buildApp({
        config: loadConfig({
          DATA_DIR: s.t.location.dataDir,
          BUILD_DIR: path.join(s.t.location.dataDir, 'no-build'),
          ORDER_RATE_LIMIT: '4',
          ...NO_UNPAID_CAPS,
        }),
        database: otherDatabase,
        logger: false,
      });
    } else {
      other = await s.sibling({ ORDER_RATE_LIMIT: '4', ...NO_UNPAID_CAPS });
    }
    await createUser(s.t.database.db, { email: 'cible@example.ci' });
    await createAdminUser(s.t.database.db, 'patronne@lagune.ci');
  });
  afterEach(async () => s?.clearRateLimits());
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await s?.close();
  });

  const instances = () => [s.app, other];
  const rows = async () =>
    Number(
      (
        await queryRows<{ n: string }>(s.t.database.db, sql`select count(*) as n from rate_limits`)
      )[0]?.n,
    );

  if (driver === 'postgres') {
    it('two instances allow an IP limit once between them, and the table holds no IP in clear', async () => {
      const answers: number[] = [];
      for (let i = 0; i < CONTACT_RATE_LIMIT.max + 2; i++) {
        const app = instances()[i % 2]!;
        answers.push(
          (await app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode,
        );
      }
      expect(answers).toEqual([...Array<number>(CONTACT_RATE_LIMIT.max).fill(201), 429, 429]);
      const keys = await queryRows<{ key: string }>(
        s.t.database.db,
        sql`select key from rate_limits`,
      );
      expect(keys.length).toBeGreaterThan(0);
      for (const { key } of keys) expect(key).not.toContain('127.0.0.1');
    });

    it('concurrent orders on two instances: exactly the limit gets through', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          instances()[i % 2]!.inject({
            method: 'POST',
            url: '/api/orders',
            headers: { 'idempotency-key': randomUUID() },
            payload: order,
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(4);
      expect(codes.filter((c) => c === 429)).toHaveLength(8);
    });

    it('the per-e-mail sign-in limit holds across instances, even for concurrent attempts', async () => {
      const attempts = await Promise.all(
        Array.from({ length: SIGN_IN_EMAIL_FAILURES.max + 6 }, (_, i) =>
          instances()[i % 2]!.inject({
            method: 'POST',
            url: '/api/auth/sign-in',
            // Each from an address of its own: the attempts share only the e-mail.
            remoteAddress: `10.9.0.${i + 1}`,
            payload: { email: 'cible@example.ci', password: `Faux#${i}Passe` },
          }),
        ),
      );
      const codes = attempts.map((a) => a.json().error.code as string);
      // Exactly the limit gets past the e-mail's count; those are checked (401), or, 10 hashes
      // at once being more than the bounded hashing line takes (ADR 0102), refused by it.
      expect(codes.filter((c) => c === 'rate_limited')).toHaveLength(6);
      const past = codes.filter((c) => c !== 'rate_limited');
      expect(past).toHaveLength(SIGN_IN_EMAIL_FAILURES.max);
      expect(past.every((c) => c === 'invalid_credentials' || c === 'sign_in_busy')).toBe(true);
      // Even the right password waits now, on either instance.
      for (const app of instances()) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: 'cible@example.ci', password: GOOD_PASSWORD },
        });
        expect(res.statusCode).toBe(429);
        expect(res.json().error.message).toBe(RATE_MESSAGES.signIn);
      }
    });

    it('the admin sign-in limit per name holds across instances', async () => {
      const codes: number[] = [];
      for (let i = 0; i < ADMIN_SIGN_IN_NAME_FAILURES.max + 2; i++) {
        const res = await instances()[i % 2]!.inject({
          method: 'POST',
          url: '/api/admin/sign-in',
          payload: { username: 'patronne@lagune.ci', password: `Faux#${i}Passe` },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().error.message).toBe(ADMIN_SIGN_IN_LOCKED);
      }
      expect(codes).toEqual([
        ...Array<number>(ADMIN_SIGN_IN_NAME_FAILURES.max).fill(401),
        429,
        429,
      ]);
    });

    it('a window that ended starts again from one', async () => {
      const sent = () => s.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
      for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await sent()).statusCode).toBe(201);
      expect((await sent()).statusCode).toBe(429);
      // The window's end, moved to the past as the clock would.
      await s.t.database.db.execute(
        sql`update rate_limits set reset_at = now() - interval '1 second'`,
      );
      expect((await sent()).statusCode).toBe(201);
      await s.app.rateCounter.sweep();
      expect(await rows()).toBe(1);
    });
  } else {
    it('counts in memory: each process its own, and the table stays empty', async () => {
      expect(s.app.rateCounter.shared).toBe(false);
      for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
        const res = await s.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
        expect(res.statusCode).toBe(201);
      }
      expect(
        (await s.app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode,
      ).toBe(429);
      expect(await rows()).toBe(0);
    });

    it('charges the counts a route makes by hand (tries on a reference) to the asking network', async () => {
      const charged: string[] = [];
      const hit = s.app.rateCounter.hit.bind(s.app.rateCounter);
      const spy = vi
        .spyOn(s.app.rateCounter, 'hit')
        .mockImplementation((key, windowMs, network) => {
          charged.push(network ?? requestNetwork());
          return hit(key, windowMs, network);
        });
      try {
        const res = await s.app.inject({
          method: 'POST',
          url: '/api/orders/track',
          remoteAddress: '2001:db8:7:9:aaaa::1',
          payload: { reference: 'LG-ABCDEF', phone: '0701020304' },
        });
        expect(res.statusCode).toBe(404);
      } finally {
        spy.mockRestore();
      }
      expect(charged.length).toBeGreaterThan(0);
      expect(new Set(charged)).toEqual(new Set([clientNetwork('2001:db8:7:9:aaaa::1')]));
    });

    it('a flood of fresh keys from one network leaves the other networks and the paused accounts as they were', async () => {
      const counter = s.app.rateCounter;
      // Someone else's counter (a guest's tries on her reference, from her network)...
      await counter.hit('track-reference:her-reference', 3_600_000, '41.202.10.20');
      await counter.hit('track-reference:her-reference', 3_600_000, '41.202.10.20');
      // ...and an account paused after ten wrong passwords (counted in the database).
      const email = 'pause@example.ci';
      await createUser(s.t.database.db, { email });
      const passwords = new Throttle(
        () => s.app.accountCounter,
        'account-passwords',
        ACCOUNT_PASSWORD_FAILURES.max,
        ACCOUNT_PASSWORD_FAILURES.windowMs,
      );
      for (let i = 0; i <= ACCOUNT_PASSWORD_FAILURES.max; i++)
        await passwords.hit(accountKey(email));
      // One network sends 105 000 requests, each with a fresh key (random references).
      for (let i = 0; i < 105_000; i++)
        await counter.hit(`track-reference:${randomUUID()}`, 3_600_000, '102.67.1.1');
      expect((await counter.peek('track-reference:her-reference', '41.202.10.20')).count).toBe(2);
      expect(await passwords.pausedFor(accountKey(email))).toBeGreaterThan(0);
      const signIn = await s.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: GOOD_PASSWORD },
      });
      expect(signIn.statusCode).toBe(429);
    });
  }
});

describe('the memory counter', () => {
  it('opens a window at the first hit, counts in it, and starts again once it ended', async () => {
    let now = 1_000;
    const counter = new MemoryRateCounter(10, () => now);
    expect(await counter.hit('a', 100)).toEqual({ count: 1, ttlMs: 100 });
    now += 40;
    expect(await counter.hit('a', 100)).toEqual({ count: 2, ttlMs: 60 });
    expect(await counter.peek('a')).toEqual({ count: 2, ttlMs: 60 });
    now += 60;
    expect(await counter.peek('a')).toEqual({ count: 0, ttlMs: 0 });
    expect(await counter.hit('a', 100)).toEqual({ count: 1, ttlMs: 100 });
    await counter.reset('a');
    expect(await counter.peek('a')).toEqual({ count: 0, ttlMs: 0 });
  });

  it('stays bounded under a flood of distinct keys', async () => {
    const counter = new MemoryRateCounter(10, () => 0);
    for (let i = 0; i < 1000; i++) await counter.hit(`k${i}`, 1000);
    expect((await counter.peek('k999')).count).toBe(1);
    expect((await counter.peek('k0')).count).toBe(0);
  });
});

describe('the memory counter’s share per network', () => {
  it('counts a network’s keys past its share in one overflow window, and leaves the others alone', async () => {
    const counter = new MemoryRateCounter(100, () => 0, 5);
    await counter.hit('hers', 1000, 'B');
    for (let i = 0; i < 5; i++) expect((await counter.hit(`k${i}`, 1000, 'A')).count).toBe(1);
    // Past its share, every new key of A counts in A's one overflow window.
    expect((await counter.hit('fresh-1', 1000, 'A')).count).toBe(1);
    expect((await counter.hit('fresh-2', 1000, 'A')).count).toBe(2);
    expect((await counter.hit('k0', 1000, 'A')).count).toBe(2);
    for (let i = 0; i < 1000; i++) await counter.hit(`flood${i}`, 1000, 'A');
    expect((await counter.peek('hers', 'B')).count).toBe(1);
    expect((await counter.hit('hers', 1000, 'B')).count).toBe(2);
  });

  it('when many networks fill it, drops the networks holding the most keys first', async () => {
    const counter = new MemoryRateCounter(20, () => 0, 5);
    await counter.hit('small', 1000, 'S');
    for (const network of ['A', 'B', 'C', 'D'])
      for (let i = 0; i < 5; i++) await counter.hit(`${network}${i}`, 1000, network);
    expect((await counter.peek('small', 'S')).count).toBe(1);
    expect((await counter.peek('D4', 'D')).count).toBe(1);
  });
});
