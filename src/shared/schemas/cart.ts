import { z } from 'zod';
import { QUANTITY_MAX } from '../domain/orders.ts';
import { orderLineSchema } from './order.ts';

/** Lines a saved cart keeps at most (distinct product and size pairs). */
export const MAX_CART_LINES = 50;

/**
 * A cart line as the browser keeps it (SPEC §3 'Cart item'): product, size and quantity are what
 * counts, checked as an order line is (1 to 99); the browser's id, name, price and image may come
 * along and are ignored, since the server reads them from the catalogue.
 */
export const cartLineSchema = orderLineSchema;

/** Body of PUT /api/cart: the whole cart, or with `merge: true` a guest cart to add to the saved one. */
export const saveCartSchema = z.object(
  {
    items: z
      .array(cartLineSchema, { error: 'Le panier doit être une liste d’articles' })
      .max(MAX_CART_LINES, {
        error: `Un panier ne peut pas dépasser ${MAX_CART_LINES} articles différents`,
      }),
    merge: z.boolean({ error: 'merge doit valoir true ou false' }).optional(),
  },
  { error: 'Le panier est invalide' },
);

export type CartLine = z.output<typeof cartLineSchema>;
export type SaveCartInput = z.input<typeof saveCartSchema>;

/**
 * Lines with the same product and size added up (capped at 99), in first-seen order: how a guest
 * cart merges into the account's, and how a cart sent with a product twice is stored.
 */
export function mergeCartLines<T extends { productId: string; size: string; quantity: number }>(
  ...carts: T[][]
): T[] {
  const merged = new Map<string, T>();
  for (const line of carts.flat()) {
    const key = `${line.productId}\u0000${line.size}`;
    const existing = merged.get(key);
    merged.set(
      key,
      existing
        ? { ...existing, quantity: Math.min(QUANTITY_MAX, existing.quantity + line.quantity) }
        : { ...line, quantity: Math.min(QUANTITY_MAX, line.quantity) },
    );
  }
  return [...merged.values()];
}
