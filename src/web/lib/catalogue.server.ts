// The catalogue a loader renders from: the database's snapshot the server hands each render (ADR
// 0135). The database is its only truth (docs/decisions/0219): there is no fallback, `npm run dev`
// renders through the shop's server too. A `.server` module: loaders only.
import type { StorefrontCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import type { RouterContextProvider } from 'react-router';
import { pageServices } from './page-services';

export function storefrontCatalogue(context: Readonly<RouterContextProvider>): StorefrontCatalogue {
  const { catalogue } = pageServices(context);
  if (!catalogue)
    throw new Error(
      'Page rendue sans catalogue : le serveur de la boutique (src/server/pages/) donne celui de la base à chaque rendu.',
    );
  return catalogue;
}
