import { products } from '@shared/catalogue/products.ts';
import { fixedCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageServicesContext } from '~/lib/page-services';
import { pageJsonLdScript, setPageJsonLd } from '~/lib/structured-data.server';
import { loader as homeLoader } from './home';
import { loader as productLoader } from './product';

// A page's JSON-LD is written into its HTML by the server's render, not sent again in the loader's
// data, which the browser parses before hydration (docs/decisions/0226).

/** A render's context as the server gives it: the shop's catalogue (here the sample one). */
function renderContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageServicesContext, {
    settings: DEFAULT_SHOP_SETTINGS,
    publicUrl: 'http://localhost:3000',
    catalogue: fixedCatalogue(products),
  });
  return context;
}

const typesIn = (script: string) => {
  const json = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(script)?.[1];
  const document = JSON.parse(json ?? '{}') as { '@graph'?: { '@type': string }[] };
  return (document['@graph'] ?? []).map((node) => node['@type']);
};

describe('structured data in the HTML only', () => {
  it('a product page: none in its data, its product group in its HTML', async () => {
    const context = renderContext();
    const url = 'http://localhost:3000/product/t-shirt-signature-creme';
    const data = await productLoader({
      params: { id: 't-shirt-signature-creme' },
      context,
      request: new Request(url),
    } as unknown as Parameters<typeof productLoader>[0]);
    expect(JSON.stringify(data)).not.toContain('schema.org');
    expect(typesIn(pageJsonLdScript(context))).toEqual(['ProductGroup', 'BreadcrumbList']);
  });

  it('the home page: none in its data, the shop and its website in its HTML', () => {
    const context = renderContext();
    const data = homeLoader({
      params: {},
      context,
      request: new Request('http://localhost:3000/'),
    } as unknown as Parameters<typeof homeLoader>[0]);
    expect(JSON.stringify(data)).not.toContain('schema.org');
    expect(typesIn(pageJsonLdScript(context))).toEqual(['OnlineStore', 'WebSite']);
  });

  it('a page without structured data gets no script', () => {
    expect(pageJsonLdScript(new RouterContextProvider())).toBe('');
  });

  it('a text that would close the script is escaped, as React Router writes it', () => {
    const context = new RouterContextProvider();
    setPageJsonLd(context, { name: '</script><script>alert(1)</script> & co' });
    const script = pageJsonLdScript(context);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(35, -9))).toEqual({
      name: '</script><script>alert(1)</script> & co',
    });
  });
});
