import { createContext, useContext, useMemo } from 'react';
import type { CartItem } from '../cart/cart-store';
import { useCartItems } from '../cart/use-cart';

/** Unit price in FCFA of every catalogue product, by id: what the cart page's loader builds. */
export type CataloguePrices = Readonly<Record<string, number>>;

/** A cart line priced from the catalogue; `price` is undefined for a product it no longer has. */
export type PricedCartItem = Omit<CartItem, 'price'> & { price: number | undefined };

/**
 * The catalogue's prices, given by the cart page (its build-time loader writes them into the
 * page) to the cart and the checkout summary. A line's stored price is whatever the browser kept,
 * an older price or an edited one (a tampered line once showed 1 FCFA): it is never shown. Only
 * a component rendered outside the cart page (a unit test) has no provider; it shows stored prices.
 */
export const CataloguePricesContext = createContext<CataloguePrices | null>(null);

export const NOT_IN_CATALOGUE = 'Cet article n’est plus au catalogue';

/** The cart's lines with the catalogue's prices (see CataloguePricesContext). */
export function usePricedCartItems(): readonly PricedCartItem[] {
  const items = useCartItems();
  const prices = useContext(CataloguePricesContext);
  return useMemo(
    () => (prices ? items.map((item) => ({ ...item, price: prices[item.productId] })) : items),
    [items, prices],
  );
}

/** Subtotal in FCFA of the lines the catalogue still prices. */
export function pricedSubtotal(lines: readonly PricedCartItem[]): number {
  return lines.reduce((sum, line) => sum + (line.price ?? 0) * line.quantity, 0);
}
