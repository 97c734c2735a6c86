import type { Product } from '@shared/catalogue/types.ts';
import { notify } from '~/lib/toast';
import { addCartItem } from './cart-store';
import { unitsLeft } from './live-stock';

/** Toast length of the quick-add flow (SPEC §9). */
export const QUICK_ADD_TOAST_MS = 2000;

export const ADD_TO_CART_MESSAGES = {
  sizeRequired: 'Veuillez sélectionner une taille',
  unavailableTitle: 'Produit indisponible',
  unavailableDescription: 'Ce produit est actuellement épuisé',
  added: 'Produit ajouté',
} as const;

/** A size the catalogue offers and the live stock (once known) has not run out of. */
export function isSizeAvailable(product: Pick<Product, 'id' | 'sizes'>, size: string): boolean {
  return (
    product.sizes.some((s) => s.name === size && s.available) && unitsLeft(product.id, size) !== 0
  );
}

export function firstAvailableSize(product: Pick<Product, 'id' | 'sizes'>): string | undefined {
  return product.sizes.find((s) => isSizeAvailable(product, s.name))?.name;
}

/** Out of stock in the catalogue, or no unit of any size left in the live stock. */
export function isSoldOut(product: Product): boolean {
  return !product.inStock || product.sizes.every((s) => unitsLeft(product.id, s.name) === 0);
}

/**
 * Adds a product to the cart with the shop's messages. Returns false (and tells the shopper why)
 * when the product is out of stock or no available size was chosen.
 */
export function addProductToCart(
  product: Product,
  size: string | undefined,
  quantity = 1,
  toastDuration?: number,
): boolean {
  if (isSoldOut(product)) {
    notify({
      title: ADD_TO_CART_MESSAGES.unavailableTitle,
      description: ADD_TO_CART_MESSAGES.unavailableDescription,
      variant: 'destructive',
    });
    return false;
  }
  if (!size || !isSizeAvailable(product, size)) {
    notify({
      title: 'Erreur',
      description: ADD_TO_CART_MESSAGES.sizeRequired,
      variant: 'destructive',
    });
    return false;
  }
  addCartItem({
    productId: product.id,
    name: product.name,
    price: product.price,
    size,
    quantity,
    image: product.images.front,
  });
  notify({
    title: ADD_TO_CART_MESSAGES.added,
    description: `${product.name} (taille ${size}) est dans votre panier.`,
    variant: 'success',
    duration: toastDuration,
  });
  return true;
}

/** Quick-add from a product card: one unit of the first available size, only when in stock. */
export function quickAddToCart(product: Product): boolean {
  return addProductToCart(product, firstAvailableSize(product), 1, QUICK_ADD_TOAST_MS);
}
