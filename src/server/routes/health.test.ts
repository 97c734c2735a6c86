import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { stubDatabase } from '../test/stub-database.ts';

const unreachable = {
  ...stubDatabase(),
  db: {
    execute: async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    },
  } as unknown as Db,
};
const app = await buildApp({ config: loadConfig({}), database: unreachable, logger: false });
afterAll(() => app.close());

it('GET /api/health answers 503 in French when the database is unreachable', async () => {
  const res = await app.inject({ url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({
    error: { code: 'database_unavailable', message: 'La base de données est indisponible.' },
  });
});
