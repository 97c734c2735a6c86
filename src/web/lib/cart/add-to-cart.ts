import type { ProductSummary } from '@shared/catalogue/types.ts';
import { notify } from '~/lib/toast';
import { addCartItem, getCartItems } from './cart-store';
import { unitsLeft } from './live-stock';

/** Toast lengths (SPEC §9): 3000 ms on the product page, 2000 ms for a quick add from a card. */
export const PRODUCT_PAGE_TOAST_MS = 3000;
export const QUICK_ADD_TOAST_MS = 2000;

/**
 * The query parameter of a product page that asks it to add the product once hydrated: what its
 * buy form and a card's '+' send before the page's JavaScript runs (`?ajouter=1&taille=M`).
 */
export const ADD_PARAM = 'ajouter';

export const ADD_TO_CART_MESSAGES = {
  sizeRequired: 'Veuillez sélectionner une taille',
  unavailableTitle: 'Produit indisponible',
  unavailableDescription: 'Ce produit est actuellement épuisé',
  added: 'Produit ajouté',
  updated: 'Produit mis à jour',
} as const;

/** A size the catalogue offers and the live stock (once known) has not run out of. */
export function isSizeAvailable(
  product: Pick<ProductSummary, 'id' | 'sizes'>,
  size: string,
): boolean {
  return (
    product.sizes.some((s) => s.name === size && s.available) && unitsLeft(product.id, size) !== 0
  );
}

export function firstAvailableSize(
  product: Pick<ProductSummary, 'id' | 'sizes'>,
): string | undefined {
  return product.sizes.find((s) => isSizeAvailable(product, s.name))?.name;
}

/** Out of stock in the catalogue, or no unit of any size left in the live stock. */
export function isSoldOut(product: ProductSummary): boolean {
  return !product.inStock || product.sizes.every((s) => unitsLeft(product.id, s.name) === 0);
}

/** Sizes a shopper can pick now (catalogue and live stock). */
export function availableSizes(product: Pick<ProductSummary, 'id' | 'sizes'>): string[] {
  return product.sizes.filter((s) => isSizeAvailable(product, s.name)).map((s) => s.name);
}

/**
 * Adds a product to the cart with the shop's messages: 'Produit ajouté', or 'Produit mis à jour'
 * when the cart already had this product in this size (SPEC §8), with a 'Voir le panier' link.
 * Returns false (and tells the shopper why) when the product is out of stock or no available size
 * was chosen.
 */
export function addProductToCart(
  product: ProductSummary,
  size: string | undefined,
  quantity = 1,
  toastDuration = PRODUCT_PAGE_TOAST_MS,
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
  const already = getCartItems().some((i) => i.productId === product.id && i.size === size);
  const line = addCartItem({
    productId: product.id,
    name: product.name,
    price: product.price,
    size,
    quantity,
    image: product.images.front,
  });
  notify({
    title: already ? ADD_TO_CART_MESSAGES.updated : ADD_TO_CART_MESSAGES.added,
    description: already
      ? `${product.name} (taille ${size}) : ${line.quantity} dans votre panier.`
      : `${product.name} (taille ${size}) est dans votre panier.`,
    variant: 'success',
    duration: toastDuration,
    viewCart: true,
  });
  return true;
}

/**
 * Quick-add from a product card, in one size chosen by the shopper: the card adds at once only
 * when a single size is available, and otherwise asks with the size picker (never a silent pick).
 */
export function quickAddToCart(product: ProductSummary, size: string): boolean {
  return addProductToCart(product, size, 1, QUICK_ADD_TOAST_MS);
}
