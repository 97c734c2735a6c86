import { CART_LINE_LIMITS, CART_MAX_LINES, QUANTITY_MAX, QUANTITY_MIN } from '../domain/cart.ts';
import { z } from './zod.ts';

const text = (max: number) => z.string().min(1).max(max);

/**
 * One cart line (SPEC §3 'Cart item'): what the browser keeps under `laguneCart` and what
 * PUT /api/cart receives. `price` is the unit price in integer FCFA, as shown when the line was
 * added (the order API prices lines from the catalogue itself).
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

/** PUT /api/cart `{ items }` (DESIGN §10). */
export const cartBodySchema = z.object({
  items: z.array(cartLineSchema).max(CART_MAX_LINES),
});

export type CartBody = z.infer<typeof cartBodySchema>;
