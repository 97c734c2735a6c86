// A PostgreSQL that holds every query without an answer or an error (its processes stopped, or
// the link gone silent): its own timeouts do not run, so a request that reaches it waits as long
// as it does. New API requests must get the French 503 within seconds instead (ADR 0193).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { MESSAGES } from '../http/errors.ts';
import { silenceableRelay } from '../test/silenceable-relay.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createDatabase, type Database } from './database.ts';
import { FREEZE_PROBE_EVERY_MS, FREEZE_PROBE_TIMEOUT_MS } from './freeze-watch.ts';

let a: TestApp;
let b: App;
let bDatabase: Database;
let relay: ReturnType<typeof silenceableRelay>;

beforeAll(async () => {
  a = await createTestApp('postgres');
  relay = silenceableRelay(new URL(a.t.location.databaseUrl!));
  const url = await relay.start();
  bDatabase = await createDatabase({ dataDir: '', databaseUrl: url });
  b = await buildApp({
    config: loadConfig({ DATA_DIR: a.t.location.dataDir, DATABASE_URL: url }),
    database: bDatabase,
    logger: false,
  });
  await b.ready();
}, 60_000);

afterAll(async () => {
  relay?.speak();
  await b?.close();
  await bDatabase?.close();
  await relay?.stop();
  await a?.close();
});

/** The answer, or 'no answer' once `ms` have passed. */
async function within(ms: number, request: Promise<{ statusCode: number; body: string }>) {
  const late = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms));
  return Promise.race([request, late]);
}

it('answers new API requests a French 503 within seconds while PostgreSQL holds its queries, and serves again once it answers', async () => {
  const stock = () => b.inject({ url: '/api/stock' });
  expect((await stock()).statusCode).toBe(200);

  relay.freeze();
  // A request sent now waits with PostgreSQL (nothing can cut a query already sent).
  const stuck = stock();
  // Past one probe and its timeout, the next requests are refused at once.
  await new Promise((r) => setTimeout(r, FREEZE_PROBE_EVERY_MS + FREEZE_PROBE_TIMEOUT_MS + 500));
  const refused = await within(1_000, stock());
  expect(refused).not.toBe('no answer');
  if (refused === 'no answer') return;
  expect(refused.statusCode).toBe(503);
  expect(JSON.parse(refused.body).error.message).toBe(MESSAGES.unavailable);

  relay.speak();
  expect((await stuck).statusCode).toBe(200);
  // Once a probe is answered, requests reach the database again.
  await expect
    .poll(async () => (await stock()).statusCode, { timeout: 10_000, interval: 250 })
    .toBe(200);
}, 60_000);
