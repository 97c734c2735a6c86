import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getAuthState, subscribeAuth } from './auth/session-store';

/**
 * TanStack Query for the account's server state (favourites, orders). Only the account pages, the
 * favourite toggle and a signed-in tab's background work load this module: the storefront's first
 * load never carries it (DESIGN §7). One client per tab, so a page change keeps what was read.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Another user, or nobody: nothing of the previous account's answers may show.
let userId = getAuthState().user?.id;
subscribeAuth(() => {
  const next = getAuthState().user?.id;
  if (next === userId) return;
  userId = next;
  queryClient.clear();
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
