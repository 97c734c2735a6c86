import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shopColoursSchema,
  colourAddSchema,
  colourOrderSchema,
  colourRemoveSchema,
  colourRenameSchema,
} from '../../shared/api/admin-colours.ts';
import { ADMIN_ERRORS } from '../admin/admin-errors.ts';
import {
  addShopColour,
  orderShopColours,
  readShopColoursAdmin,
  removeShopColour,
  renameShopColour,
} from './shop-colours.ts';

const errors = ADMIN_ERRORS;

/**
 * The owner’s colours (docs/decisions/0225), inside the admin's guarded scope
 * (src/server/admin/admin-routes.ts). Each change answers the list as it now is; this instance
 * reads its catalogue again at once, the others when the notice arrives.
 */
export const shopColoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: shopColoursSchema, ...errors };

  app.get('/api/admin/colours', { schema: { response } }, async () => readShopColoursAdmin(app.db));

  app.post(
    '/api/admin/colours',
    { schema: { body: colourAddSchema, response } },
    async (request) => {
      const colours = await addShopColour(app.db, request.body, request.user!.id);
      app.catalogue.forget();
      request.log.info('colour added');
      return colours;
    },
  );

  app.post(
    '/api/admin/colours/rename',
    { schema: { body: colourRenameSchema, response } },
    async (request) => {
      const { from, to } = request.body;
      const colours = await renameShopColour(app.db, from, to, request.user!.id);
      app.catalogue.forget();
      request.log.info('colour renamed');
      return colours;
    },
  );

  app.post(
    '/api/admin/colours/remove',
    { schema: { body: colourRemoveSchema, response } },
    async (request) => {
      const colours = await removeShopColour(app.db, request.body.name, request.user!.id);
      app.catalogue.forget();
      request.log.info('colour removed');
      return colours;
    },
  );

  app.post(
    '/api/admin/colours/order',
    { schema: { body: colourOrderSchema, response } },
    async (request) => {
      const colours = await orderShopColours(app.db, request.body.colours, request.user!.id);
      app.catalogue.forget();
      request.log.info('colours ordered');
      return colours;
    },
  );
};
