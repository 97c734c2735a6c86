import {
  LIMITED_CATEGORY_ID,
  limitedProducts,
  LISTING,
  LOOKS_CATEGORY_ID,
  newProducts,
  popularProducts,
  shownCategories,
  shownCategory,
} from '@shared/catalogue/categories.ts';
import type { StorefrontCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import { productSummary } from '@shared/catalogue/types.ts';
import type { ContentLook, HomeBanner } from '@shared/content/shop-content.ts';
import type { HomeBannerData } from './home-banner';
import { looksData, mainPicture } from './looks';

/**
 * The limited-edition block's data while shoppers can open its category (docs/decisions/0231):
 * her name for it and its pieces; null while she hides it or once it is gone.
 */
export function limitedPromo(catalogue: StorefrontCatalogue, count: number) {
  const category = shownCategory(catalogue.categories, LIMITED_CATEGORY_ID);
  const products = limitedProducts(catalogue.products, count).map(productSummary);
  return category && products.length > 0
    ? { category: { id: category.id, name: category.name }, products }
    : null;
}

/**
 * Her looks (docs/decisions/0236) that lead to a shown category; none while the gallery is hidden.
 */
export function shownLooks(looks: readonly ContentLook[], catalogue: StorefrontCatalogue) {
  if (!shownCategory(catalogue.categories, LOOKS_CATEGORY_ID)) return [];
  return looksData(looks, catalogue);
}

/**
 * The banner as she wrote it, with the main picture of the product she chose while it is on the
 * shop (published): her first photo with its words, or its drawing named by the product.
 */
export function bannerData(banner: HomeBanner, catalogue: StorefrontCatalogue): HomeBannerData {
  const { picture: id, ...words } = banner;
  const picture = id ? mainPicture(catalogue, id) : null;
  const product = picture && catalogue.product(picture.productId);
  if (!picture || !product) return { ...words, picture: null };
  return { ...words, picture: { ...picture, alt: product.gallery?.[0]?.alt || product.name } };
}

/**
 * Everything the home page shows. Its route's loader calls it on the server, so the page's
 * JavaScript carries neither the catalogue nor its filters.
 */
export function homePageData(
  catalogue: StorefrontCatalogue,
  { home: banner, looks }: { home: HomeBanner; looks: readonly ContentLook[] },
) {
  const { products, categories } = catalogue;
  return {
    banner: bannerData(banner, catalogue),
    categories: shownCategories(categories),
    looks: shownLooks(looks, catalogue).slice(0, LISTING.homeLooks),
    limited: limitedPromo(catalogue, LISTING.homeLimited),
    popular: popularProducts(products, categories, LISTING.homePopular).map(productSummary),
    fresh: newProducts(products, LISTING.homeNew).map(productSummary),
  };
}

export type LimitedPromoData = NonNullable<ReturnType<typeof limitedPromo>>;
