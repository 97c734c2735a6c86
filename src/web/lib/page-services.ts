import type { PageServices } from '@shared/pages/page-services.ts';
import { createContext, type RouterContextProvider } from 'react-router';

export type { PageServices };

/**
 * The key under which the server puts its PageServices in each request's router context. The
 * server build exports it (entry.server.tsx), so the server sets the very key the loaders read.
 */
export const pageServicesContext = createContext<PageServices>();

/** The running shop's services, in a loader or an action. */
export function pageServices(context: Readonly<RouterContextProvider>): PageServices {
  return context.get(pageServicesContext);
}
