import { CART_LINE_LIMITS, QUANTITY_MAX, QUANTITY_MIN } from '@shared/domain/cart.ts';
import type { CartLine } from '@shared/schemas/cart.ts';

// The rules of `cartLineSchema` (src/shared/schemas/cart.ts) without zod: the cart store is in
// every shop page's first load, where zod would cost ~25 KB gzip (zod/mini ~15 KB; measured).
// cart-line.test.ts runs the same values through both and fails if they ever disagree.

const isInt = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

/** A valid cart line, copied with only its known fields (as zod's parse strips the others), or undefined. */
export function parseCartLine(value: unknown): CartLine | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { id, productId, name, price, size, quantity, image } = value as CartLine;
  const line = { id, productId, name, price, size, quantity, image };
  const textOk = (Object.keys(CART_LINE_LIMITS) as (keyof typeof CART_LINE_LIMITS)[]).every(
    (field) => {
      const text: unknown = line[field];
      return typeof text === 'string' && text !== '' && text.length <= CART_LINE_LIMITS[field];
    },
  );
  return textOk && isInt(price, 0) && isInt(quantity, QUANTITY_MIN, QUANTITY_MAX)
    ? line
    : undefined;
}
