/**
 * The one chunk the storefront's first load names for the account (account-door.ts, ADR 0050): the
 * header's sheets (phone menu, account modal behind its own import) as the default export for
 * React.lazy, and the doors into the rest of the account code, each a dynamic import that loads
 * when the shopper needs it.
 */
export { default } from './header-sheet';

// Whoever opens a door needs the session (the modal shows it, a favourite needs it), and a page of
// a browser that was signed in opens this one to read it: the cart and favourites follow.
import('~/lib/auth/session-store').then((m) => m.loadSession(), console.error);

export function toggleFavourite(productId: string, name: string): void {
  import('~/lib/favourites/toggle-favourite').then(
    (m) => m.toggleFavourite(productId, name),
    console.error,
  );
}
