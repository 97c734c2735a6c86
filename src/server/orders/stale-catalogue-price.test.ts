// An instance whose listening connection went silent (no error, no close: a dropped link that
// TCP has not noticed yet) keeps an old catalogue snapshot for its pages. Its orders must still
// charge the price the database has, and refuse a product taken off sale (ADR 0179).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminProduct } from '../../shared/api/admin-products.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { silenceableRelay } from '../test/silenceable-relay.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';

const PRODUCT = 't-shirt-signature-creme';
const ARCHIVED = 't-shirt-mariniere-plateau';

let a: TestApp;
let b: App;
let bDatabase: Database;
let relay: ReturnType<typeof silenceableRelay>;
let admin: string;

beforeAll(async () => {
  a = await createTestApp('postgres', { env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS } });
  relay = silenceableRelay(new URL(a.t.location.databaseUrl!));
  const url = await relay.start();
  bDatabase = await createDatabase({ dataDir: '', databaseUrl: url });
  b = await buildApp({
    config: loadConfig({
      DATA_DIR: a.t.location.dataDir,
      DATABASE_URL: url,
      ORDER_PAYMENT_WINDOW: '0',
      MESSAGE_SEND_INTERVAL: '0',
      ORDER_RATE_LIMIT: '1000',
      ...NO_UNPAID_CAPS,
    }),
    database: bDatabase,
    logger: false,
  });
  await b.ready();
  await createAdminUser(a.t.database.db);
  admin = await adminSignIn(a.app, 'patronne@lagune.ci');
}, 60_000);

afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await relay?.stop();
  await a?.close();
});

async function save(id: string, change: Partial<AdminProduct['product']>) {
  const headers = { cookie: admin };
  const current = (
    await a.app.inject({ url: `/api/admin/products/${id}`, headers })
  ).json() as AdminProduct;
  const res = await a.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    headers,
    payload: { product: { ...current.product, ...change }, version: current.version },
  });
  expect(res.statusCode, res.body).toBe(200);
}

function orderOn(app: App, productId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': crypto.randomUUID() },
    payload: {
      items: [{ productId, size: 'M', quantity: 1 }],
      customer: {
        fullName: 'Adjoua Kouassi',
        phone: '+225 07 01 02 03 04',
        address: 'Cocody Riviera 3, rue des Jardins, villa 12',
      },
      delivery: { zone: 'abidjan' },
    },
  });
}

it('an instance that stopped hearing changes charges the database’s price and refuses a product taken off sale', async () => {
  // B has read its catalogue: the product at its seed price, both products on sale.
  const before = (await b.catalogue.current()).entries.get(PRODUCT)!.product.price;
  expect(relay.listeners(), 'the listener goes through the relay').toBeGreaterThan(0);
  relay.silenceListener();

  await save(PRODUCT, { price: before - 1_000 });
  await save(ARCHIVED, { status: 'archived' });
  // Long enough for a notice to reach B had its link been alive; it is not.
  await new Promise((r) => setTimeout(r, 500));

  const res = await orderOn(b, PRODUCT);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().order.items[0]).toMatchObject({ price: before - 1_000 });

  const refused = await orderOn(b, ARCHIVED);
  expect(refused.statusCode, refused.body).toBe(400);
  expect(refused.json().error.message).toMatch(/n’existe pas ou plus dans la boutique/);
});
