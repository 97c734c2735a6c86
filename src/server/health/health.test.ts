import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { queryRows, type Db } from '../db/database.ts';
import { customerMessages } from '../db/schema.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { stubDatabase } from '../test/stub-database.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

describe.each(DRIVERS)('GET /api/health on %s', (driver) => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp(driver);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers ok when the database answers', async () => {
    const res = await s.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('says degraded, in French, when customer messages have waited past their time for 10 minutes', async () => {
    // A message due 30 minutes ago that no outbox job took: the job is stopped everywhere.
    await s.t.database.db.execute(
      sql`insert into customer_messages (event_key, channel, recipient, body, next_attempt_at)
          values ('test:stalled', 'sms', '+2250701020304', 'Bonjour', now() - interval '30 minutes')`,
    );
    try {
      const res = await s.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'degraded',
        problems: [
          {
            code: 'outbox_stalled',
            message:
              'Des messages aux clients attendent depuis plus de 10 minutes : l’envoi des SMS et e-mails semble arrêté.',
          },
        ],
      });
    } finally {
      await s.t.database.db.execute(
        sql`delete from customer_messages where event_key = 'test:stalled'`,
      );
    }
  });

  it('gives the owner the server’s state; nobody else', async () => {
    await createAdminUser(s.t.database.db, 'etat@lagune.ci');
    const cookie = await adminSignIn(s.app, 'etat@lagune.ci');
    expect((await s.app.inject({ url: '/api/admin/health' })).statusCode).toBe(401);
    const res = await s.app.inject({ url: '/api/admin/health', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json();
    expect(state).toMatchObject({
      status: 'ok',
      problems: [],
      driver,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      clockSkewWarning: null,
      disk: { writable: true },
      outbox: { overdue: 0, failedLastWeek: 0 },
    });
    // The waiting messages as the table counts them: one that waits for tomorrow, and the
    // sign-in's own notices, tried at once just after its answer (asked until both agree).
    await s.t.database.db.insert(customerMessages).values({
      eventKey: 'test:waiting',
      channel: 'email',
      recipient: 'etat@lagune.ci',
      body: 'En attente',
      nextAttemptAt: new Date(Date.now() + 86_400_000),
    });
    const waiting = async () =>
      Number(
        (
          await queryRows<{ n: string }>(
            s.t.database.db,
            sql`select count(*) as n from customer_messages where sent_at is null and failed_at is null`,
          )
        )[0]!.n,
      );
    const pending = async () =>
      (await s.app.inject({ url: '/api/admin/health', headers: { cookie } })).json().outbox
        .pending as number;
    await expect.poll(async () => (await pending()) - (await waiting())).toBe(0);
    expect(await pending()).toBeGreaterThanOrEqual(1);
    expect(Math.abs(state.clockSkewMs)).toBeLessThan(60_000);
    expect(state.disk.freeBytes).toBeGreaterThan(0);
    expect(state.disk.totalBytes).toBeGreaterThanOrEqual(state.disk.freeBytes);
  });
});

it('GET /api/health answers 503 in French when the embedded database’s disk is full', async () => {
  const s = await createTestApp('pglite');
  // As a full disk answers a new file (a tmpfs needs root): the probe is the app's seam.
  const full = await buildApp({
    config: s.config,
    database: s.t.database,
    logger: false,
    health: {
      diskProbe: async () => {
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
    },
  });
  try {
    const res = await full.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: {
        code: 'disk_full',
        message:
          'Le disque de la base de données est plein ou en lecture seule : les commandes ne peuvent pas être enregistrées. Libérez de la place dans DATA_DIR.',
      },
    });
  } finally {
    await full.close();
    await s.close();
  }
});

it('GET /api/health answers 503 in French when the database fails', async () => {
  const failing = {
    ...stubDatabase(),
    db: {
      execute: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
    } as unknown as Db,
  };
  const app = await buildApp({
    config: loadConfig({ BUILD_DIR: '/nonexistent/lagune-build' }),
    database: failing,
    logger: false,
  });
  try {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'database_unavailable', message: 'La base de données est indisponible.' },
    });
  } finally {
    await app.close();
  }
});
