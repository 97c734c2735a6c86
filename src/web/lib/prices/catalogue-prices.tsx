import { createContext, useContext, useMemo } from 'react';
import type { CartItem } from '../cart/cart-store';
import { useCartItems } from '../cart/use-cart';

/**
 * What the cart page's loader gives for every catalogue product, by id: its price, its name, the
 * sizes it is offered in now and its picture as the owner has it now (her main photo, small, or
 * the drawing).
 */
export type CatalogueLines = Readonly<
  Record<string, { price: number; name: string; sizes: readonly string[]; image: string }>
>;

/**
 * A cart line priced from the catalogue; `price` is undefined for a product it no longer has, and
 * `sizeWithdrawn` is set when the product is no longer offered in the line's size (the owner
 * removed it from the product since it was put in the cart).
 */
export type PricedCartItem = Omit<CartItem, 'price'> & {
  price: number | undefined;
  sizeWithdrawn?: true;
};

/**
 * The catalogue's prices, names and pictures, given by the cart page (its loader writes them into
 * the page the server renders) to the cart and the checkout summary. What a line stores is whatever the browser kept,
 * an older price or an edited one (a tampered line once showed 1 FCFA): for a product the
 * catalogue has, its price, name and picture are the catalogue's. Only a component rendered
 * outside the cart page (a unit test) has no provider; it shows the stored line.
 */
export const CatalogueLinesContext = createContext<CatalogueLines | null>(null);

export const NOT_IN_CATALOGUE = 'Cet article n’est plus au catalogue';
export const SIZE_WITHDRAWN = 'Cette taille n’est plus proposée';

/** The cart's lines as the catalogue has them (see CatalogueLinesContext). */
export function usePricedCartItems(): readonly PricedCartItem[] {
  const items = useCartItems();
  const catalogue = useContext(CatalogueLinesContext);
  return useMemo(
    () =>
      catalogue
        ? items.map((item) => {
            const known = catalogue[item.productId];
            if (!known) return { ...item, price: undefined };
            const priced = { ...item, price: known.price, name: known.name, image: known.image };
            return known.sizes.includes(item.size)
              ? priced
              : { ...priced, sizeWithdrawn: true as const };
          })
        : items,
    [items, catalogue],
  );
}

/** Subtotal in FCFA of the lines the catalogue still prices. */
export function pricedSubtotal(lines: readonly PricedCartItem[]): number {
  return lines.reduce((sum, line) => sum + (line.price ?? 0) * line.quantity, 0);
}
