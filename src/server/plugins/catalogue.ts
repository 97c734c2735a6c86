import fp from 'fastify-plugin';
import { CatalogueStore } from '../catalogue/catalogue-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue as the database has it now (ADR 0135). */
    catalogue: CatalogueStore;
  }
}

export const cataloguePlugin = fp(
  async (app) => {
    app.decorate('catalogue', new CatalogueStore(app.db, app.log));
  },
  { name: 'catalogue', dependencies: ['database'] },
);
