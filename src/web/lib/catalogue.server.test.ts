import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import { products } from '@shared/catalogue/products.ts';
import { fixedCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storefrontCatalogue } from './catalogue.server';
import { pageServicesContext } from './page-services';

// The database is the catalogue's only truth (docs/decisions/0135, 0219): a page shows the
// catalogue the server hands its render, never the sample catalogue bundled in the code.
describe('storefrontCatalogue', () => {
  it('is the catalogue the server hands the render', () => {
    const catalogue = fixedCatalogue(products.slice(0, 2));
    const context = new RouterContextProvider();
    context.set(pageServicesContext, {
      settings: DEFAULT_SHOP_SETTINGS,
      publicUrl: 'http://localhost:3000',
      catalogue,
    });
    expect(storefrontCatalogue(context)).toBe(catalogue);
  });

  it('throws, naming the mistake, when a render has no catalogue: no sample products shown', () => {
    expect(() => storefrontCatalogue(new RouterContextProvider())).toThrow(/catalogue/);
  });
});
