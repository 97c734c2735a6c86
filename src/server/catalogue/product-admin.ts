import { desc, eq, like, or, sql } from 'drizzle-orm';
import { artIn, colourNameOf, requireShopColour } from './shop-colours.ts';
import type {
  AdminProduct,
  ProductCreate,
  ProductField,
  ProductInput,
} from '../../shared/api/admin-products.ts';
import { PRODUCT_FIELDS, PRODUCT_TEXT } from '../../shared/api/admin-products.ts';
import type { ProductArt } from '../../shared/catalogue/types.ts';
import type { Db } from '../db/database.ts';
import { readShopSizes } from './catalogue-store.ts';
import { requireShopSizes } from './shop-sizes.ts';
import { adminChanges, catalogueProducts, categories, stock, users } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { announcePagesChanged, productChangeTags } from '../pages/page-events.ts';
import { productPictures } from './product-pictures.ts';

const HISTORY_LIMIT = 20;

/** Fields whose change moves a product into, out of or within listings (not only its own card). */
const LISTING_FIELDS = new Set<ProductField>([
  'status',
  'category',
  'isNew',
  'isLimited',
  // Its card's drawing and the colour filters (docs/decisions/0225).
  'colour',
]);

/** The audit subject of a product's changes in `admin_changes`. */
export function productSubject(id: string): string {
  return `product:${id}`;
}

type Row = typeof catalogueProducts.$inferSelect;
type FieldChange = { field: ProductField; before: string; after: string };

export type ProductSave =
  | { outcome: 'saved'; changes: FieldChange[] }
  | { outcome: 'unchanged' }
  | { outcome: 'stale' }
  | { outcome: 'missing' };

/** `colour`: the name her list gives the row's shade (docs/decisions/0225), if any. */
function inputOf(row: Row, colour: string | undefined): ProductInput {
  return {
    ...(colour === undefined ? {} : { colour }),
    name: row.name,
    description: row.description,
    category: row.category as ProductInput['category'],
    price: row.price,
    oldPrice: row.oldPrice,
    isNew: row.isNew,
    isLimited: row.isLimited,
    sizes: row.sizes as ProductInput['sizes'],
    status: row.status,
  };
}

/** A value as the history shows it. */
function shown(value: ProductInput[ProductField]): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The product as the Produits tab edits it, its version and its last changes; undefined if unknown. */
export async function readAdminProduct(db: Db | Tx, id: string): Promise<AdminProduct | undefined> {
  const [row] = await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, id));
  if (!row) return undefined;
  const history = await db
    .select({ at: adminChanges.createdAt, actorEmail: users.email, changes: adminChanges.changes })
    .from(adminChanges)
    .leftJoin(users, eq(users.id, adminChanges.actorId))
    .where(eq(adminChanges.subject, productSubject(id)))
    .orderBy(desc(adminChanges.createdAt), desc(adminChanges.id))
    .limit(HISTORY_LIMIT);
  return {
    id: row.id,
    product: inputOf(row, await colourNameOf(db, (row.art as ProductArt).color)),
    version: row.version,
    image: productPictures(row.id, row.art as ProductArt).front,
    url: `/product/${encodeURIComponent(row.id)}`,
    history: history.map((h) => ({
      at: h.at.toISOString(),
      actorEmail: h.actorEmail,
      changes: (h.changes as { field: string; before: unknown; after: unknown }[]).map((c) => ({
        field: c.field,
        before: historyValue(c.before),
        after: historyValue(c.after),
      })),
    })),
  };
}

/**
 * A value of the audit as text: the product's fields are stored as text already; the photos'
 * lines (src/server/catalogue/photos/photo-store.ts) hold the list of photos, shown as a count.
 */
function historyValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 1 ? '1 photo' : `${value.length} photos`;
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/**
 * Refuses (400, in French) a category the shop does not have or that lists no product (the
 * gallery of looks): the browser's list may be older than the database's (docs/decisions/0222).
 */
export async function refuseUnknownCategory(
  tx: Tx,
  id: string,
  message: string = PRODUCT_TEXT.category,
  field = 'category',
): Promise<void> {
  const [row] = await tx
    .select({ kind: categories.kind })
    .from(categories)
    .where(eq(categories.id, id))
    .for('key share');
  if (row?.kind !== 'products')
    throw new HttpError(400, 'invalid_category', message, { [field]: message });
}

/** Every offered size gets a stock row (0 units until the owner restocks it). */
async function ensureStockRows(tx: Tx, id: string, sizes: readonly string[]): Promise<void> {
  if (sizes.length === 0) return;
  await tx
    .insert(stock)
    .values(sizes.map((size) => ({ productId: id, size, quantity: 0 })))
    .onConflictDoNothing();
}

/**
 * Saves a product if nobody saved it since `version` (optimistic concurrency: the row is locked
 * and its version compared), with an audit line of the fields that changed and every instance's
 * pages told, in one transaction.
 */
export async function saveAdminProduct(
  db: Db,
  id: string,
  next: ProductInput,
  version: number,
  actorId: string,
): Promise<ProductSave> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(catalogueProducts)
      .where(eq(catalogueProducts.id, id))
      .for('update');
    if (!row) return { outcome: 'missing' };
    if (row.version !== version) return { outcome: 'stale' };
    if (next.category !== row.category)
      await refuseUnknownCategory(tx, next.category, PRODUCT_TEXT.category, 'product.category');
    const art = row.art as ProductArt;
    const before = inputOf(row, await colourNameOf(tx, art.color));
    // Her list's colour, held until the save commits (docs/decisions/0225); none sent: unchanged.
    const colour =
      next.colour === undefined || next.colour.toLowerCase() === before.colour?.toLowerCase()
        ? undefined
        : await requireShopColour(tx, next.colour, 'product.colour');
    const after = { ...next, colour: colour?.name ?? before.colour };
    const changes = PRODUCT_FIELDS.map((field) => ({
      field,
      before: shown(before[field]),
      after: shown(after[field]),
    })).filter((c) => c.before !== c.after);
    if (changes.length === 0) return { outcome: 'unchanged' };
    // The shop's list decides, never the browser's (docs/decisions/0224).
    await requireShopSizes(tx, next.sizes);
    const { colour: _name, ...fields } = next;
    await tx
      .update(catalogueProducts)
      .set({
        ...fields,
        ...(colour ? { art: artIn(art, colour) } : {}),
        version: row.version + 1,
        updatedAt: sql`now()`,
      })
      .where(eq(catalogueProducts.id, id));
    await ensureStockRows(tx, id, next.sizes);
    await tx.insert(adminChanges).values({ subject: productSubject(id), actorId, changes });
    // Only the pages showing it are rendered again (docs/decisions/0213).
    const moves = changes.some((c) => LISTING_FIELDS.has(c.field));
    await announcePagesChanged(tx, productChangeTags(id, before, next, moves));
    return { outcome: 'saved', changes };
  });
}

/** 'T-shirt Wax Cocody' → 't-shirt-wax-cocody': the product page's address. */
export function slugOf(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'produit'
  );
}

/** `base`, or `base-2`, `base-3`… : the first id no product has (archived ones included). */
async function freeId(tx: Tx, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ id: catalogueProducts.id })
        .from(catalogueProducts)
        .where(or(eq(catalogueProducts.id, base), like(catalogueProducts.id, `${base}-%`)))
    ).map((r) => r.id),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function nextPosition(tx: Tx, category: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${catalogueProducts.position})` })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.category, category));
  return (row?.max ?? 0) + 10;
}

async function insertProduct(
  tx: Tx,
  values: Omit<typeof catalogueProducts.$inferInsert, 'id' | 'position'>,
  actorId: string,
  audit: string,
): Promise<string> {
  await refuseUnknownCategory(tx, values.category);
  const id = await freeId(tx, slugOf(values.name));
  await tx
    .insert(catalogueProducts)
    .values({ ...values, id, position: await nextPosition(tx, values.category) });
  await ensureStockRows(tx, id, values.sizes);
  await tx.insert(adminChanges).values({
    subject: productSubject(id),
    actorId,
    changes: [{ field: 'status', before: '', after: audit }],
  });
  // A draft shows nowhere yet; the admin's lists read the catalogue again all the same.
  await announcePagesChanged(tx, 'catalogue');
  return id;
}

/** A new product, as a draft in every size of the shop's, drawn as chosen until its photos replace it. */
export async function createProduct(
  db: Db,
  input: ProductCreate,
  actorId: string,
): Promise<string> {
  return inTransaction(db, async (tx) => {
    // Her list's colour (docs/decisions/0225), held until the product is saved.
    const colour = await requireShopColour(tx, input.colour);
    const art = artIn({ kind: input.garment, color: '', accent: '', print: input.print }, colour);
    return insertProduct(
      tx,
      {
        name: input.name,
        description: input.name,
        category: input.category,
        price: input.price,
        oldPrice: null,
        isNew: true,
        isLimited: input.category === 'limited-edition',
        sizes: await readShopSizes(tx),
        art,
        status: 'draft',
      },
      actorId,
      'créé (brouillon)',
    );
  });
}

/** A copy of `id` as a draft named '… (copie)', its stock at 0; undefined if `id` is unknown. */
export async function duplicateProduct(
  db: Db,
  id: string,
  actorId: string,
): Promise<string | undefined> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(catalogueProducts).where(eq(catalogueProducts.id, id));
    if (!row) return undefined;
    return insertProduct(
      tx,
      {
        name: `${row.name} (copie)`.slice(0, 80),
        description: row.description,
        category: row.category,
        price: row.price,
        oldPrice: row.oldPrice,
        isNew: row.isNew,
        isLimited: row.isLimited,
        sizes: row.sizes,
        art: row.art,
        status: 'draft',
      },
      actorId,
      `dupliqué de ${id}`,
    );
  });
}
