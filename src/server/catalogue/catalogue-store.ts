import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { colourOfHex, type ShopColour } from '../../shared/catalogue/colours.ts';
import { sortSizes } from '../../shared/catalogue/sizes.ts';
import {
  type Category,
  type Product,
  type ProductArt,
  type ProductCategoryId,
  type ProductStatus,
  type SizeName,
} from '../../shared/catalogue/types.ts';
import { buildSearchIndex } from '../../shared/search/search-index.ts';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import {
  catalogueProducts,
  categories as categoriesTable,
  productPhotos,
  productPhotoVariants,
  shopColours,
  shopSizes,
  stock,
} from '../db/schema.ts';
import { photoSources, type PhotoRef } from '../../shared/media/photo-sources.ts';
import { productPictures } from './product-pictures.ts';

/** A product as the database keeps it, with what only the admin sees. */
export interface CatalogueEntry {
  readonly product: Product;
  readonly status: ProductStatus;
  readonly position: number;
  readonly version: number;
  readonly updatedAt: string;
}

/**
 * The whole catalogue at one moment (one read of the products and the stock): every page rendered
 * from it shows the same prices, names and availability, so no page is ever half-updated.
 */
export interface CatalogueSnapshot {
  /** Every category in the owner's order, hidden ones flagged (docs/decisions/0222). */
  readonly categories: readonly Category[];
  /** Published products in listing order (category order, then position). */
  readonly products: readonly Product[];
  /** Every product, whatever its status (the admin, the archived 410, previews). */
  readonly entries: ReadonlyMap<string, CatalogueEntry>;
  /** The search index of the published products and its content hash (its URL's name). */
  readonly searchIndex: { readonly json: string; readonly hash: string };
  /** The shop's sizes in the owner's order (docs/decisions/0224): products list theirs so. */
  readonly sizes: readonly string[];
  /** The shop's colours in her order (docs/decisions/0225): each product's `colour` is found here. */
  readonly colours: readonly ShopColour[];
}

/**
 * What the shop's pages are known by (docs/decisions/0208, 0222): its published products' ids and
 * its shown categories' slugs, for the page cache and the sitemap.
 */
export function knownIds(snapshot: CatalogueSnapshot): [string[], string[]] {
  return [
    snapshot.products.map((p) => p.id),
    snapshot.categories.filter((c) => !c.hidden).map((c) => c.id),
  ];
}

/** A product on sale (published) in `snapshot`, or undefined: what orders, carts and favourites take. */
export function publishedProduct(snapshot: CatalogueSnapshot, id: string): Product | undefined {
  const entry = snapshot.entries.get(id);
  return entry?.status === 'published' ? entry.product : undefined;
}

type ProductRow = typeof catalogueProducts.$inferSelect;

/** Builds the shop's Product from its row and the units per size on hand. */
function productFromRow(
  row: ProductRow,
  units: Partial<Record<SizeName, number>>,
  photos: readonly (PhotoRef & { alt: string })[],
  sizeOrder: readonly string[],
  colours: readonly ShopColour[],
): Product {
  const offered = sortSizes([...new Set(row.sizes)], sizeOrder);
  const sizes = offered.map((name) => ({ name, available: (units[name] ?? 0) > 0 }));
  const art = row.art as ProductArt;
  const product: Product = {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    sizes,
    images: productPictures(row.id, art),
    // Availability is the stock's alone: a restock puts it back on sale.
    inStock: sizes.some((s) => s.available),
    isNew: row.isNew,
    art,
    category: row.category as ProductCategoryId,
  };
  const colour = colourOfHex(art.color, colours);
  if (colour) product.colour = { name: colour.name, family: colour.family };
  if (row.oldPrice !== null) product.oldPrice = row.oldPrice;
  if (row.isLimited) product.isLimited = true;
  // The owner's photos replace the drawings: the main one in front, the second behind.
  const [main, second = main] = photos;
  if (main && second) {
    const front = photoSources(main);
    const back = photoSources(second);
    product.images = { front: front.src, back: back.src };
    product.photos = {
      front: { avif: front.srcSet.avif, webp: front.srcSet.webp, jpeg: front.srcSet.jpeg },
      back: { avif: back.srcSet.avif, webp: back.srcSet.webp, jpeg: back.srcSet.jpeg },
    };
    product.gallery = photos.map((photo) => {
      const { src, srcSet, width, height } = photoSources(photo);
      return { ...srcSet, src, width, height, alt: photo.alt };
    });
  }
  return product;
}

/** A product's photos in the order the owner set: the first is the main one. */
export const photoOrder = [asc(productPhotos.position), asc(productPhotos.createdAt)] as const;

/** Every product's photos in order (the main one first), with the widths served. */
async function readPhotos(db: Db): Promise<Map<string, (PhotoRef & { alt: string })[]>> {
  const [photos, widths] = await Promise.all([
    db
      .select({
        id: productPhotos.id,
        productId: productPhotos.productId,
        hash: productPhotos.hash,
        width: productPhotos.width,
        height: productPhotos.height,
        alt: productPhotos.alt,
      })
      .from(productPhotos)
      .orderBy(...photoOrder),
    db
      .selectDistinct({ photoId: productPhotoVariants.photoId, width: productPhotoVariants.width })
      .from(productPhotoVariants)
      .orderBy(asc(productPhotoVariants.width)),
  ]);
  const widthsOf = new Map<string, number[]>();
  for (const w of widths) widthsOf.set(w.photoId, [...(widthsOf.get(w.photoId) ?? []), w.width]);
  const byProduct = new Map<string, (PhotoRef & { alt: string })[]>();
  for (const photo of photos) {
    const ref = { ...photo, widths: widthsOf.get(photo.id) ?? [] };
    byProduct.set(photo.productId, [...(byProduct.get(photo.productId) ?? []), ref]);
  }
  return byProduct;
}

/** The shop's sizes in her order (docs/decisions/0224). */
export async function readShopSizes(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ name: shopSizes.name })
    .from(shopSizes)
    .orderBy(asc(shopSizes.position), asc(shopSizes.name));
  return rows.map((r) => r.name);
}

/** The shop's colours in her order (docs/decisions/0225). */
export async function readShopColours(db: Db | Tx): Promise<ShopColour[]> {
  return db
    .select({ name: shopColours.name, hex: shopColours.hex, family: shopColours.family })
    .from(shopColours)
    .orderBy(asc(shopColours.position), asc(shopColours.name));
}

/** The shop's categories in her order (position, then slug for two saved at once). */
export async function readCategories(db: Pick<Db, 'select'>): Promise<Category[]> {
  return db
    .select({
      id: categoriesTable.id,
      name: categoriesTable.name,
      kind: categoriesTable.kind,
      hidden: categoriesTable.hidden,
    })
    .from(categoriesTable)
    .orderBy(asc(categoriesTable.position), asc(categoriesTable.id));
}

export async function readCatalogue(db: Db): Promise<CatalogueSnapshot> {
  const [categories, rows, stockRows, photos, sizes, colours] = await Promise.all([
    readCategories(db),
    // Sorted below (category, position, id): one sort rather than one here and one there.
    db.select().from(catalogueProducts),
    db
      .select({ productId: stock.productId, size: stock.size, quantity: stock.quantity })
      .from(stock),
    readPhotos(db),
    readShopSizes(db),
    readShopColours(db),
  ]);
  const units = new Map<string, Partial<Record<SizeName, number>>>();
  for (const row of stockRows) {
    const sizes = units.get(row.productId) ?? {};
    sizes[row.size] = row.quantity;
    units.set(row.productId, sizes);
  }
  const categoryOrder = new Map(categories.map((c, index) => [c.id, index]));
  const sorted = [...rows].sort(
    (a, b) =>
      (categoryOrder.get(a.category) ?? 99) - (categoryOrder.get(b.category) ?? 99) ||
      a.position - b.position ||
      a.id.localeCompare(b.id),
  );
  const entries = new Map<string, CatalogueEntry>();
  const published: Product[] = [];
  for (const row of sorted) {
    const product = productFromRow(
      row,
      units.get(row.id) ?? {},
      photos.get(row.id) ?? [],
      sizes,
      colours,
    );
    entries.set(row.id, {
      product,
      status: row.status,
      position: row.position,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    });
    if (row.status === 'published') published.push(product);
  }
  const json = JSON.stringify(buildSearchIndex(published, categories));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
  return { categories, products: published, entries, searchIndex: { json, hash }, sizes, colours };
}

/**
 * The catalogue as the database has it (ADR 0135), kept in memory once read. `forget()` is called
 * when any instance announces a change on the pages channel (a product saved, a size selling out
 * or coming back), so every page rendered afterwards reads the new snapshot.
 */
export class CatalogueStore {
  private cached: Promise<CatalogueSnapshot> | undefined;
  private lastRead: CatalogueSnapshot | undefined;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  current(): Promise<CatalogueSnapshot> {
    const reading = (this.cached ??= readCatalogue(this.db).then(
      (snapshot) => (this.lastRead = snapshot),
      (error: unknown) => {
        if (this.cached === reading) this.cached = undefined;
        // Without a catalogue read once there is nothing to show: the page answers 503.
        if (!this.lastRead) throw error;
        this.log?.warn({ err: error }, 'catalogue illisible pour le moment');
        return this.lastRead;
      },
    ));
    return reading;
  }

  /** Reads the catalogue again at the next use. */
  forget(): void {
    this.cached = undefined;
  }
}
