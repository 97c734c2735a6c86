import { asc, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import {
  SHOP_SIZES_MAX,
  SIZE_TEXT,
  sizeInUseMessage,
  sizeOrderedMessage,
} from '../../shared/catalogue/sizes.ts';
import type { ShopSizes } from '../../shared/api/admin-sizes.ts';
import type { Db } from '../db/database.ts';
import {
  adminChanges,
  catalogueProducts,
  orderItems,
  shopSizes,
  stock,
  stockChanges,
} from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { announcePagesChanged } from '../pages/page-events.ts';

/** The `admin_changes` subject of the size list's edits (docs/decisions/0224). */
export const SIZES_SUBJECT = 'sizes';

/**
 * The owner's sizes (docs/decisions/0224). Every edit runs in one transaction that locks the
 * list's rows it touches, writes its audit line and announces the change to every instance.
 * A product's save holds its sizes' rows `for share` (`requireShopSizes`): a removal or a rename
 * waits for it, then counts what it saved.
 */
export async function readShopSizesAdmin(db: Db | Tx): Promise<ShopSizes> {
  // Counted in reads of their own, merged here: in a correlated subquery of a one-table select,
  // Drizzle writes the outer `name` unqualified, and the products' own `name` answered instead.
  const rows = await db
    .select({ name: shopSizes.name })
    .from(shopSizes)
    .orderBy(asc(shopSizes.position), asc(shopSizes.name));
  const offered = await db.select({ sizes: catalogueProducts.sizes }).from(catalogueProducts);
  const ordered = await db
    .select({ size: orderItems.size, orders: countDistinct(orderItems.orderId) })
    .from(orderItems)
    .groupBy(orderItems.size);
  return {
    sizes: rows.map((r) => ({
      name: r.name,
      products: offered.filter((p) => p.sizes.includes(r.name)).length,
      orders: Number(ordered.find((o) => o.size === r.name)?.orders ?? 0),
    })),
  };
}

/**
 * Refuses (400, French) any of `sizes` the shop's list does not hold, and holds the rows of those
 * it does until the transaction ends, so that none is removed or renamed under a product's save.
 */
export async function requireShopSizes(tx: Tx, sizes: readonly string[], field = 'sizes') {
  if (sizes.length === 0) return;
  const known = await tx
    .select({ name: shopSizes.name })
    .from(shopSizes)
    .where(inArray(shopSizes.name, [...sizes]))
    .for('share');
  const names = new Set(known.map((k) => k.name));
  const unknown = sizes.find((size) => !names.has(size));
  if (unknown !== undefined) {
    const message = `${SIZE_TEXT.notInShop} (${unknown})`;
    throw new HttpError(400, 'unknown_size', message, { [field]: message });
  }
}

async function audit(tx: Tx, actorId: string, field: string, before: string, after: string) {
  await tx.insert(adminChanges).values({
    subject: SIZES_SUBJECT,
    actorId,
    changes: [{ field, before, after }],
  });
}

/** A name taken by another size, whatever its case ('xl' beside 'XL' would read as one). */
async function takenName(tx: Tx, name: string, except?: string): Promise<boolean> {
  const rows = await tx
    .select({ name: shopSizes.name })
    .from(shopSizes)
    .where(sql`lower(${shopSizes.name}) = lower(${name})`);
  return rows.some((r) => r.name !== except);
}

function taken(field: string): HttpError {
  return new HttpError(400, 'size_taken', SIZE_TEXT.taken, { [field]: SIZE_TEXT.taken });
}

function missing(field: string): HttpError {
  return new HttpError(404, 'size_missing', SIZE_TEXT.missing, { [field]: SIZE_TEXT.missing });
}

// The list's changes: its own tag, which no page carries. Each instance's catalogue snapshot
// (which holds the list) is forgotten on any notice; pages change only when a product's sizes do.
const SIZES_CHANGED = 'sizes:list';

/** A new size, last in her list. */
export async function addShopSize(db: Db, name: string, actorId: string): Promise<ShopSizes> {
  return inTransaction(db, async (tx) => {
    // One add at a time: the count and the next place are read under the lock.
    await tx.execute(sql`lock table ${shopSizes} in share row exclusive mode`);
    if (await takenName(tx, name)) throw taken('name');
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(position), 0)` })
      .from(shopSizes);
    if (Number(row?.count ?? 0) >= SHOP_SIZES_MAX) {
      throw new HttpError(400, 'sizes_full', SIZE_TEXT.full, { name: SIZE_TEXT.full });
    }
    await tx.insert(shopSizes).values({ name, position: Number(row?.last ?? 0) + 1 });
    await audit(tx, actorId, 'ajout', '', name);
    await announcePagesChanged(tx, [SIZES_CHANGED]);
    return readShopSizesAdmin(tx);
  });
}

/**
 * Renames a size no order names (an order keeps the label it was placed with): the products that
 * offer it, their stock and its history follow the new name in the same transaction.
 */
export async function renameShopSize(
  db: Db,
  from: string,
  to: string,
  actorId: string,
): Promise<ShopSizes> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ name: shopSizes.name })
      .from(shopSizes)
      .where(eq(shopSizes.name, from))
      .for('update');
    if (!row) throw missing('from');
    if (from === to) return readShopSizesAdmin(tx);
    if (await takenName(tx, to, from)) throw taken('to');
    // The stock rows first: an order under way on them ends before the count below.
    await tx.update(stock).set({ size: to }).where(eq(stock.size, from));
    const [ordered] = await tx
      .select({ count: sql<number>`count(distinct ${orderItems.orderId})::int` })
      .from(orderItems)
      .where(eq(orderItems.size, from));
    const orders = Number(ordered?.count ?? 0);
    if (orders > 0) {
      const message = sizeOrderedMessage(orders);
      throw new HttpError(409, 'size_ordered', message, { from: message });
    }
    await tx.update(stockChanges).set({ size: to }).where(eq(stockChanges.size, from));
    const offering = await tx
      .update(catalogueProducts)
      .set({
        sizes: sql`array_replace(${catalogueProducts.sizes}, ${from}, ${to})`,
        version: sql`${catalogueProducts.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(sql`${from} = any(${catalogueProducts.sizes})`)
      .returning({ id: catalogueProducts.id });
    await tx.update(shopSizes).set({ name: to }).where(eq(shopSizes.name, from));
    await audit(tx, actorId, 'renommage', from, to);
    // The pages of the products that offer it show the new name.
    await announcePagesChanged(
      tx,
      offering.length > 0 ? offering.map((p) => `product:${p.id}`) : [SIZES_CHANGED],
    );
    return readShopSizesAdmin(tx);
  });
}

/** Removes a size no product offers (409 naming how many do). */
export async function removeShopSize(db: Db, name: string, actorId: string): Promise<ShopSizes> {
  return inTransaction(db, async (tx) => {
    // Deleted first: a product's save holding it ends before the count below sees its sizes.
    const [row] = await tx
      .delete(shopSizes)
      .where(eq(shopSizes.name, name))
      .returning({ name: shopSizes.name });
    if (!row) throw missing('name');
    const [offering] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(catalogueProducts)
      .where(sql`${name} = any(${catalogueProducts.sizes})`);
    const products = Number(offering?.count ?? 0);
    if (products > 0) {
      const message = sizeInUseMessage(products);
      throw new HttpError(409, 'size_in_use', message, { name: message });
    }
    const [left] = await tx.select({ count: sql<number>`count(*)::int` }).from(shopSizes);
    if (Number(left?.count ?? 0) === 0) {
      throw new HttpError(400, 'last_size', SIZE_TEXT.last, { name: SIZE_TEXT.last });
    }
    // Its stock rows go with it: no product offers it, so none could be sold (their history stays).
    await tx.delete(stock).where(eq(stock.size, name));
    await audit(tx, actorId, 'retrait', name, '');
    await announcePagesChanged(tx, [SIZES_CHANGED]);
    return readShopSizesAdmin(tx);
  });
}

/** Puts the sizes in her order: `sizes` names every size of the list once. */
export async function orderShopSizes(
  db: Db,
  sizes: readonly string[],
  actorId: string,
): Promise<ShopSizes> {
  return inTransaction(db, async (tx) => {
    const current = await tx
      .select({ name: shopSizes.name })
      .from(shopSizes)
      .orderBy(asc(shopSizes.position), asc(shopSizes.name))
      .for('update');
    const names = current.map((r) => r.name);
    const same =
      sizes.length === names.length &&
      new Set(sizes).size === sizes.length &&
      sizes.every((s) => names.includes(s));
    if (!same) {
      throw new HttpError(400, 'size_order', SIZE_TEXT.order, { sizes: SIZE_TEXT.order });
    }
    if (sizes.every((s, i) => names[i] === s)) return readShopSizesAdmin(tx);
    for (const [index, name] of sizes.entries()) {
      await tx
        .update(shopSizes)
        .set({ position: index + 1 })
        .where(eq(shopSizes.name, name));
    }
    await audit(tx, actorId, 'ordre', names.join(', '), sizes.join(', '));
    // Every product page and listing shows sizes in her order.
    await announcePagesChanged(tx, 'catalogue');
    return readShopSizesAdmin(tx);
  });
}
