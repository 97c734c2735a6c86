import fp from 'fastify-plugin';
import { ShopSettingsStore } from '../shop/settings-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop settings as they are now: the saved ones, else the environment's (ADR 0096). */
    shopSettings: ShopSettingsStore;
  }
}

export const shopSettingsPlugin = fp(
  async (app) => {
    app.decorate('shopSettings', new ShopSettingsStore(app.db, app.config.shop, app.log));
  },
  { name: 'shop-settings', dependencies: ['database'] },
);
