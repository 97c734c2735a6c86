import { getProduct } from '../../shared/catalogue/products.ts';

/** A stored line with the catalogue's name and picture (a product removed since keeps its id). */
export function describeItem(item: {
  productId: string;
  size: string;
  quantity: number;
  price: number;
}) {
  const product = getProduct(item.productId);
  return {
    productId: item.productId,
    name: product?.name ?? `Produit ID: ${item.productId}`,
    image: product?.images.front ?? '',
    size: item.size as 'S' | 'M' | 'L' | 'XL',
    quantity: item.quantity,
    price: item.price,
    lineTotal: item.price * item.quantity,
  };
}
