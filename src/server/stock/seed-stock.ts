import { products } from '../../shared/catalogue/products.ts';
import type { Db } from '../db/database.ts';
import { stock, stockChanges } from '../db/schema.ts';

/**
 * Fills the stock table from the catalogue: every product and size gets a row once, with
 * `defaultQuantity` units, or 0 for a size the catalogue marks unavailable and for its
 * out-of-stock product. Existing rows are never touched, so a restart (or a second instance
 * starting at the same time) keeps what orders and restocks did; a product added to the catalogue
 * gets its rows at the next start.
 */
export async function seedStock(db: Db, defaultQuantity: number): Promise<void> {
  const rows = products.flatMap((product) =>
    product.sizes.map((size) => ({
      productId: product.id,
      size: size.name,
      quantity: product.inStock && size.available ? defaultQuantity : 0,
    })),
  );
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stock)
      .values(rows)
      .onConflictDoNothing()
      .returning({ productId: stock.productId, size: stock.size, quantity: stock.quantity });
    if (inserted.length === 0) return;
    await tx.insert(stockChanges).values(
      inserted.map((row) => ({
        productId: row.productId,
        size: row.size,
        delta: row.quantity,
        quantityAfter: row.quantity,
        reason: 'seed' as const,
      })),
    );
  });
}
