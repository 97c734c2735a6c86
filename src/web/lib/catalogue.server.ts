// The catalogue a loader renders from: the database's snapshot the server hands each render (ADR
// 0135), or the seed catalogue where no server gives one (`npm run dev`). A `.server` module: the
// seed catalogue never reaches the browser's bundles.
import { products } from '@shared/catalogue/products.ts';
import {
  fixedCatalogue,
  type StorefrontCatalogue,
} from '@shared/catalogue/storefront-catalogue.ts';
import type { RouterContextProvider } from 'react-router';
import { pageServices } from './page-services';

let seed: StorefrontCatalogue | undefined;

export function storefrontCatalogue(context: Readonly<RouterContextProvider>): StorefrontCatalogue {
  return pageServices(context).catalogue ?? (seed ??= fixedCatalogue(products));
}
