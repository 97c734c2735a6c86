import type { Favourite as SavedFavourite } from '@shared/api/auth.ts';
import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_EVENT, favouriteIds } from '~/lib/account-hint';
import { apiGet } from '~/lib/api';
import { queryClient } from '~/lib/query-client';

/** A favourite in the cached list: one just tapped has no product until the server answers. */
export type Favourite = Omit<SavedFavourite, 'product'> & { product?: SavedFavourite['product'] };

/** The favourites' messages. */
export const FAVOURITE_MESSAGES = {
  addFailed: "Impossible d'ajouter le produit aux favoris",
  removeFailed: 'Impossible de retirer le produit des favoris',
  duplicate: 'Déjà dans vos favoris',
  signInTitle: 'Connexion requise',
  signIn: 'Vous devez être connecté pour ajouter des favoris',
  loadFailed: 'Impossible de charger vos favoris',
} as const;

/** The cached 'favorites' query (GET /api/favourites). */
export const FAVOURITES_KEY = ['favorites'] as const;

export const favouritesQuery = queryOptions({
  queryKey: FAVOURITES_KEY,
  queryFn: ({ signal }) =>
    apiGet<{ favourites: Favourite[] }>('/api/favourites', { signal }).then((r) => r.favourites),
});

// The product hearts (account-hint.ts) follow the cached list, optimistic changes included.
queryClient.getQueryCache().subscribe((event) => {
  if (event.query.queryKey[0] !== FAVOURITES_KEY[0]) return;
  const list = event.query.state.data as Favourite[] | undefined;
  favouriteIds.clear();
  for (const f of list ?? []) favouriteIds.add(f.productId);
  dispatchEvent(new Event(ACCOUNT_EVENT));
});

/** Reads the favourites in the background (a signed-in tab), so the hearts fill in. */
export function prefetchFavourites(): Promise<void> {
  return queryClient.prefetchQuery(favouritesQuery);
}
