/**
 * What the session store does when the tab becomes signed in or out (the saved cart, favourites,
 * the account's cached answers), loaded on demand (session-effects.ts). `lead` is false when the
 * change came from another tab: that tab reconciles the cart, whose storage the tabs share, and
 * this one only follows. The store hands over what the effects need of it, so they never import it.
 */
export interface SessionEffects {
  signedIn(options: { lead: boolean; userId: string; reloadSession: () => Promise<unknown> }): void;
  signedOut(options: { lead: boolean }): void;
}
