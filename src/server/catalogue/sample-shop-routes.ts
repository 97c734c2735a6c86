import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  emptiedSampleShopSchema,
  emptySampleShopSchema,
  sampleShopSchema,
} from '../../shared/api/admin-sample-shop.ts';
import { ADMIN_ERRORS } from '../admin/admin-errors.ts';
import { countSampleProducts, emptySampleShop } from './sample-shop.ts';

/**
 * 'Vider la boutique de démonstration' (docs/decisions/0209), inside the admin's guarded scope
 * (registered by product-admin-routes.ts): how many sample products are left, and removing them.
 */
export async function sampleShopRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/admin/sample-shop',
    { schema: { response: { 200: sampleShopSchema, ...ADMIN_ERRORS } } },
    async () => ({ sampleProducts: await countSampleProducts(app.db) }),
  );

  app.post<{ Body: z.infer<typeof emptySampleShopSchema> }>(
    '/api/admin/sample-shop/empty',
    {
      schema: {
        body: emptySampleShopSchema,
        response: { 200: emptiedSampleShopSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const emptied = await emptySampleShop(app.db, request.user!.id);
      // This instance reads the catalogue again at once; the others when the notice arrives.
      app.catalogue.forget();
      request.log.info(emptied, 'demo shop emptied');
      return emptied;
    },
  );
}
