import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartSchema, type CartItem } from '../../shared/api/auth.ts';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import { publishedProduct, type CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import { CART_MAX_LINES } from '../../shared/domain/cart.ts';
import { mergeCartLines, saveCartSchema } from '../../shared/schemas/cart.ts';
import { savedCarts, type SavedCartItem } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { SIZE_TEXT } from '../../shared/catalogue/sizes.ts';
import { HttpError } from '../http/errors.ts';
import { requireUser } from '../plugins/session.ts';

export const CART_MESSAGES = {
  signIn: 'Connectez-vous pour retrouver votre panier sur tous vos appareils.',
  unknownProduct: 'Produit inconnu',
} as const;

const errors = { 400: errorBodySchema, 401: errorBodySchema };

/** A stored line as the client shows it: name, price and picture from today's catalogue. */
function describe(lines: SavedCartItem[], catalogue: CatalogueSnapshot): CartItem[] {
  const items: CartItem[] = [];
  for (const line of lines) {
    const product = publishedProduct(catalogue, line.productId);
    const size = product?.sizes.find((s) => s.name === line.size);
    if (!product || !size) continue; // gone from the catalogue: dropped
    items.push({
      id: `${product.id}-${size.name}`,
      productId: product.id,
      name: product.name,
      price: product.price,
      size: size.name,
      quantity: line.quantity,
      image: product.images.front,
      available: product.inStock && size.available,
    });
  }
  return items;
}

/**
 * The signed-in user's saved cart: one row per user, replaced whole by
 * PUT, or with `merge: true` the guest cart is added to it (same product and size add up, capped
 * at 99) — what the client sends once after sign-in, then forgets its local cart. Emptying is
 * saved like any other cart.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cart',
    {
      onRequest: requireUser(CART_MESSAGES.signIn),
      schema: { response: { 200: cartSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [row] = await app.db
        .select({ cartItems: savedCarts.cartItems })
        .from(savedCarts)
        .where(eq(savedCarts.userId, request.user!.id));
      return { items: describe(row?.cartItems ?? [], await app.catalogue.current()) };
    },
  );

  app.put(
    '/api/cart',
    {
      onRequest: requireUser(CART_MESSAGES.signIn),
      schema: { body: saveCartSchema, response: { 200: cartSchema, ...errors } },
    },
    async (request) => {
      const { items, merge = false } = request.body;
      const catalogue = await app.catalogue.current();
      const fields: Record<string, string> = {};
      items.forEach((line, i) => {
        if (!publishedProduct(catalogue, line.productId))
          fields[`items.${i}.productId`] = CART_MESSAGES.unknownProduct;
      });
      if (Object.keys(fields).length > 0) {
        throw new HttpError(400, 'unknown_product', CART_MESSAGES.unknownProduct, fields);
      }
      // A size the shop does not sell is refused; one the product is no longer offered in is
      // dropped below (docs/decisions/0224).
      items.forEach((line, i) => {
        if (!catalogue.sizes.includes(line.size)) fields[`items.${i}.size`] = SIZE_TEXT.unknown;
      });
      if (Object.keys(fields).length > 0) {
        throw new HttpError(400, 'unknown_size', SIZE_TEXT.unknown, fields);
      }
      // A size the product is no longer offered in (the shop's list, docs/decisions/0224) is not
      // kept: an old cart's line must not refuse the whole cart, and GET would drop it anyway.
      const offered = (line: { productId: string; size: string }) =>
        publishedProduct(catalogue, line.productId)?.sizes.some((s) => s.name === line.size);
      const incoming: SavedCartItem[] = items
        .filter(offered)
        .map(({ productId, size, quantity }) => ({ productId, size, quantity }));
      const userId = request.user!.id;
      const saved = await inTransaction(app.db, async (tx) => {
        // The row exists and is locked before it is read: two merges in a row add up, never lose.
        await tx.insert(savedCarts).values({ userId, cartItems: [] }).onConflictDoNothing();
        const [current] = await tx
          .select({ cartItems: savedCarts.cartItems })
          .from(savedCarts)
          .where(eq(savedCarts.userId, userId))
          .for('update');
        const lines = (
          merge ? mergeCartLines(current?.cartItems ?? [], incoming) : mergeCartLines(incoming)
        ).slice(0, CART_MAX_LINES);
        await tx
          .update(savedCarts)
          .set({ cartItems: lines, updatedAt: sql`now()` })
          .where(eq(savedCarts.userId, userId));
        return lines;
      });
      return { items: describe(saved, catalogue) };
    },
  );
};
