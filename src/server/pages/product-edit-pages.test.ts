// One product's change renders again only the pages that show it (ADR 0213), on the instance
// that saved it and on another one of the same database (PostgreSQL's NOTIFY between two
// instances; PGlite's own within its process): its new price and a sell-out show on both, while
// the shop's other pages stay as they were kept. The shop's settings still renew every page.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { categoryOfProduct } from '../../shared/catalogue/categories.ts';
import { getProduct } from '../../shared/catalogue/products.ts';
import { formatPrice } from '../../shared/format/money.ts';
import type { App } from '../app.ts';
import { readAdminProduct, saveAdminProduct } from '../catalogue/product-admin.ts';
import { stock } from '../db/schema.ts';
import { createAdminUser } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const product = getProduct('t-shirt-mariniere-plateau')!;
const other = getProduct('pull-marin-raye')!;
const PAGE = `/product/${product.id}`;

/** Polls every 50 ms until `check` holds, for 2 s at most; whether it did. */
async function within2s(check: () => Promise<boolean>): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < 2_000) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

describe.each(DRIVERS)('a product’s change on %s', (driver) => {
  let s: TestApp;
  let a: App;
  let b: App;
  let everyPage = 0;
  let owner: string;

  const body = async (app: App, url: string) => (await app.inject({ url })).body;
  /** Renders each instance did since `before`, once its pages are warm again. */
  const rendersSince = async (before: number[]) => {
    await Promise.all([a.pages!.warm(), b.pages!.warm()]);
    return [a.pages!.renders - before[0]!, b.pages!.renders - before[1]!];
  };
  const counts = () => [a.pages!.renders, b.pages!.renders];

  beforeAll(async () => {
    const env = { BUILD_DIR: inject('shopBuildDir') };
    s = await createTestApp(driver, { env });
    a = s.app;
    b = await s.sibling(env);
    owner = (await createAdminUser(s.t.database.db)).id;
    const warmed = await Promise.all([a.pages!.warm(), b.pages!.warm()]);
    everyPage = warmed[0];
    expect(warmed[1]).toBe(everyPage);
  }, 120_000);
  afterAll(async () => s?.close());

  it('renders again only the pages showing the product, on both instances, new price within 2 s', async () => {
    expect(everyPage).toBeGreaterThan(50);
    // The category's listing and the other product's page, as kept before the change.
    const listing = `/collections/${categoryOfProduct(product)!}`;
    const otherPage = `/product/${other.id}`;
    const keptOther = await b.inject({ url: otherPage });
    expect(keptOther.headers['x-cache']).toBe('hit');
    const before = counts();

    const current = (await readAdminProduct(s.t.database.db, product.id))!;
    const price = current.product.price + 1_000;
    const saved = await saveAdminProduct(
      s.t.database.db,
      product.id,
      { ...current.product, price },
      current.version,
      owner,
    );
    expect(saved.outcome).toBe('saved');
    const priceOn = async (app: App, url: string) =>
      (await body(app, url)).includes(formatPrice(price));
    for (const app of [a, b]) {
      expect(await within2s(() => priceOn(app, PAGE))).toBe(true);
      expect(await within2s(() => priceOn(app, listing))).toBe(true);
    }
    const [renderedA, renderedB] = await rendersSince(before);
    // The product's page, the listings that show it: a handful, not the whole shop.
    for (const count of [renderedA, renderedB]) {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThan(everyPage / 4);
    }
    // A page that does not show it was kept as it was: the same answer, not rendered again.
    const again = await b.inject({ url: otherPage });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers.etag).toBe(keptOther.headers.etag);
  });

  it('says sold out on both instances when its last size sells out, rendering only its pages', async () => {
    const before = counts();
    await s.t.database.db.update(stock).set({ quantity: 0 }).where(eq(stock.productId, product.id));
    const soldOut = async (app: App) =>
      !(await body(app, PAGE)).includes('https://schema.org/InStock');
    for (const app of [a, b]) expect(await within2s(() => soldOut(app))).toBe(true);
    const rendered = await rendersSince(before);
    for (const count of rendered) {
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThan(everyPage / 4);
    }
    // Back in stock: said again.
    await s.t.database.db
      .update(stock)
      .set({ quantity: 3 })
      .where(and(eq(stock.productId, product.id), eq(stock.size, product.sizes[0]!.name)));
    for (const app of [a, b]) expect(await within2s(async () => !(await soldOut(app)))).toBe(true);
  });
});
