import {
  CART_LINE_LIMITS,
  CART_LINES_MESSAGE,
  CART_MAX_LINES,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '../domain/cart.ts';
import { orderLineSchema } from './order.ts';
import { z } from './zod.ts';

const text = (max: number) => z.string().min(1).max(max);

/**
 * One cart line: what the browser keeps under `laguneCart` and sends to
 * PUT /api/cart. `price` is the unit price in integer FCFA, as shown when the line was added (the
 * server prices lines from the catalogue itself).
 *
 * The storefront's cart store checks stored lines with a zod-free copy of these rules
 * (src/web/lib/cart/cart-line.ts, tested against this schema): zod in the shop's first load would
 * cost ~15 KB gzip.
 */
export const cartLineSchema = z.object({
  id: text(CART_LINE_LIMITS.id),
  productId: text(CART_LINE_LIMITS.productId),
  name: text(CART_LINE_LIMITS.name),
  price: z.int().min(0),
  size: text(CART_LINE_LIMITS.size),
  quantity: z.int().min(QUANTITY_MIN).max(QUANTITY_MAX),
  image: text(CART_LINE_LIMITS.image),
});

export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A saved cart's line: an order line whose quantity may go up to QUANTITY_MAX (99). An order takes
 * fewer of one size (ORDER_LINE_UNITS_MAX, docs/decisions/0100), and the checkout says so; a cart
 * keeps what the shopper put in it.
 */
const savedCartLineSchema = orderLineSchema.extend({
  quantity: z
    .number({ error: 'La quantité doit être un nombre entier' })
    .int({ error: 'La quantité doit être un nombre entier' })
    .min(QUANTITY_MIN, { error: `La quantité doit être comprise entre 1 et ${QUANTITY_MAX}` })
    .max(QUANTITY_MAX, { error: `La quantité doit être comprise entre 1 et ${QUANTITY_MAX}` }),
});

/**
 * Body of PUT /api/cart: the whole cart, or with `merge: true` a guest cart to add to
 * the saved one. Of each line the server reads what an order line has (product, size S–XL,
 * quantity 1–99); a stored line's id, name, price and image may come along and are dropped, since
 * the server reads them from the catalogue.
 */
export const saveCartSchema = z.object(
  {
    items: z
      .array(savedCartLineSchema, { error: 'Le panier doit être une liste d’articles' })
      .max(CART_MAX_LINES, { error: CART_LINES_MESSAGE }),
    merge: z.boolean({ error: 'merge doit valoir true ou false' }).optional(),
  },
  { error: 'Le panier est invalide' },
);

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
