import type { SessionEffects } from './session-effects-contract';
import { endCartSync, startCartSync } from './cart-sync';

function favourites() {
  return import('~/lib/favourites/favourites-query');
}

function accountQueries() {
  return import('~/lib/query-client');
}

/**
 * What follows a tab signing in or out: the saved cart is reconciled and then saved as it changes,
 * and the favourites are read so product hearts fill in. On sign-out the cart copy goes (the
 * hearts empty with the account hint; lib/query-client.tsx drops what TanStack Query cached).
 */
export const sessionEffects: SessionEffects = {
  signedIn({ lead, userId, reloadSession }) {
    void startCartSync(userId, { lead, onSessionLost: reloadSession });
    void accountQueries()
      .then((m) => m.setQueryOwner(userId))
      .then(favourites)
      .then((m) => m.prefetchFavourites(), console.error);
  },
  signedOut({ lead }) {
    endCartSync({ lead });
    void accountQueries().then((m) => m.setQueryOwner(undefined), console.error);
  },
};
