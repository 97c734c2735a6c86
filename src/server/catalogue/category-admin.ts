import { asc, count, eq, sql } from 'drizzle-orm';
import { CATEGORY_TEXT, type AdminCategories } from '../../shared/api/admin-categories.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';
import type { Db } from '../db/database.ts';
import { adminChanges, catalogueProducts, categories } from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { announcePagesChanged } from '../pages/page-events.ts';
import { slugOf } from './product-admin.ts';

/** The audit subject of a category's changes (`admin_changes`), as products have theirs. */
const subject = (id: string) => `category:${id}`;

const refuse = (message: string, field = 'name') =>
  new HttpError(400, 'invalid_category', message, { [field]: message });

/** Every category in the owner's order with the products in it, whatever their status. */
export async function readAdminCategories(db: Pick<Db, 'select'>): Promise<AdminCategories> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ category: catalogueProducts.category, n: count() })
      .from(catalogueProducts)
      .groupBy(catalogueProducts.category),
  ]);
  const countOf = new Map(counts.map((c) => [c.category, Number(c.n)]));
  return {
    categories: rows.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind,
      hidden: r.hidden,
      productCount: countOf.get(r.id) ?? 0,
    })),
  };
}

/** The category, locked for the change; 404 when there is none. */
async function locked(tx: Tx, id: string) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new HttpError(404, 'category_not_found', CATEGORY_TEXT.unknown);
  return row;
}

/** Refuses a name another category has (letters' case and accents aside). */
async function refuseTaken(tx: Tx, name: string, except?: string): Promise<void> {
  const rows = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  const key = slugOf(name);
  const clash = rows.find((r) => r.id !== except && (r.id === key || slugOf(r.name) === key));
  if (clash) throw refuse(CATEGORY_TEXT.duplicate(clash.name));
}

/**
 * Writes the audit line and tells every instance: the menus on every page name the categories, so
 * any change of them renders every page again (docs/decisions/0222).
 */
async function recorded(
  tx: Tx,
  id: string,
  actorId: string,
  field: string,
  before: string,
  after: string,
) {
  await tx
    .insert(adminChanges)
    .values({ subject: subject(id), actorId, changes: [{ field, before, after }] });
  await announcePagesChanged(tx, 'catalogue');
}

/** A new listing named `name`, shown, last; its slug from its name. */
export async function createCategory(
  db: Db,
  input: { name: string },
  actorId: string,
): Promise<string> {
  const name = frenchSpacing(input.name);
  const id = slugOf(name);
  if (!/[\p{L}\p{N}]/u.test(name)) throw refuse(CATEGORY_TEXT.nameNoLetter);
  return inTransaction(db, async (tx) => {
    // Two creations at once take their places one after the other.
    await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
    await refuseTaken(tx, name);
    const [last] = await tx
      .select({ max: sql<number | null>`max(${categories.position})` })
      .from(categories);
    await tx.insert(categories).values({ id, name, position: Number(last?.max ?? 0) + 10 });
    await recorded(tx, id, actorId, 'name', '', name);
    return id;
  });
}

/** A new name (the slug, and so every link, stays) and/or shown or hidden. */
export async function updateCategory(
  db: Db,
  id: string,
  update: { name?: string; hidden?: boolean },
  actorId: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await locked(tx, id);
    if (update.name !== undefined) {
      const name = frenchSpacing(update.name);
      if (!/[\p{L}\p{N}]/u.test(name)) throw refuse(CATEGORY_TEXT.nameNoLetter);
      if (name !== row.name) {
        await refuseTaken(tx, name, id);
        await tx
          .update(categories)
          .set({ name, updatedAt: sql`now()` })
          .where(eq(categories.id, id));
        await recorded(tx, id, actorId, 'name', row.name, name);
      }
    }
    if (update.hidden !== undefined && update.hidden !== row.hidden) {
      await tx
        .update(categories)
        .set({ hidden: update.hidden, updatedAt: sql`now()` })
        .where(eq(categories.id, id));
      const label = (hidden: boolean) => (hidden ? 'masquée' : 'affichée');
      await recorded(tx, id, actorId, 'hidden', label(row.hidden), label(update.hidden));
    }
  });
}

/** One place up or down: the categories renumbered 10, 20, 30… in their new order. */
export async function moveCategory(
  db: Db,
  id: string,
  direction: 'up' | 'down',
  actorId: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
    const rows = await tx
      .select({ id: categories.id })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id));
    const at = rows.findIndex((r) => r.id === id);
    if (at < 0) throw new HttpError(404, 'category_not_found', CATEGORY_TEXT.unknown);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= rows.length) return; // Already first or last: nothing moves.
    const order = rows.map((r) => r.id);
    [order[at], order[to]] = [order[to]!, order[at]!];
    for (const [index, each] of order.entries())
      await tx
        .update(categories)
        .set({ position: (index + 1) * 10 })
        .where(eq(categories.id, each));
    await recorded(tx, id, actorId, 'position', String(at + 1), String(to + 1));
  });
}

/** Deletes an empty category; refused (400, with the count) while any product is in it. */
export async function deleteCategory(db: Db, id: string, actorId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await locked(tx, id);
    if (row.kind === 'looks') throw refuse(CATEGORY_TEXT.looks, 'category');
    // Products placed in it meanwhile wait for this lock (their key to it): the count is final.
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.category, id));
    if (Number(n) > 0)
      throw new HttpError(409, 'category_not_empty', CATEGORY_TEXT.notEmpty(Number(n)));
    await tx.delete(categories).where(eq(categories.id, id));
    await recorded(tx, id, actorId, 'name', row.name, 'supprimée');
  });
}
