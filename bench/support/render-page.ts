// A page as the server sends it, rendered from a build without a running server: the build's
// React Router handler with the default shop settings and a new shop's sample catalogue and
// content, as the database holds them after the first start (what bundle-size weighs).
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { fixedCatalogue } from '../../src/shared/catalogue/storefront-catalogue.ts';
import { products } from '../../src/shared/catalogue/products.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../src/shared/config/shop-settings.ts';
import { SAMPLE_CONTENT } from '../../src/shared/content/sample-content.ts';
import { loadPagesBuild } from '../../src/server/pages/server-build.ts';

export async function pageRenderer(
  clientDir: string,
): Promise<((path: string) => Promise<{ status: number; html: string }>) | undefined> {
  const loaded = await loadPagesBuild(clientDir);
  if (!loaded) return undefined;
  const handler = createRequestHandler(loaded.build, 'production');
  const catalogue = fixedCatalogue(products);
  return async (path) => {
    const context = new RouterContextProvider();
    context.set(loaded.servicesContext, {
      settings: DEFAULT_SHOP_SETTINGS,
      catalogue,
      content: SAMPLE_CONTENT,
      publicUrl: 'http://localhost:3000',
    });
    const response = await handler(new Request(`http://localhost:3000${path}`), context);
    return { status: response.status, html: await response.text() };
  };
}
