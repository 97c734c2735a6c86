import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readStockLevels } from './stock-queries.ts';

/** Browsers and proxies may reuse the answer this long: live enough for a shop, light under load. */
const STOCK_MAX_AGE_SECONDS = 5;

const stockLevelsSchema = z.record(z.string(), z.record(z.string(), z.number().int()));

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  // Pages come from the page cache; after hydration they read live availability from here (one
  // small JSON for the whole catalogue), so a sold-out size is disabled even on a kept page.
  app.get(
    '/api/stock',
    { schema: { response: { 200: stockLevelsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${STOCK_MAX_AGE_SECONDS}`);
      return readStockLevels(app.db);
    },
  );
};
