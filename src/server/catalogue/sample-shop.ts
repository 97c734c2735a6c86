import { and, inArray, notInArray, sql } from 'drizzle-orm';
import { categoryOfProduct } from '../../shared/catalogue/categories.ts';
import { FIRST_COLOURS } from '../../shared/catalogue/colours.ts';
import { products as sampleProducts } from '../../shared/catalogue/products.ts';
import type { Db } from '../db/database.ts';
import {
  adminChanges,
  catalogueProducts,
  favourites,
  orderItems,
  productPhotos,
  shopSeeds,
  shopColours,
  shopSizes,
  stock,
  stockChanges,
} from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { announcePagesChanged } from '../pages/page-events.ts';

/** The mark in `shop_seeds` of a shop whose sample catalogue was written (docs/decisions/0208). */
const SAMPLE_SHOP = 'sample-shop';

/** The audit subject of what was done to the catalogue as a whole. */
export const CATALOGUE_SUBJECT = 'catalogue';

/** The sample products' ids: what 'Vider la boutique de démonstration' removes. */
export const SAMPLE_PRODUCT_IDS: readonly string[] = sampleProducts.map((p) => p.id);

/**
 * Writes the sample products (those missing) and the stock of those that have none yet:
 * `defaultQuantity` units per size, 0 for a size or product the catalogue marks unavailable.
 * Returns how many products were written.
 */
async function writeSampleShop(tx: Tx, defaultQuantity: number): Promise<number> {
  // Their sizes are in the shop's list, last, where the owner removed one (docs/decisions/0224).
  const sizes = [...new Set(sampleProducts.flatMap((p) => p.sizes.map((s) => s.name)))];
  await tx.execute(sql`insert into ${shopSizes} (name, position)
    select s.name, coalesce((select max(position) from ${shopSizes}), 0) + s.i
    from unnest(array[${sql.join(
      sizes.map((size) => sql`${size}`),
      sql`, `,
    )}]::text[]) with ordinality as s(name, i)
    on conflict do nothing`);
  // Their colours too (docs/decisions/0225): a shade she removed comes back, last, with its name.
  const hexes = new Set(sampleProducts.map((p) => p.art.color.toLowerCase()));
  const colours = FIRST_COLOURS.filter((c) => hexes.has(c.hex));
  await tx.execute(sql`insert into ${shopColours} (name, hex, family, position)
    select c.name, c.hex, c.family, coalesce((select max(position) from ${shopColours}), 0) + c.i
    from unnest(
      array[${sql.join(
        colours.map((c) => sql`${c.name}`),
        sql`, `,
      )}]::text[],
      array[${sql.join(
        colours.map((c) => sql`${c.hex}`),
        sql`, `,
      )}]::text[],
      array[${sql.join(
        colours.map((c) => sql`${c.family}`),
        sql`, `,
      )}]::text[]
    ) with ordinality as c(name, hex, family, i)
    on conflict do nothing`);
  const positions = new Map<string, number>();
  const written = await tx
    .insert(catalogueProducts)
    .values(
      sampleProducts.map((product) => {
        const category = categoryOfProduct(product);
        if (!category) throw new Error(`produit d’exemple sans catégorie : ${product.id}`);
        const position = (positions.get(category) ?? 0) + 10;
        positions.set(category, position);
        return {
          id: product.id,
          category,
          name: product.name,
          description: product.description,
          price: product.price,
          oldPrice: product.oldPrice ?? null,
          isNew: product.isNew,
          isLimited: product.isLimited ?? false,
          sizes: product.sizes.map((size) => size.name),
          art: product.art,
          status: 'published' as const,
          position,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: catalogueProducts.id });
  const inserted = await tx
    .insert(stock)
    .values(
      sampleProducts.flatMap((product) =>
        product.sizes.map((size) => ({
          productId: product.id,
          size: size.name,
          quantity: product.inStock && size.available ? defaultQuantity : 0,
        })),
      ),
    )
    .onConflictDoNothing()
    .returning({ productId: stock.productId, size: stock.size, quantity: stock.quantity });
  if (inserted.length > 0)
    await tx.insert(stockChanges).values(
      inserted.map((row) => ({
        productId: row.productId,
        size: row.size,
        delta: row.quantity,
        quantityAfter: row.quantity,
        reason: 'seed' as const,
      })),
    );
  await tx.insert(shopSeeds).values({ name: SAMPLE_SHOP }).onConflictDoNothing();
  await announcePagesChanged(tx, 'catalogue');
  return written.length;
}

/**
 * At every start: a shop that never had its sample catalogue gets it, products and stock; any
 * other keeps what its owner made of it, emptied included. Two instances starting together
 * write it once (the mark is taken in the same transaction). True when written now.
 */
export async function seedOnFirstStart(db: Db, defaultQuantity: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [first] = await tx
      .insert(shopSeeds)
      .values({ name: SAMPLE_SHOP })
      .onConflictDoNothing()
      .returning({ name: shopSeeds.name });
    if (!first) return false;
    await writeSampleShop(tx, defaultQuantity);
    return true;
  });
}

/** `npm run seed`: the sample catalogue written again where it is missing. */
export async function seedSampleShop(db: Db, defaultQuantity: number): Promise<number> {
  return inTransaction(db, (tx) => writeSampleShop(tx, defaultQuantity));
}

export type EmptiedShop = {
  /** Sample products removed with their stock, photos and favourites. */
  deleted: number;
  /** Sample products kept, archived (their page answers 410), because orders name them. */
  archived: number;
};

/**
 * 'Vider la boutique de démonstration' (docs/decisions/0209): every sample product leaves the
 * shop with its stock and the shoppers' favourites. One that orders name is archived rather than
 * deleted: its row still gives those orders their picture (their name, size and price are the
 * order's own); the others go with their photos and stock history. Audited, and every instance's
 * pages told, in one transaction.
 */
export async function emptySampleShop(db: Db, actorId: string): Promise<EmptiedShop> {
  return inTransaction(db, async (tx) => {
    const present = (
      await tx
        .select({ id: catalogueProducts.id })
        .from(catalogueProducts)
        .where(inArray(catalogueProducts.id, [...SAMPLE_PRODUCT_IDS]))
        .for('update')
    ).map((r) => r.id);
    if (present.length === 0) return { deleted: 0, archived: 0 };
    const ordered = (
      await tx
        .selectDistinct({ id: orderItems.productId })
        .from(orderItems)
        .where(inArray(orderItems.productId, present))
    ).map((r) => r.id);
    const gone = present.filter((id) => !ordered.includes(id));
    await tx.delete(stock).where(inArray(stock.productId, present));
    await tx.delete(favourites).where(inArray(favourites.productId, present));
    if (gone.length > 0) {
      await tx.delete(stockChanges).where(inArray(stockChanges.productId, gone));
      await tx.delete(productPhotos).where(inArray(productPhotos.productId, gone));
      await tx.delete(catalogueProducts).where(inArray(catalogueProducts.id, gone));
    }
    if (ordered.length > 0)
      await tx
        .update(catalogueProducts)
        .set({
          status: 'archived',
          version: sql`${catalogueProducts.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            inArray(catalogueProducts.id, ordered),
            notInArray(catalogueProducts.status, ['archived']),
          ),
        );
    await tx.insert(adminChanges).values({
      subject: CATALOGUE_SUBJECT,
      actorId,
      changes: [
        {
          field: 'boutique de démonstration',
          before: `${present.length} produits d’exemple`,
          after: `vidée (${gone.length} supprimés, ${ordered.length} archivés)`,
        },
      ],
    });
    await announcePagesChanged(tx, 'catalogue');
    return { deleted: gone.length, archived: ordered.length };
  });
}

/** Sample products still in the shop (archived ones are kept for past orders only). */
export async function countSampleProducts(db: Db): Promise<number> {
  return db.$count(
    catalogueProducts,
    and(
      inArray(catalogueProducts.id, [...SAMPLE_PRODUCT_IDS]),
      notInArray(catalogueProducts.status, ['archived']),
    ),
  );
}
