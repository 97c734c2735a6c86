import {
  CATEGORIES,
  getCategory,
  limitedProducts,
  LISTING,
  PAGINATION,
  productsInCategory,
  type ProductCategoryId,
} from '@shared/catalogue/categories.ts';
import { productSummary, type CategoryId, type Product } from '@shared/catalogue/types.ts';
import { CATEGORY_CONTENT } from './category-content';

/** 'Autres catégories': every category except the current one. */
export function otherCategories(current: CategoryId) {
  return CATEGORIES.filter((c) => c.id !== current);
}

/**
 * Everything a category page shows. The route's loader calls it on the server, so the page's
 * JavaScript carries neither the catalogue nor its filters; cards need no description.
 */
export function categoryPageData(id: ProductCategoryId, catalogue: readonly Product[]) {
  return {
    id,
    name: getCategory(id).name,
    content: CATEGORY_CONTENT[id],
    products: productsInCategory(catalogue, id).map(productSummary),
    limited:
      id === 't-shirt'
        ? limitedProducts(catalogue, LISTING.tshirtLimitedPromo).map(productSummary)
        : [],
    pagination: PAGINATION[id],
    videoCount: LISTING.categoryVideos,
    others: otherCategories(id),
  };
}

export type CategoryPageData = ReturnType<typeof categoryPageData>;
