import fp from 'fastify-plugin';
import { ShopSettingsStore } from '../shop/settings-store.ts';
import { forgetOnPagesChange } from './forget-on-change.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop settings as they are now: the saved ones, else the environment's (ADR 0096). */
    shopSettings: ShopSettingsStore;
  }
}

export const shopSettingsPlugin = fp(
  async (app) => {
    const store = new ShopSettingsStore(app.db, app.config.shop, app.log);
    app.decorate('shopSettings', store);
    await forgetOnPagesChange(app, store);
  },
  { name: 'shop-settings', dependencies: ['database'] },
);
