import fp from 'fastify-plugin';
import { CatalogueStore } from '../catalogue/catalogue-store.ts';
import { forgetOnPagesChange } from './forget-on-change.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue as the database has it now (ADR 0135). */
    catalogue: CatalogueStore;
  }
}

export const cataloguePlugin = fp(
  async (app) => {
    const store = new CatalogueStore(app.db, app.log);
    app.decorate('catalogue', store);
    // Registered before the pages (src/server/static/site.ts): on a notice the snapshot is
    // forgotten first, then the pages render again from the new one.
    await forgetOnPagesChange(app, store);
  },
  { name: 'catalogue', dependencies: ['database'] },
);
