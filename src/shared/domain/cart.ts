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

/**
 * Distinct lines (product and size) in a cart, saved or in the browser, and in one order: the
 * cart stops where the checkout would, so every cart can be ordered (docs/decisions/0100).
 */
export const CART_MAX_LINES = 20;

/** Why the cart refuses one more line (the product page's toast, PUT /api/cart's 400). */
export const CART_LINES_MESSAGE = `Un panier ne peut pas contenir plus de ${CART_MAX_LINES} articles différents, le maximum d’une commande. Commandez ceux-ci d’abord, ou retirez-en un.`;

/** A cart line's quantity, checked by the cart, the order API and the database alike. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
