import { SAMPLE_CATEGORIES } from './categories.ts';
import type { Category, Product } from './types.ts';

/**
 * The catalogue a page is rendered from (ADR 0135): one snapshot of the database for the whole
 * render, so every part of a page shows the same prices and names. Only published products are
 * listed or found; an archived one is known, so its page can answer 410 rather than 404.
 */
export interface StorefrontCatalogue {
  /**
   * Every category in the owner's order, hidden ones included (flagged): menus, grid and sitemap
   * take the shown ones (docs/decisions/0222).
   */
  readonly categories: readonly Category[];
  /** Published products, in listing order. */
  readonly products: readonly Product[];
  /** A published product by id. */
  product(id: string): Product | undefined;
  /** True for a product that was sold here and has been archived (its page answers 410). */
  isArchived(id: string): boolean;
}

/** A storefront catalogue over a fixed list (tests, and the benches that render without a server). */
export function fixedCatalogue(
  products: readonly Product[],
  categories: readonly Category[] = SAMPLE_CATEGORIES,
): StorefrontCatalogue {
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    categories,
    products,
    product: (id) => byId.get(id),
    isArchived: () => false,
  };
}
