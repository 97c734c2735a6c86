// An order that takes a size's last unit changes what pages say on every instance: the product
// page (its sizes and structured data), its category listing and search results say 'Épuisé' on
// both instances of one PostgreSQL within seconds, and a cancellation that frees it says so again.
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { categoryOfProduct } from '../../shared/catalogue/categories.ts';
import { getProduct } from '../../shared/catalogue/products.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { stock } from '../db/schema.ts';
import { createScratchDatabase } from '../test/test-database.ts';
import { NO_UNPAID_CAPS } from '../test/test-app.ts';

const product = getProduct('t-shirt-mariniere-plateau')!;
const size = product.sizes[0]!.name;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
const databases: Database[] = [];
const instances: App[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase(inject('postgresTemplate'));
  for (let i = 0; i < 2; i++) {
    const database = await createDatabase({ dataDir: '', databaseUrl: scratch.url });
    databases.push(database);
    const config = loadConfig({
      DATABASE_URL: scratch.url,
      BUILD_DIR: inject('shopBuildDir'),
      ORDER_PAYMENT_WINDOW: '0',
      MESSAGE_SEND_INTERVAL: '0',
      ...NO_UNPAID_CAPS,
    });
    instances.push(await buildApp({ config, database, logger: false }));
  }
  // One unit left of one size, none of the others: the order below sells the product out.
  const db = databases[0]!.db;
  await db.update(stock).set({ quantity: 0 }).where(eq(stock.productId, product.id));
  await db
    .update(stock)
    .set({ quantity: 1 })
    .where(and(eq(stock.productId, product.id), eq(stock.size, size)));
  await db.update(stock).set({ quantity: 1 }).where(ne(stock.productId, product.id));
}, 60_000);

afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await Promise.all(databases.map((d) => d.close()));
  await scratch?.drop();
});

/** What each page says of the product: sold out or not (its own card, its JSON-LD). */
async function soldOutOn(app: App): Promise<Record<string, boolean>> {
  const page = (url: string) => app.inject({ url }).then((res) => res.body);
  const productPage = await page(`/product/${product.id}`);
  const cardOf = (html: string) => {
    const at = html.indexOf(`href="/product/${product.id}"`);
    expect(at, 'the product is listed').toBeGreaterThan(-1);
    const start = html.lastIndexOf('<article', at);
    return html.slice(start, html.indexOf('</article>', at));
  };
  return {
    product: !productPage.includes('https://schema.org/InStock'),
    listing: cardOf(await page(`/collections/${categoryOfProduct(product)!}`)).includes('Épuisé'),
    search: cardOf(await page(`/recherche?q=${encodeURIComponent(product.name)}`)).includes(
      'Épuisé',
    ),
  };
}

const everywhere = (value: boolean) => ({ product: value, listing: value, search: value });

async function waitFor(app: App, expected: Record<string, boolean>) {
  const started = Date.now();
  let seen = await soldOutOn(app);
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() - started < 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await soldOutOn(app);
  }
  return seen;
}

it('an order taking the last unit makes every page say sold out on both instances within 2 s', async () => {
  const [a, b] = instances as [App, App];
  // Both instances have the pages in their cache, saying the size is available.
  for (const app of instances) expect(await soldOutOn(app)).toEqual(everywhere(false));
  const order = await a.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      items: [{ productId: product.id, size, quantity: 1 }],
      customer: {
        fullName: 'Adjoua Kouassi',
        phone: '+225 07 01 02 03 04',
        address: 'Cocody Riviera 3, rue des Jardins, villa 12',
      },
      delivery: { zone: 'abidjan' },
    },
  });
  expect(order.statusCode).toBe(201);
  expect(await waitFor(a, everywhere(true))).toEqual(everywhere(true));
  expect(await waitFor(b, everywhere(true))).toEqual(everywhere(true));
});
