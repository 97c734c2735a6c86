import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminProductSchema,
  PRODUCT_TEXT,
  productCreateSchema,
  productMoveSchema,
  productOrderSchema,
  productSaveSchema,
} from '../../shared/api/admin-products.ts';
import {
  BULK_TEXT,
  productBulkResultSchema,
  productBulkSchema,
} from '../../shared/api/admin-product-bulk.ts';
import { ADMIN_ERRORS } from '../admin/admin-errors.ts';
import { HttpError } from '../http/errors.ts';
import {
  createProduct,
  duplicateProduct,
  readAdminProduct,
  saveAdminProduct,
} from './product-admin.ts';
import { moveProduct } from './product-order.ts';
import { sampleShopRoutes } from './sample-shop-routes.ts';
import { bulkProducts } from './product-bulk.ts';

const errors = ADMIN_ERRORS;

const params = z.object({ productId: z.string().min(1).max(120) });

/**
 * The catalogue's management (ADR 0135), registered inside the admin's
 * guarded scope (src/server/admin/admin-routes.ts). Every change is saved over the version it was
 * read at, audited, and announced to every instance's pages.
 */
export async function productAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sampleShopRoutes);
  async function answer(id: string) {
    const product = await readAdminProduct(app.db, id);
    if (!product) throw new HttpError(404, 'product_not_found', PRODUCT_TEXT.notFound);
    return product;
  }

  app.get<{ Params: { productId: string } }>(
    '/api/admin/products/:productId',
    { schema: { params, response: { 200: adminProductSchema, ...errors } } },
    async (request) => answer(request.params.productId),
  );

  app.put<{ Params: { productId: string }; Body: z.infer<typeof productSaveSchema> }>(
    '/api/admin/products/:productId',
    {
      schema: { params, body: productSaveSchema, response: { 200: adminProductSchema, ...errors } },
    },
    async (request) => {
      const id = request.params.productId;
      const saved = await saveAdminProduct(
        app.db,
        id,
        request.body.product,
        request.body.version,
        request.user!.id,
      );
      if (saved.outcome === 'missing')
        throw new HttpError(404, 'product_not_found', PRODUCT_TEXT.notFound);
      if (saved.outcome === 'stale') throw new HttpError(409, 'stale_product', PRODUCT_TEXT.stale);
      if (saved.outcome === 'saved') {
        // This instance reads the catalogue again at once; the others when the notice arrives.
        app.catalogue.forget();
        request.log.info({ fields: saved.changes.map((c) => c.field) }, 'product changed');
      }
      return answer(id);
    },
  );

  app.post<{ Body: z.infer<typeof productCreateSchema> }>(
    '/api/admin/products',
    { schema: { body: productCreateSchema, response: { 201: adminProductSchema, ...errors } } },
    async (request, reply) => {
      const id = await createProduct(app.db, request.body, request.user!.id);
      app.catalogue.forget();
      return reply.code(201).send(await answer(id));
    },
  );

  app.post<{ Params: { productId: string } }>(
    '/api/admin/products/:productId/duplicate',
    { schema: { params, response: { 201: adminProductSchema, ...errors } } },
    async (request, reply) => {
      const id = await duplicateProduct(app.db, request.params.productId, request.user!.id);
      if (!id) throw new HttpError(404, 'product_not_found', PRODUCT_TEXT.notFound);
      app.catalogue.forget();
      return reply.code(201).send(await answer(id));
    },
  );

  app.post<{ Params: { productId: string }; Body: z.infer<typeof productMoveSchema> }>(
    '/api/admin/products/:productId/move',
    {
      schema: { params, body: productMoveSchema, response: { 200: productOrderSchema, ...errors } },
    },
    async (request) => {
      const moved = await moveProduct(
        app.db,
        request.params.productId,
        request.body,
        request.user!.id,
      );
      if (moved.outcome === 'missing')
        throw new HttpError(404, 'product_not_found', PRODUCT_TEXT.notFound);
      if (moved.outcome === 'moved') {
        app.catalogue.forget();
        request.log.info(
          { direction: request.body.direction, to: request.body.to },
          'product moved',
        );
      }
      return moved.order;
    },
  );

  // Several products at once (publish, archive, move, delete drafts): all or nothing, audited.
  app.post<{ Body: z.output<typeof productBulkSchema> }>(
    '/api/admin/products/bulk',
    {
      schema: { body: productBulkSchema, response: { 200: productBulkResultSchema, ...errors } },
    },
    async (request) => {
      const done = await bulkProducts(app.db, request.body, request.user!.id);
      if (done.outcome === 'missing')
        throw new HttpError(404, 'product_not_found', BULK_TEXT.notFound);
      if (done.outcome === 'refused') throw new HttpError(409, 'not_deletable', done.message);
      if (done.changed > 0) app.catalogue.forget();
      request.log.info(
        { action: request.body.action, count: request.body.ids.length, changed: done.changed },
        'products changed in bulk',
      );
      return { changed: done.changed };
    },
  );
}
