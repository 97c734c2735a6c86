import { artUrl } from '@shared/art/art-url.ts';
import { shownCategory } from '@shared/catalogue/categories.ts';
import type { StorefrontCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import type { CategoryId, PhotoSourceSet } from '@shared/catalogue/types.ts';
import type { ContentLook } from '@shared/content/shop-content.ts';

/** A look's picture as a page shows it: a product's main picture, or a sample's drawing. */
export interface LookPicture {
  src: string;
  photo?: PhotoSourceSet;
  /** Named in the page, so that a change of the product renders it again (ADR 0213). */
  productId?: string;
}

/** A look as the home marquee and the looks gallery show it (docs/decisions/0236). */
export interface Look {
  name: string;
  /** Integer FCFA; 0 shows no price. */
  price: number;
  category: CategoryId;
  picture: LookPicture | null;
}

/** A sample look's drawing, made by the art generator (src/shared/art/looks.ts). */
export function lookImage(n: number): string {
  return artUrl(`looks/look-${n}.svg`);
}

export const LOOK_WIDTH = 400;
export const LOOK_HEIGHT = 500;

/**
 * Her looks that lead to a category shoppers can open, each with its picture: her product's first
 * photo or drawing while it is published, the sample's drawing, or none.
 */
export function looksData(looks: readonly ContentLook[], catalogue: StorefrontCatalogue): Look[] {
  return looks
    .filter((look) => shownCategory(catalogue.categories, look.category))
    .map(({ picture, ...look }) => ({
      ...look,
      picture:
        picture && 'drawing' in picture
          ? { src: lookImage(picture.drawing) }
          : picture
            ? mainPicture(catalogue, picture.product)
            : null,
    }));
}

/**
 * The main picture of her product while it is on the shop (published): its first photo, or its
 * drawing; null once it is gone. What a look and the home banner show of the product she chose.
 */
export function mainPicture(
  catalogue: StorefrontCatalogue,
  id: string,
): { productId: string; src: string; photo?: PhotoSourceSet } | null {
  const product = catalogue.product(id);
  if (!product) return null;
  const photo = product.photos?.front;
  return { productId: product.id, src: product.images.front, ...(photo ? { photo } : {}) };
}
