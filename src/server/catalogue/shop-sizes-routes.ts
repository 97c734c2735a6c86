import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shopSizesSchema,
  sizeAddSchema,
  sizeOrderSchema,
  sizeRemoveSchema,
  sizeRenameSchema,
} from '../../shared/api/admin-sizes.ts';
import { ADMIN_ERRORS } from '../admin/admin-errors.ts';
import {
  addShopSize,
  orderShopSizes,
  readShopSizesAdmin,
  removeShopSize,
  renameShopSize,
} from './shop-sizes.ts';

const errors = ADMIN_ERRORS;

/**
 * The owner's sizes (docs/decisions/0224), inside the admin's guarded scope
 * (src/server/admin/admin-routes.ts). Each change answers the list as it now is; this instance
 * reads its catalogue again at once, the others when the notice arrives.
 */
export const shopSizesRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: shopSizesSchema, ...errors };

  app.get('/api/admin/sizes', { schema: { response } }, async () => readShopSizesAdmin(app.db));

  app.post('/api/admin/sizes', { schema: { body: sizeAddSchema, response } }, async (request) => {
    const sizes = await addShopSize(app.db, request.body.name, request.user!.id);
    app.catalogue.forget();
    request.log.info('size added');
    return sizes;
  });

  app.post(
    '/api/admin/sizes/rename',
    { schema: { body: sizeRenameSchema, response } },
    async (request) => {
      const { from, to } = request.body;
      const sizes = await renameShopSize(app.db, from, to, request.user!.id);
      app.catalogue.forget();
      request.log.info('size renamed');
      return sizes;
    },
  );

  app.post(
    '/api/admin/sizes/remove',
    { schema: { body: sizeRemoveSchema, response } },
    async (request) => {
      const sizes = await removeShopSize(app.db, request.body.name, request.user!.id);
      app.catalogue.forget();
      request.log.info('size removed');
      return sizes;
    },
  );

  app.post(
    '/api/admin/sizes/order',
    { schema: { body: sizeOrderSchema, response } },
    async (request) => {
      const sizes = await orderShopSizes(app.db, request.body.sizes, request.user!.id);
      app.catalogue.forget();
      request.log.info('sizes ordered');
      return sizes;
    },
  );
};
