import type { SessionEffects } from './session-store';
import { getAuthState } from './session-store';
import { endCartSync, startCartSync } from './cart-sync';

function favourites() {
  return import('~/lib/favourites/favourites-query');
}

/**
 * What follows a tab signing in or out: the saved cart is reconciled and then saved as it changes,
 * and the favourites are read so product hearts fill in. On sign-out the cart copy goes (the
 * hearts empty with the account hint; lib/query-client.tsx drops what TanStack Query cached).
 */
export const sessionEffects: SessionEffects = {
  signedIn({ lead }) {
    const user = getAuthState().user;
    if (!user) return;
    void startCartSync(user.id, { lead });
    void favourites().then((m) => m.prefetchFavourites(), console.error);
  },
  signedOut({ lead }) {
    endCartSync({ lead });
  },
};
