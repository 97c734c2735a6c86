import { eq, sql } from 'drizzle-orm';
import type { ProductArt } from '../../shared/catalogue/types.ts';
import { photoUrl } from '../../shared/media/photo-sources.ts';
import { photoOrder } from '../catalogue/catalogue-store.ts';
import {
  catalogueProducts,
  orderItems,
  productPhotos,
  productPhotoVariants,
} from '../db/schema.ts';
import { productPictures } from '../catalogue/product-pictures.ts';

// The product's main photo now, and its narrowest WebP (the cart's thumbnail): the owner's photo
// is what she packs from, not the drawing it replaced.
const mainPhoto = sql`(select ${productPhotos.id} from ${productPhotos}
  where ${productPhotos.productId} = ${orderItems.productId}
  order by ${sql.join([...photoOrder], sql`, `)} limit 1)`;

/**
 * The columns `describeItem` needs: the stored line (its name as placed, ADR 0135) and, for today's
 * picture, its product's main photo or else its drawing recipe. Select them `from(orderItems)` with
 * `.leftJoin(catalogueProducts, productOfItem)`.
 */
export const itemColumns = {
  productId: orderItems.productId,
  size: orderItems.size,
  quantity: orderItems.quantity,
  price: orderItems.price,
  name: orderItems.name,
  art: catalogueProducts.art,
  photoHash: sql<string | null>`(select ${productPhotos.hash} from ${productPhotos}
    where ${productPhotos.id} = ${mainPhoto})`,
  photoWidth: sql<number | null>`(select min(${productPhotoVariants.width})
    from ${productPhotoVariants}
    where ${productPhotoVariants.photoId} = ${mainPhoto} and ${productPhotoVariants.format} = 'webp')`,
};

export const productOfItem = eq(catalogueProducts.id, orderItems.productId);

function picture(item: {
  productId: string;
  art: unknown;
  photoHash: string | null;
  photoWidth: number | null;
}): string {
  // Number(): a driver may hand an aggregate back as text.
  if (item.photoHash && item.photoWidth)
    return photoUrl(item.photoHash, Number(item.photoWidth), 'webp');
  return item.art ? productPictures(item.productId, item.art as ProductArt).front : '';
}

/** A stored line with the name it was ordered under and its product's picture. */
export function describeItem(item: {
  productId: string;
  size: string;
  quantity: number;
  price: number;
  name: string | null;
  art: unknown;
  photoHash: string | null;
  photoWidth: number | null;
}) {
  return {
    productId: item.productId,
    name: item.name ?? `Produit ID: ${item.productId}`,
    image: picture(item),
    size: item.size,
    quantity: item.quantity,
    price: item.price,
    lineTotal: item.price * item.quantity,
  };
}
