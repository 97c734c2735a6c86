/**
 * Limits of a cart line, shared by the cart schema (`schemas/cart.ts`, used by
 * PUT /api/cart) and the browser's stored cart. Lengths are generous bounds on what the catalogue
 * produces (ids like `complet-lagune-…`, art paths), there to refuse junk, not real lines.
 */
export const CART_LINE_LIMITS = {
  id: 200,
  productId: 100,
  name: 200,
  size: 20,
  image: 300,
} as const;

/** Lines in one saved cart: a bound for PUT /api/cart bodies, far above any real cart. */
export const CART_MAX_LINES = 50;

/** A cart line's quantity, checked by the cart, the order API and the database alike. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
