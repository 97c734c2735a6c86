import { limitedPromo } from './home-page-data';
import {
  LISTING,
  paginationOf,
  productsInCategory,
  shownCategories,
} from '@shared/catalogue/categories.ts';
import type { StorefrontCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import { productSummary, type Category, type CategoryId } from '@shared/catalogue/types.ts';
import { categoryContent } from './category-content';

/** 'Autres catégories': every shown category except the current one. */
export function otherCategories(categories: readonly Category[], current: CategoryId) {
  return shownCategories(categories).filter((c) => c.id !== current);
}

/**
 * Everything a category page shows. The route's loader calls it on the server, so the page's
 * JavaScript carries neither the catalogue nor its filters; cards need no description.
 */
export function categoryPageData(category: Category, catalogue: StorefrontCatalogue) {
  const { id, name } = category;
  const { products } = catalogue;
  return {
    id,
    name,
    content: categoryContent(category),
    products: productsInCategory(products, id).map(productSummary),
    limited: id === 't-shirt' ? limitedPromo(catalogue, LISTING.tshirtLimitedPromo) : null,
    pagination: paginationOf(id),
    videoCount: LISTING.categoryVideos,
    others: otherCategories(catalogue.categories, id),
  };
}

export type CategoryPageData = ReturnType<typeof categoryPageData>;
