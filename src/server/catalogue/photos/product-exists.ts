import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { stock } from '../../db/schema.ts';

/**
 * Whether `productId` names a product of the shop. Until the catalogue moves into a products
 * table, a product is one the stock table has rows for (seeded from the catalogue at first
 * start); this is the one place to point at that table when it exists.
 */
export async function productExists(db: Db | Tx, productId: string): Promise<boolean> {
  const rows = await db
    .select({ productId: stock.productId })
    .from(stock)
    .where(eq(stock.productId, productId))
    .limit(1);
  return rows.length > 0;
}
