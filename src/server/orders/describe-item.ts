import { eq } from 'drizzle-orm';
import type { ProductArt } from '../../shared/catalogue/types.ts';
import { catalogueProducts, orderItems } from '../db/schema.ts';
import { productPictures } from '../catalogue/product-pictures.ts';

/**
 * The columns `describeItem` needs: the stored line (its name as placed, ADR 0135) and its
 * product's drawing recipe, for today's picture. Select them `from(orderItems)` with
 * `.leftJoin(catalogueProducts, productOfItem)`.
 */
export const itemColumns = {
  productId: orderItems.productId,
  size: orderItems.size,
  quantity: orderItems.quantity,
  price: orderItems.price,
  name: orderItems.name,
  art: catalogueProducts.art,
};

export const productOfItem = eq(catalogueProducts.id, orderItems.productId);

/** A stored line with the name it was ordered under and its product's picture. */
export function describeItem(item: {
  productId: string;
  size: string;
  quantity: number;
  price: number;
  name: string | null;
  art: unknown;
}) {
  return {
    productId: item.productId,
    name: item.name ?? `Produit ID: ${item.productId}`,
    image: item.art ? productPictures(item.productId, item.art as ProductArt).front : '',
    size: item.size as 'S' | 'M' | 'L' | 'XL',
    quantity: item.quantity,
    price: item.price,
    lineTotal: item.price * item.quantity,
  };
}
