import { randomUUID } from 'node:crypto';
import { NO_UNPAID_CAPS } from '../test/test-app.ts';
import path from 'node:path';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { orderItems, stock, stockChanges } from '../db/schema.ts';
import { createScratchDatabase } from '../test/test-database.ts';

const product = products.find((p) => p.inStock && p.id.startsWith('top-'))!;
const LAST_UNITS = 7;
const BUYERS = 100;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
const databases: Database[] = [];
const instances: { app: App; url: string }[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase(inject('postgresTemplate'));
  // Two server instances, each with its own connection pool, on one PostgreSQL: what two
  // processes behind a load balancer are.
  for (let i = 0; i < 2; i++) {
    const database = await createDatabase({ dataDir: '', databaseUrl: scratch.url });
    databases.push(database);
    const config = loadConfig({
      DATABASE_URL: scratch.url,
      BUILD_DIR: path.join(inject('testDataRoot'), 'no-build'),
      ORDER_RATE_LIMIT: '1000',
      ...NO_UNPAID_CAPS,
    });
    const app = await buildApp({ config, database, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, url });
  }
});

afterAll(async () => {
  await Promise.all(instances.map(({ app }) => app.close()));
  await Promise.all(databases.map((d) => d.close()));
  await scratch?.drop();
});

it(`${BUYERS} buyers racing for the last ${LAST_UNITS} units over two instances: exactly ${LAST_UNITS} orders, stock 0`, async () => {
  const db = databases[0]!.db;
  const where = and(eq(stock.productId, product.id), eq(stock.size, 'M'));
  await db.update(stock).set({ quantity: LAST_UNITS }).where(where);

  const answers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const response = await fetch(`${instances[i % 2]!.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          items: [{ productId: product.id, size: 'M', quantity: 1 }],
          customer: {
            fullName: `Acheteur ${i}`,
            phone: `07${String(i).padStart(8, '0')}`,
            address: 'Treichville, avenue 12',
          },
          delivery: { zone: 'abidjan' },
        }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { error?: { code: string } },
      };
    }),
  );

  const created = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status !== 201);
  expect(created).toHaveLength(LAST_UNITS);
  expect(refused).toHaveLength(BUYERS - LAST_UNITS);
  // Refused by the stock itself (409), or, once the sell-out was announced to that instance, by
  // the catalogue that now says the size is gone (400): never anything else.
  expect(
    refused.every(
      (a) =>
        (a.status === 409 && a.body.error?.code === 'out_of_stock') ||
        (a.status === 400 && a.body.error?.code === 'invalid_item'),
    ),
  ).toBe(true);
  const [row] = await db.select({ quantity: stock.quantity }).from(stock).where(where);
  expect(row?.quantity).toBe(0);
  const [sold] = await db
    .select({ units: sum(orderItems.quantity) })
    .from(orderItems)
    .where(and(eq(orderItems.productId, product.id), eq(orderItems.size, 'M')));
  expect(Number(sold?.units)).toBe(LAST_UNITS);
  const [audited] = await db
    .select({ delta: sum(stockChanges.delta) })
    .from(stockChanges)
    .where(
      and(
        eq(stockChanges.productId, product.id),
        eq(stockChanges.size, 'M'),
        eq(stockChanges.reason, 'order'),
      ),
    );
  expect(Number(audited?.delta)).toBe(-LAST_UNITS);
});
