import { useSyncExternalStore } from 'react';
import { getCartItems, getServerCartItems, subscribeToCart } from './cart-store';

/** The cart lines; empty during the server render and hydration, then the stored cart. */
export function useCartItems() {
  return useSyncExternalStore(subscribeToCart, getCartItems, getServerCartItems);
}
