import { inArray, sql } from 'drizzle-orm';
import { BULK_TEXT, type ProductBulk } from '../../shared/api/admin-product-bulk.ts';
import type { Db } from '../db/database.ts';
import {
  adminChanges,
  catalogueProducts,
  favourites,
  orderItems,
  productPhotos,
  stock,
  stockChanges,
} from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { announcePagesChanged } from '../pages/page-events.ts';
import { productSubject, refuseUnknownCategory } from './product-admin.ts';

export type BulkOutcome =
  | { outcome: 'done'; changed: number }
  | { outcome: 'missing' }
  | { outcome: 'refused'; message: string };

type Row = typeof catalogueProducts.$inferSelect;

/**
 * One action on several products of the Produits tab, all or nothing, in one transaction: every
 * product changed gets its audit line and every instance's pages are told once. 'delete' takes
 * only drafts no order names (an order's picture is read from its product's row); any other
 * product in the selection refuses the whole action with a French message saying which.
 */
export async function bulkProducts(
  db: Db,
  bulk: ProductBulk & { ids: string[] },
  actorId: string,
): Promise<BulkOutcome> {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .select()
      .from(catalogueProducts)
      .where(inArray(catalogueProducts.id, bulk.ids))
      .orderBy(catalogueProducts.position)
      .for('update');
    if (rows.length !== bulk.ids.length) return { outcome: 'missing' };
    let changed: number;
    if (bulk.action === 'delete') {
      const refused = await undeletable(tx, rows);
      if (refused.length > 0)
        return { outcome: 'refused', message: BULK_TEXT.notDeletable(refused) };
      await deleteDrafts(tx, bulk.ids);
      changed = rows.length;
      await audit(tx, rows, actorId, (row) => ({
        field: 'status',
        before: row.status,
        after: 'supprimé',
      }));
    } else if (bulk.action === 'move') {
      await refuseUnknownCategory(tx, bulk.category);
      const moving = rows.filter((row) => row.category !== bulk.category);
      const [last] = await tx
        .select({ max: sql<number | null>`max(${catalogueProducts.position})` })
        .from(catalogueProducts)
        .where(sql`${catalogueProducts.category} = ${bulk.category}`);
      let position = Number(last?.max ?? 0);
      for (const row of moving) {
        position += 10;
        await tx
          .update(catalogueProducts)
          .set({
            category: bulk.category,
            position,
            version: row.version + 1,
            updatedAt: sql`now()`,
          })
          .where(sql`${catalogueProducts.id} = ${row.id}`);
      }
      changed = moving.length;
      await audit(tx, moving, actorId, (row) => ({
        field: 'category',
        before: row.category,
        after: bulk.category,
      }));
    } else {
      const status = bulk.action === 'publish' ? 'published' : 'archived';
      const changing = rows.filter((row) => row.status !== status);
      if (changing.length > 0)
        await tx
          .update(catalogueProducts)
          .set({ status, version: sql`${catalogueProducts.version} + 1`, updatedAt: sql`now()` })
          .where(
            inArray(
              catalogueProducts.id,
              changing.map((row) => row.id),
            ),
          );
      changed = changing.length;
      await audit(tx, changing, actorId, (row) => ({
        field: 'status',
        before: row.status,
        after: status,
      }));
    }
    if (changed > 0) await announcePagesChanged(tx, 'catalogue');
    return { outcome: 'done', changed };
  });
}

/** The names of the selected products that are not drafts, or that an order names. */
async function undeletable(tx: Tx, rows: readonly Row[]): Promise<string[]> {
  const ordered = new Set(
    (
      await tx
        .selectDistinct({ id: orderItems.productId })
        .from(orderItems)
        .where(
          inArray(
            orderItems.productId,
            rows.map((row) => row.id),
          ),
        )
    ).map((r) => r.id),
  );
  return rows.filter((row) => row.status !== 'draft' || ordered.has(row.id)).map((row) => row.name);
}

async function deleteDrafts(tx: Tx, ids: string[]): Promise<void> {
  await tx.delete(stock).where(inArray(stock.productId, ids));
  await tx.delete(stockChanges).where(inArray(stockChanges.productId, ids));
  await tx.delete(favourites).where(inArray(favourites.productId, ids));
  await tx.delete(productPhotos).where(inArray(productPhotos.productId, ids));
  await tx.delete(catalogueProducts).where(inArray(catalogueProducts.id, ids));
}

async function audit(
  tx: Tx,
  rows: readonly Row[],
  actorId: string,
  change: (row: Row) => { field: string; before: string; after: string },
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(adminChanges)
    .values(
      rows.map((row) => ({ subject: productSubject(row.id), actorId, changes: [change(row)] })),
    );
}
