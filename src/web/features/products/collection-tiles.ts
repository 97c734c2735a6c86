import {
  LIMITED_CATEGORY_ID,
  LISTING,
  LOOKS_CATEGORY_ID,
  productsInCategory,
  shownCategory,
} from '@shared/catalogue/categories.ts';
import type { StorefrontCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import type { CategoryId } from '@shared/catalogue/types.ts';
import type { ContentLook } from '@shared/content/shop-content.ts';
import { shownLooks } from './home-page-data';
import { mainPicture, type LookPicture } from './looks';

/** The four collections of `/collections`, each the page of one of her categories. */
const COLLECTIONS: readonly { name: string; category: CategoryId }[] = [
  { name: 'Collection Été', category: LOOKS_CATEGORY_ID },
  { name: 'Collection Hiver', category: 'pull' },
  { name: 'Édition Limitée', category: LIMITED_CATEGORY_ID },
  { name: 'Essentiels', category: 't-shirt' },
];

export interface CollectionTile {
  name: string;
  to: string;
  /** What the page it opens shows: her products in the category, or the gallery's looks. */
  count: number;
  unit: 'produit' | 'look';
  picture: LookPicture | null;
}

/**
 * The tiles as her shop stands: each counts what its page shows and takes its picture from it (the
 * first product's, or the first look's that has one). A collection whose category she hides, or
 * that shows nothing, has no tile: a tile never leads to a missing or an empty page.
 */
export function collectionTiles(
  catalogue: StorefrontCatalogue,
  looks: readonly ContentLook[],
): CollectionTile[] {
  return COLLECTIONS.flatMap(({ name, category }): CollectionTile[] => {
    if (!shownCategory(catalogue.categories, category)) return [];
    const to = `/collections/${category}`;
    if (category === LOOKS_CATEGORY_ID) {
      const shown = shownLooks(looks, catalogue).slice(0, LISTING.springSummerLooks);
      const picture = shown.find((look) => look.picture)?.picture ?? null;
      return shown.length ? [{ name, to, count: shown.length, unit: 'look', picture }] : [];
    }
    const products = productsInCategory(catalogue.products, category);
    const first = products[0];
    if (!first) return [];
    const picture = mainPicture(catalogue, first.id);
    return [{ name, to, count: products.length, unit: 'produit', picture }];
  });
}
