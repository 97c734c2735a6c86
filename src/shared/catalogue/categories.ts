import type { Category, CategoryId, CategoryKind, Product, ProductCategoryId } from './types.ts';

/** The brand segment that complet ids carry: `complet-lagune-…`. */
export const BRAND_SLUG = 'lagune';

export const CATEGORY_KINDS = ['products', 'looks'] as const satisfies readonly CategoryKind[];

/**
 * The eight categories a shop starts with (the migration that made the `categories` table wrote
 * them, docs/decisions/0222); afterwards the database's are the shop's. Read at runtime only where
 * no database answers (`npm run dev`, component tests).
 */
export const SAMPLE_CATEGORIES: readonly Category[] = [
  { id: 't-shirt', name: 'T-Shirts' },
  { id: 'pull', name: 'Pulls' },
  { id: 'complet', name: 'Complets' },
  { id: 'short', name: 'Shorts' },
  { id: 'top', name: 'Tops' },
  { id: 'custom-tshirt', name: 'T-Shirts Personnalisés' },
  { id: 'limited-edition', name: 'Édition Limitée' },
  { id: 'spring-summer', name: 'Collection Printemps/Été', kind: 'looks' as const },
].map((c) => ({ kind: 'products' as const, hidden: false, ...c }));

/** The sample shop's eight slugs: what tests list pages for (the running shop reads hers). */
export const CATEGORY_IDS: readonly CategoryId[] = SAMPLE_CATEGORIES.map((c) => c.id);

/** The gallery of looks: a page of its own (`/collections/spring-summer`), holding no product. */
export const LOOKS_CATEGORY_ID = 'spring-summer';

/** The limited pieces' listing, promoted on the home page and the t-shirts' page. */
export const LIMITED_CATEGORY_ID = 'limited-edition';

/** A category by its id while shoppers can open it (shown), else undefined. */
export function shownCategory(
  categories: readonly Category[],
  id: CategoryId,
): Category | undefined {
  return categories.find((c) => c.id === id && !c.hidden);
}

/** A product's category when shoppers can open its page (for breadcrumbs and 'Retour'). */
export function shownCategoryOf(
  product: Product,
  categories: readonly Category[],
): Category | undefined {
  const id = categoryOfProduct(product);
  return id === undefined ? undefined : shownCategory(categories, id);
}

/** The categories shoppers see (menus, grid, sitemap), in the owner's order. */
export function shownCategories(all: readonly Category[]): Category[] {
  return all.filter((c) => !c.hidden);
}

/**
 * Where the sample catalogue's products go, by their ids (they carry no category in the code): read
 * only to write the sample shop and where no database answers. A product in the database always
 * has its category (docs/decisions/0222).
 */
const FILTERS: Record<ProductCategoryId, (p: Product) => boolean> = {
  't-shirt': (p) => p.id.startsWith('t-shirt-') && !p.id.includes('custom') && !p.isLimited,
  pull: (p) => p.id.startsWith('pull-') && !p.isLimited,
  complet: (p) => p.id.startsWith(`complet-${BRAND_SLUG}-`),
  short: (p) => p.id.startsWith('short-') && !p.isLimited,
  top: (p) => p.id.startsWith('top-') && !p.isLimited,
  'custom-tshirt': (p) => p.id.includes('custom') && !p.isLimited,
  'limited-edition': (p) => p.isLimited === true,
};

export type { ProductCategoryId };

/** Checked first so a limited piece belongs to ÉDITION LIMITÉE, not to its garment's page. */
const CATEGORY_PRECEDENCE: readonly ProductCategoryId[] = [
  'limited-edition',
  't-shirt',
  'pull',
  'complet',
  'short',
  'top',
  'custom-tshirt',
];

/** The category a product is listed in: its own (the database's), else the sample's filters. */
export function categoryOfProduct(product: Product): ProductCategoryId | undefined {
  return product.category ?? CATEGORY_PRECEDENCE.find((id) => FILTERS[id]?.(product));
}

export function productsInCategory(all: readonly Product[], id: ProductCategoryId): Product[] {
  return all.filter((p) => categoryOfProduct(p) === id);
}

/** Limited-edition helper, with its optional count. */
export function limitedProducts(all: readonly Product[], count?: number): Product[] {
  const limited = productsInCategory(all, LIMITED_CATEGORY_ID);
  return count === undefined ? limited : limited.slice(0, count);
}

/**
 * 'Produits populaires' (docs/decisions/0231): the first in-stock product of each shown category,
 * in her order of categories and of products (`all` is in listing order), then her next in-stock
 * products if fewer categories than `limit` have one. No sales figures: her order is her choice.
 */
export function popularProducts(
  all: readonly Product[],
  categories: readonly Category[],
  limit: number = LISTING.homePopular,
): Product[] {
  const inStock = all.filter((p) => p.inStock);
  const firsts = shownCategories(categories).flatMap((c) => {
    const first = inStock.find((p) => categoryOfProduct(p) === c.id);
    return first ? [first] : [];
  });
  const shown = new Set(shownCategories(categories).map((c) => c.id));
  const rest = inStock.filter((p) => !firsts.includes(p) && shown.has(categoryOfProduct(p) ?? ''));
  return [...firsts, ...rest].slice(0, limit);
}

export function newProducts(all: readonly Product[], limit?: number): Product[] {
  const fresh = all.filter((p) => p.isNew);
  return limit === undefined ? fresh : fresh.slice(0, limit);
}

/** Listing sizes. */
export const LISTING = {
  homeLimited: 3,
  homePopular: 6,
  homeNew: 4,
  homeLooks: 5,
  tshirtLimitedPromo: 3,
  springSummerLooks: 8,
  galleryReviews: 3,
  categoryVideos: 3,
} as const;

/** Initial count and 'Voir plus' step per category page; the owner's own categories take 10 and 10. */
export const PAGINATION = {
  't-shirt': { initial: 5, step: 10 },
  pull: { initial: 12, step: 6 },
  complet: { initial: 10, step: 10 },
  short: { initial: 5, step: 10 },
  top: { initial: 10, step: 10 },
  'custom-tshirt': { initial: 5, step: 3 },
  'limited-edition': { initial: 10, step: 10 },
} as const satisfies Record<string, { initial: number; step: number }>;

export function paginationOf(id: CategoryId): { initial: number; step: number } {
  const known: Partial<Record<string, { initial: number; step: number }>> = PAGINATION;
  return known[id] ?? { initial: 10, step: 10 };
}
