import { asc, eq } from 'drizzle-orm';
import type { ProductMove, ProductOrder } from '../../shared/api/admin-products.ts';
import type { Db } from '../db/database.ts';
import { adminChanges, catalogueProducts } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { announcePagesChanged } from '../pages/page-events.ts';
import { productSubject } from './product-admin.ts';

/** Gap between two positions once a category is renumbered (room for a product created later). */
const STEP = 10;

export type MoveOutcome =
  { outcome: 'moved' | 'unchanged'; order: ProductOrder } | { outcome: 'missing' };

/**
 * Moves a product one place up or down in its category's listing (ADR 0145), or straight to a
 * place (a drag, docs/decisions/0203): the category's rows
 * are locked and renumbered in their new order, the move is audited on the product, and every
 * instance's pages are told, in one transaction. At the top (or bottom) already, nothing changes.
 */
export async function moveProduct(
  db: Db,
  id: string,
  { direction, to: place }: ProductMove,
  actorId: string,
): Promise<MoveOutcome> {
  return inTransaction(db, async (tx) => {
    const [moved] = await tx
      .select({ category: catalogueProducts.category })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.id, id));
    if (!moved) return { outcome: 'missing' };
    // Locked in the listing's order: two moves at once in one category wait for each other.
    const rows = await tx
      .select({ id: catalogueProducts.id, position: catalogueProducts.position })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.category, moved.category))
      .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.id))
      .for('update');
    const order = rows.map((r) => r.id);
    const from = order.indexOf(id);
    // Renamed into another category between the two reads: the move is asked again.
    if (from < 0) return { outcome: 'missing' };
    const to =
      place !== undefined
        ? Math.min(place, order.length) - 1
        : direction === 'up'
          ? from - 1
          : from + 1;
    const answer = (list: string[]) => ({
      category: moved.category as ProductOrder['category'],
      order: list,
    });
    if (to < 0 || to >= order.length || to === from)
      return { outcome: 'unchanged', order: answer(order) };
    order.splice(to, 0, ...order.splice(from, 1));
    const wanted = new Map(order.map((productId, index) => [productId, (index + 1) * STEP]));
    for (const row of rows) {
      const position = wanted.get(row.id)!;
      // Only the rows whose number changes: a product's row is not written for nothing.
      if (row.position !== position)
        await tx
          .update(catalogueProducts)
          .set({ position })
          .where(eq(catalogueProducts.id, row.id));
    }
    await tx.insert(adminChanges).values({
      subject: productSubject(id),
      actorId,
      changes: [{ field: 'position', before: String(from + 1), after: String(to + 1) }],
    });
    await announcePagesChanged(tx, 'catalogue');
    return { outcome: 'moved', order: answer(order) };
  });
}
