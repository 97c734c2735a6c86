import type { ProductSummary } from '@shared/catalogue/types.ts';
import { notify } from '~/lib/toast';
import { CART_LINES_MESSAGE } from '@shared/domain/cart.ts';
import { addCartItem, getCartItems } from './cart-store';
import { unitsLeft } from './live-stock';

/** Toast lengths: 3000 ms on the product page, 2000 ms for a quick add from a card. */
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
  stockReached: 'Stock atteint',
  cartFullTitle: 'Panier complet',
  cartFull: CART_LINES_MESSAGE,
} as const;

/** 'La dernière pièce en taille M est…' / 'Les 3 pièces restantes en taille M sont…'. */
export function allInCartMessage(left: number, size: string): string {
  return left === 1
    ? `La dernière pièce en taille ${size} est déjà dans votre panier.`
    : `Les ${left} pièces restantes en taille ${size} sont déjà dans votre panier.`;
}

/**
 * Units of a size the shopper may still add: the live units left less what the cart already
 * holds of it; undefined while the live stock is unknown (the server still checks at checkout).
 */
export function unitsToAdd(
  productId: string,
  size: string,
  items: readonly { productId: string; size: string; quantity: number }[] = getCartItems(),
): number | undefined {
  const left = unitsLeft(productId, size);
  if (left === undefined) return undefined;
  const inCart = items.find((i) => i.productId === productId && i.size === size)?.quantity ?? 0;
  return Math.max(0, left - inCart);
}

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
 * when the cart already had this product in this size, with a 'Voir le panier' link.
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
  // Never more than what is left: the cart would only be refused at checkout.
  const room = unitsToAdd(product.id, size);
  if (room === 0) {
    notify({
      title: ADD_TO_CART_MESSAGES.stockReached,
      description: allInCartMessage(unitsLeft(product.id, size) ?? 0, size),
      variant: 'destructive',
    });
    return false;
  }
  const already = getCartItems().some((i) => i.productId === product.id && i.size === size);
  // Refused here rather than at the checkout: an order takes no more lines than that.
  const line = addCartItem({
    productId: product.id,
    name: product.name,
    price: product.price,
    size,
    quantity: room === undefined ? quantity : Math.min(quantity, room),
    image: product.images.front,
  });
  if (!line) {
    notify({
      title: ADD_TO_CART_MESSAGES.cartFullTitle,
      description: ADD_TO_CART_MESSAGES.cartFull,
      variant: 'destructive',
    });
    return false;
  }
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
