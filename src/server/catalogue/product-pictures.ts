import { createHash } from 'node:crypto';
import { getProduct } from '../../shared/catalogue/products.ts';
import { productImages } from '../../shared/catalogue/product-images.ts';
import type { Product, ProductArt } from '../../shared/catalogue/types.ts';

/** The recipe's short hash: a new recipe makes new picture URLs (cached immutable). */
export function artHash(art: ProductArt): string {
  return createHash('sha256').update(JSON.stringify(art)).digest('hex').slice(0, 10);
}

function sameArt(a: ProductArt, b: ProductArt): boolean {
  return a.kind === b.kind && a.color === b.color && a.accent === b.accent && a.print === b.print;
}

/**
 * A product's front and back pictures. The seed catalogue's were drawn at build time (static files
 * under the art version); a product created or redrawn in the admin gets its drawing from the
 * server (/media/art/…, src/server/catalogue/art-routes.ts), under a URL that names the recipe.
 */
export function productPictures(id: string, art: ProductArt): Product['images'] {
  const seed = getProduct(id);
  if (seed && sameArt(seed.art, art)) return productImages(id);
  const hash = artHash(art);
  return {
    front: `/media/art/${id}-front-${hash}.svg`,
    back: `/media/art/${id}-back-${hash}.svg`,
  };
}
