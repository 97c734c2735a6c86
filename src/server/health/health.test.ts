import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
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
