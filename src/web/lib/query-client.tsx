import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * TanStack Query for the account's server state (favourites, orders). Only the account pages, the
 * favourite toggle and a signed-in tab's background work load this module: the storefront's first
 * load never carries it (ADR 0070). One client per tab, so a page change keeps what was read.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Whose answers the cache holds: null until the session's effects first say (lib/auth/session-effects.ts).
let owner: string | undefined | null = null;

/** Another user, or nobody: nothing of the previous account's answers may show. */
export function setQueryOwner(userId: string | undefined): void {
  const previous = owner;
  owner = userId;
  if (previous !== null && previous !== userId) queryClient.clear();
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
