import fp from 'fastify-plugin';
import { ShopContentStore } from '../shop/content-store.ts';
import { forgetOnPagesChange } from './forget-on-change.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's shops, FAQ and texts as they are now (docs/decisions/0205). */
    shopContent: ShopContentStore;
  }
}

export const shopContentPlugin = fp(
  async (app) => {
    const store = new ShopContentStore(app.db, app.log);
    app.decorate('shopContent', store);
    await forgetOnPagesChange(app, store);
  },
  { name: 'shop-content', dependencies: ['database'] },
);
