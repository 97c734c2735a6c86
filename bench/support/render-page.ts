// A page as the server sends it, rendered from a build without a running server: the build's
// React Router handler with the default shop settings (what bundle-size weighs).
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { DEFAULT_SHOP_SETTINGS } from '../../src/shared/config/shop-settings.ts';
import { loadPagesBuild } from '../../src/server/pages/server-build.ts';

export async function pageRenderer(
  clientDir: string,
): Promise<((path: string) => Promise<{ status: number; html: string }>) | undefined> {
  const loaded = await loadPagesBuild(clientDir);
  if (!loaded) return undefined;
  const handler = createRequestHandler(loaded.build, 'production');
  return async (path) => {
    const context = new RouterContextProvider();
    context.set(loaded.servicesContext, {
      settings: DEFAULT_SHOP_SETTINGS,
      publicUrl: 'http://localhost:3000',
    });
    const response = await handler(new Request(`http://localhost:3000${path}`), context);
    return { status: response.status, html: await response.text() };
  };
}
