import { and, desc, eq, sql } from 'drizzle-orm';
import type { SizeName } from '../../shared/catalogue/types.ts';
import type { Db } from '../db/database.ts';
import { catalogueProducts, orders, stock, stockChanges, users } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';

export type StockUpdate = {
  productId: string;
  size: SizeName;
  /** Units on hand now, as counted by the admin. */
  quantity: number;
  reason?: 'restock' | 'correction' | undefined;
};

export type StockUpdated = {
  productId: string;
  size: SizeName;
  quantity: number;
  previous: number;
  delta: number;
  reason: 'restock' | 'correction' | null;
};

/**
 * The admin sets a size's units on hand (a restock or a correction after a count). The row is
 * locked, so an order taking units at the same moment is counted either before or after, never
 * lost; the audit line holds the admin, the difference and the quantity after. Unknown product or
 * size → 400 in French, nothing written.
 */
export async function setStockLevel(
  db: Db,
  update: StockUpdate,
  actorId: string,
): Promise<StockUpdated> {
  const [product] = await db
    .select({ name: catalogueProducts.name, sizes: catalogueProducts.sizes })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.id, update.productId));
  if (!product) {
    const message = `Produit inconnu : ${update.productId}`;
    throw new HttpError(400, 'unknown_product', message, { productId: message });
  }
  if (!product.sizes.includes(update.size)) {
    const message = `Taille ${update.size} inconnue pour « ${product.name} »`;
    throw new HttpError(400, 'unknown_size', message, { size: message });
  }
  return inTransaction(db, async (tx) => {
    const where = and(eq(stock.productId, update.productId), eq(stock.size, update.size));
    const [row] = await tx
      .select({ quantity: stock.quantity })
      .from(stock)
      .where(where)
      .for('update');
    const previous = row?.quantity ?? 0;
    const delta = update.quantity - previous;
    const base = {
      productId: update.productId,
      size: update.size,
      quantity: update.quantity,
      previous,
      delta,
    };
    if (row && delta === 0) return { ...base, reason: null };
    const reason = update.reason ?? (delta >= 0 ? 'restock' : 'correction');
    if (row) {
      await tx
        .update(stock)
        .set({ quantity: update.quantity, updatedAt: sql`now()` })
        .where(where);
    } else {
      // A product added to the catalogue since the last start has no row yet.
      await tx.insert(stock).values({
        productId: update.productId,
        size: update.size,
        quantity: update.quantity,
      });
    }
    await tx.insert(stockChanges).values({
      productId: update.productId,
      size: update.size,
      delta,
      quantityAfter: update.quantity,
      reason,
      actorId,
    });
    return { ...base, reason };
  });
}

export const STOCK_CHANGES_LIMIT = 50;

/** A product's stock audit, newest first: who changed what, when, and why. */
export async function readStockChanges(db: Db, productId: string, size?: SizeName) {
  const rows = await db
    .select({
      size: stockChanges.size,
      delta: stockChanges.delta,
      quantityAfter: stockChanges.quantityAfter,
      reason: stockChanges.reason,
      actorEmail: users.email,
      orderReference: orders.reference,
      at: stockChanges.createdAt,
    })
    .from(stockChanges)
    .leftJoin(users, eq(users.id, stockChanges.actorId))
    .leftJoin(orders, eq(orders.id, stockChanges.orderId))
    .where(
      and(eq(stockChanges.productId, productId), size ? eq(stockChanges.size, size) : undefined),
    )
    .orderBy(desc(stockChanges.createdAt), desc(stockChanges.id))
    .limit(STOCK_CHANGES_LIMIT);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
