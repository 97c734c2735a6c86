import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopSettingsValuesSchema } from '../../shared/api/admin-settings.ts';

/** The shop's public settings: the same values the pages show and the order answers carry. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/shop', { schema: { response: { 200: shopSettingsValuesSchema } } }, async () => {
    return app.shopSettings.current();
  });
};
