import type { Product } from '@shared/catalogue/types.ts';
import { notify } from '~/lib/toast';
import { addCartItem } from './cart-store';

/** Toast length of the quick-add flow (SPEC §9). */
export const QUICK_ADD_TOAST_MS = 2000;

export const ADD_TO_CART_MESSAGES = {
  sizeRequired: 'Veuillez sélectionner une taille',
  unavailableTitle: 'Produit indisponible',
  unavailableDescription: 'Ce produit est actuellement épuisé',
  added: 'Produit ajouté',
} as const;

export function firstAvailableSize(product: Pick<Product, 'sizes'>): string | undefined {
  return product.sizes.find((s) => s.available)?.name;
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
  if (!product.inStock) {
    notify({
      title: ADD_TO_CART_MESSAGES.unavailableTitle,
      description: ADD_TO_CART_MESSAGES.unavailableDescription,
      variant: 'destructive',
    });
    return false;
  }
  if (!size || !product.sizes.some((s) => s.name === size && s.available)) {
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
