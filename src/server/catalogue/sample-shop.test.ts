// The sample catalogue fills a new shop once (docs/decisions/0208): an owner who emptied the demo
// shop finds it empty after a restart, and a brand new shop opens with the 72 sample products.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_STOCK_QUANTITY } from '../../shared/domain/stock.ts';
import { queryRows, type Db } from '../db/database.ts';
import { createAdminUser } from '../test/admin.ts';
import { emptySampleShop, seedOnFirstStart, seedSampleShop } from './sample-shop.ts';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../test/test-database.ts';

async function count(db: Db, table: 'products' | 'stock'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return Number(row!.n);
}

/** What the server does with the data at every start. */
const start = (db: Db) => seedOnFirstStart(db, DEFAULT_STOCK_QUANTITY);

describe.each(DRIVERS)('the sample shop on %s', (driver) => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it('opens a brand new shop with the 72 sample products, each with stock', async () => {
    t = await openTestDatabase(driver, { empty: true });
    await start(t.database.db);
    expect(await count(t.database.db, 'products')).toBe(72);
    const [stocked] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(distinct product_id)::int as n from stock where quantity > 0`,
    );
    expect(Number(stocked!.n)).toBeGreaterThan(60);
  });

  it('stays empty after a restart once the owner emptied it', async () => {
    t = await openTestDatabase(driver, { empty: true });
    await start(t.database.db);
    const owner = await createAdminUser(t.database.db);
    expect(await emptySampleShop(t.database.db, owner.id)).toEqual({ deleted: 72, archived: 0 });
    await start((await t.reopen()).db);
    expect(await count(t.database.db, 'products')).toBe(0);
    expect(await count(t.database.db, 'stock')).toBe(0);
    // npm run seed writes it again, on purpose.
    expect(await seedSampleShop(t.database.db, DEFAULT_STOCK_QUANTITY)).toBe(72);
    expect(await count(t.database.db, 'stock')).toBe(288);
  });

  it('puts back the sample products’ colours the owner removed, last (docs/decisions/0225)', async () => {
    t = await openTestDatabase(driver, { empty: true });
    await start(t.database.db);
    const owner = await createAdminUser(t.database.db);
    await emptySampleShop(t.database.db, owner.id);
    await t.database.db.execute(sql`delete from shop_colours where name in ('Olive', 'Corail')`);
    expect(await seedSampleShop(t.database.db, DEFAULT_STOCK_QUANTITY)).toBe(72);
    const colours = await queryRows<{ name: string; hex: string; family: string }>(
      t.database.db,
      sql`select name, hex, family from shop_colours order by position`,
    );
    expect(colours).toHaveLength(15);
    expect(colours.slice(-2).map((c) => c.name)).toEqual(['Olive', 'Corail']);
    expect(colours.at(-1)).toEqual({ name: 'Corail', hex: '#e58a74', family: 'rose' });
  });
});
