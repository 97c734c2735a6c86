/**
 * What every shop page knows of the account without the account code (ADR 0050): whether this
 * browser was signed in when it last checked, and which products are favourites. The header and
 * the card hearts read it; the account code (src/web/lib/auth, loaded on demand) writes it and
 * fires ACCOUNT_EVENT. Kept this small on purpose: it is in every page's first load.
 *
 * The flag is a hint, not a credential (the session is an HttpOnly cookie the server checks on
 * every call): it only decides whether a page reads the session after hydration, so anonymous
 * visitors never pay for that call.
 */
export const SIGNED_IN_KEY = 'laguneSession';
export const ACCOUNT_EVENT = 'lagune-account';

/** Product ids of the signed-in shopper's favourites (filled by lib/favourites, emptied at sign-out). */
export const favouriteIds = new Set<string>();

export function isSignedInHint(): boolean {
  try {
    return localStorage[SIGNED_IN_KEY] === '1';
  } catch {
    return false;
  }
}

/** Changes made by the account code in this tab (other tabs follow through it, too). */
export function subscribeAccountHint(listener: () => void): () => void {
  addEventListener(ACCOUNT_EVENT, listener);
  return () => removeEventListener(ACCOUNT_EVENT, listener);
}

/**
 * Asks the header to open the account modal, on 'Connexion' / 'Mon Compte' or on 'Promotion',
 * where a welcome code is requested (the checkout's promo hint, the 'Connexion requise'
 * toast). An event, so callers need no handle on the header; here, so it adds no chunk to
 * the first load. The header hydrates after the rest of the page (docs/decisions/0248): a request
 * made before it listens is kept, and the header answers it once it is live.
 */
export const OPEN_ACCOUNT_EVENT = 'lagune-open-account';

type AccountTab = 'account' | 'promo';
let unheard: AccountTab | undefined;

export function openAccountModal(tab: AccountTab = 'account'): void {
  // The header's listener cancels the event: not cancelled, nobody heard it.
  const event = new CustomEvent(OPEN_ACCOUNT_EVENT, { detail: tab, cancelable: true });
  if (window.dispatchEvent(event)) unheard = tab;
}

/** The request nobody heard yet, if any; taken once. */
export function takeUnheardAccountRequest(): AccountTab | undefined {
  const tab = unheard;
  unheard = undefined;
  return tab;
}
