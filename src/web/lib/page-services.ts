import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import type { PageServices } from '@shared/pages/page-services.ts';
import { createContext, type RouterContextProvider } from 'react-router';
import { DEFAULT_PUBLIC_URL } from './public-url';

export type { PageServices };

/**
 * The key under which the server puts its PageServices in each request's router context. The
 * server build exports it (entry.server.tsx), so the server sets the very key the loaders read.
 * Its default (the default settings, no catalogue) is only what a page's unit test renders with.
 */
export const pageServicesContext = createContext<PageServices>({
  settings: DEFAULT_SHOP_SETTINGS,
  publicUrl: DEFAULT_PUBLIC_URL,
});

/** The running shop's services, in a loader or an action. */
export function pageServices(context: Readonly<RouterContextProvider>): PageServices {
  return context.get(pageServicesContext);
}
