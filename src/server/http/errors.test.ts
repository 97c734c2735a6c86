// A value the route's schema let through but the database refuses as data (SQLSTATE class 22: a
// NUL byte in text, a number out of range, an impossible date) is the client's request: a French
// 400, never a 500, on both drivers.
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { errorHandler } from './errors.ts';

describe.each(DRIVERS)('data the database refuses, on %s', (driver) => {
  let t: TestDatabase;
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    t = await openTestDatabase(driver);
    app.setErrorHandler(errorHandler);
    // A route that hands the database what it was given, as a route with a loose schema would.
    app.get<{ Querystring: { text?: string; number?: string; day?: string } }>(
      '/echo',
      async (request) => {
        const { text, number, day } = request.query;
        if (text !== undefined) await t.database.db.execute(sql`select ${text}::text`);
        if (number !== undefined) await t.database.db.execute(sql`select ${number}::smallint`);
        if (day !== undefined) await t.database.db.execute(sql`select ${day}::date`);
        return { ok: true };
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t?.cleanup();
  });

  it.each([
    ['a NUL byte in text', 'text=a%00b'],
    ['a number out of range', 'number=99999999'],
    ['an impossible date', 'day=2026-02-30'],
  ])('%s: 400 in French', async (_what, query) => {
    const res = await app.inject({ method: 'GET', url: `/echo?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'invalid_value', message: 'Une des valeurs envoyées n’est pas acceptée.' },
    });
  });

  it('a value the database accepts goes through', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/echo?text=Cocody&number=12&day=2026-11-25',
    });
    expect(res.json()).toEqual({ ok: true });
  });
});
