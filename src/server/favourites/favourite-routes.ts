import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favouriteSchema, favouritesSchema } from '../../shared/api/auth.ts';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import type { Product } from '../../shared/catalogue/types.ts';
import { publishedProduct } from '../catalogue/catalogue-store.ts';
import { favourites } from '../db/schema.ts';
import { SQLSTATE, violatedConstraint } from '../db/pg-errors.ts';
import { HttpError } from '../http/errors.ts';
import { requireUser } from '../plugins/session.ts';

/** A signed-in customer's favourite products. */
export const FAVOURITE_MESSAGES = {
  signInToAdd: 'Vous devez être connecté pour ajouter des favoris',
  signIn: 'Vous devez être connecté pour voir vos favoris',
  duplicate: 'Déjà dans vos favoris',
  unknownProduct: 'Produit inconnu',
  notFound: 'Ce produit n’est pas dans vos favoris',
} as const;

// A product id is a slug, a favourite's id a UUID: letters, digits and hyphens only.
const productIdSchema = z
  .string({ error: FAVOURITE_MESSAGES.unknownProduct })
  .trim()
  .min(1, { error: FAVOURITE_MESSAGES.unknownProduct })
  .max(100, { error: FAVOURITE_MESSAGES.unknownProduct })
  .regex(/^[A-Za-z0-9-]+$/, { error: FAVOURITE_MESSAGES.unknownProduct });

const addFavouriteSchema = z.object(
  { productId: productIdSchema },
  { error: FAVOURITE_MESSAGES.unknownProduct },
);

/** A favourite's id, or for convenience the product's id (a product page knows only that). */
const favouriteParams = z.object({ id: productIdSchema });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Favourites of the signed-in user; every query is scoped to the session's user id. */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const row = (
    f: { id: string; productId: string; createdAt: Date },
    product: Product,
    available: boolean,
  ) => ({
    id: f.id,
    productId: f.productId,
    createdAt: f.createdAt.toISOString(),
    product: {
      name: product.name,
      price: product.price,
      ...(product.oldPrice !== undefined && { oldPrice: product.oldPrice }),
      // Her main photo's JPEG when she uploaded one, else the drawing (catalogue-store.ts).
      image: product.images.front,
      ...(product.photos && { photo: product.photos.front }),
      available,
    },
  });

  app.get(
    '/api/favourites',
    {
      onRequest: requireUser(FAVOURITE_MESSAGES.signIn),
      schema: { response: { 200: favouritesSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await app.db
        .select()
        .from(favourites)
        .where(eq(favourites.userId, request.user!.id))
        .orderBy(asc(favourites.createdAt), asc(favourites.id));
      // Read from the catalogue now: a product archived since is shown as no longer available;
      // one the catalogue does not know at all is dropped.
      const { entries } = await app.catalogue.current();
      return {
        favourites: rows.flatMap((f) => {
          const entry = entries.get(f.productId);
          return entry ? [row(f, entry.product, entry.status === 'published')] : [];
        }),
      };
    },
  );

  app.post(
    '/api/favourites',
    {
      onRequest: requireUser(FAVOURITE_MESSAGES.signInToAdd),
      schema: {
        body: addFavouriteSchema,
        response: { 201: z.object({ favourite: favouriteSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const { productId } = request.body;
      const product = publishedProduct(await app.catalogue.current(), productId);
      if (!product) {
        throw new HttpError(400, 'unknown_product', FAVOURITE_MESSAGES.unknownProduct, {
          productId: FAVOURITE_MESSAGES.unknownProduct,
        });
      }
      try {
        const [created] = await app.db
          .insert(favourites)
          .values({ userId: request.user!.id, productId })
          .returning();
        return reply.code(201).send({ favourite: row(created!, product, true) });
      } catch (error) {
        if (violatedConstraint(error, SQLSTATE.uniqueViolation) === 'favourites_user_product_key') {
          throw new HttpError(409, 'already_favourite', FAVOURITE_MESSAGES.duplicate);
        }
        throw error;
      }
    },
  );

  app.delete(
    '/api/favourites/:id',
    {
      onRequest: requireUser(FAVOURITE_MESSAGES.signIn),
      schema: { params: favouriteParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const mine = eq(favourites.userId, request.user!.id);
      const removed = await app.db
        .delete(favourites)
        .where(and(mine, UUID.test(id) ? eq(favourites.id, id) : eq(favourites.productId, id)))
        .returning({ id: favourites.id });
      // Someone else's favourite is answered exactly as a missing one.
      if (removed.length === 0)
        throw new HttpError(404, 'favourite_not_found', FAVOURITE_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );
};
