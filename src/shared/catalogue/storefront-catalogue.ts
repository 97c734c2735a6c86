import type { Product } from './types.ts';

/**
 * The catalogue a page is rendered from (ADR 0135): one snapshot of the database for the whole
 * render, so every part of a page shows the same prices and names. Only published products are
 * listed or found; an archived one is known, so its page can answer 410 rather than 404.
 */
export interface StorefrontCatalogue {
  /** Published products, in listing order. */
  readonly products: readonly Product[];
  /** A published product by id. */
  product(id: string): Product | undefined;
  /** True for a product that was sold here and has been archived (its page answers 410). */
  isArchived(id: string): boolean;
}

/** A storefront catalogue over a fixed list (tests). */
export function fixedCatalogue(products: readonly Product[]): StorefrontCatalogue {
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    products,
    product: (id) => byId.get(id),
    isArchived: () => false,
  };
}
