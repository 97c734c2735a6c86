import type { CartItem as SavedCartLine } from '@shared/api/auth.ts';
import { ApiError, apiGet, apiSend } from '~/lib/api';
import { addCartItem, clearCart, getCartItems, subscribeToCart } from '~/lib/cart/cart-store';

/**
 * The saved cart of a signed-in shopper. The cart store keeps
 * working on the browser's copy; this module reconciles that copy with the account's cart when a
 * tab signs in, then saves every change (debounced), emptying included. Load and save failures are
 * only logged.
 *
 * `laguneCartOwner` marks the local cart as a copy of an account's cart. Without the mark, lines
 * present at sign-in are a guest's: they are merged once into the account's (PUT merge:true, same
 * product and size added up, capped at 99). With it they are the account's own copy and the
 * account's cart simply replaces them, so signing in twice never doubles a quantity. Signing out
 * empties the copy (the account keeps its cart) and removes the mark.
 */
const OWNER_KEY = 'laguneCartOwner';
/**
 * Set while a change of the account's copy may not have reached the server (the page was left
 * during the debounce, the keepalive save is not confirmed): the next page load saves the copy
 * instead of replacing it with an older server cart.
 */
const UNSAVED_KEY = 'laguneCartUnsaved';
/**
 * The account's cart as the server last had it (loaded or saved): a line added to the copy before
 * this page's sync started (a quick add while the session was still being read) is told apart from
 * the account's own lines, and added to the saved cart instead of being replaced by it.
 */
const SYNCED_KEY = 'laguneCartSynced';

/** Quiet time after the last change before the cart is saved. */
export const CART_SAVE_DELAY_MS = 700;

let generation = 0;
let unsubscribe: (() => void) | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let applying = false;
let lastSaved: string | undefined;

function owner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function unsaved(): boolean {
  try {
    return localStorage.getItem(UNSAVED_KEY) === '1';
  } catch {
    return false;
  }
}

function setUnsaved(value: boolean) {
  try {
    if (value) localStorage.setItem(UNSAVED_KEY, '1');
    else localStorage.removeItem(UNSAVED_KEY);
  } catch {
    // Blocked storage: nothing survives the page anyway.
  }
}

type Line = { productId: string; size: string; quantity: number };

function readSynced(): Line[] | undefined {
  try {
    const raw = localStorage.getItem(SYNCED_KEY);
    return raw === null ? undefined : (JSON.parse(raw) as Line[]);
  } catch {
    return undefined;
  }
}

function setSynced(body: string | null) {
  try {
    if (body === null) localStorage.removeItem(SYNCED_KEY);
    else localStorage.setItem(SYNCED_KEY, body);
  } catch {
    // Blocked storage: nothing survives the page anyway.
  }
}

/**
 * What the copy holds beyond the server's last cart, when it only grew since (lines added or
 * raised); undefined when it is the same, or changed otherwise (a line removed or lowered).
 */
function addedSinceSynced(local: readonly Line[], synced: readonly Line[]): Line[] | undefined {
  const key = (l: Line) => `${l.productId}\u0000${l.size}`;
  const before = new Map(synced.map((l) => [key(l), l.quantity]));
  const added: Line[] = [];
  for (const line of local) {
    const had = before.get(key(line)) ?? 0;
    before.delete(key(line));
    if (line.quantity < had) return undefined;
    if (line.quantity > had) added.push({ ...line, quantity: line.quantity - had });
  }
  return added.length > 0 && before.size === 0 ? added : undefined;
}

function setOwner(userId: string | null) {
  try {
    if (userId) localStorage.setItem(OWNER_KEY, userId);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // Blocked storage: the cart lives in memory and the next sign-in merges it again.
  }
}

/** What PUT /api/cart reads of a line; the server prices and names lines itself. */
function payload(): string {
  return JSON.stringify(
    getCartItems().map(({ productId, size, quantity }) => ({ productId, size, quantity })),
  );
}

/** The account's cart in place of the local copy (through the store's own actions: the shop's
 * first load carries the store, and a replace-all export there would weigh on every page). */
function replaceFromServer(lines: readonly SavedCartLine[]) {
  applying = true;
  try {
    clearCart();
    for (const { productId, name, price, size, quantity, image } of lines) {
      addCartItem({ productId, name, price, size, quantity, image });
    }
  } finally {
    applying = false;
  }
  lastSaved = payload();
  setSynced(lastSaved);
}

// What a save refused with 401 does: read the session again (given by the session's effects, so
// this module never imports the session store back).
let reloadSession: () => Promise<unknown> = () => Promise.resolve();

async function sessionLost(error: unknown) {
  if (error instanceof ApiError && error.status === 401) await reloadSession();
}

async function save() {
  timer = undefined;
  const body = payload();
  if (body === lastSaved) return;
  try {
    await apiSend('PUT', '/api/cart', { items: JSON.parse(body) as unknown });
    lastSaved = body;
    setSynced(body);
    if (payload() === body) setUnsaved(false);
  } catch (error) {
    console.error(error);
    await sessionLost(error);
  }
}

function onCartChange() {
  if (applying) return;
  setUnsaved(true);
  clearTimeout(timer);
  timer = setTimeout(() => void save(), CART_SAVE_DELAY_MS);
}

/** A change still waiting for its save goes now, even while the page is being left. */
export function flushCartSave(): void {
  if (timer === undefined) return;
  clearTimeout(timer);
  timer = undefined;
  const body = payload();
  if (body === lastSaved) return;
  lastSaved = body;
  void fetch('/api/cart', {
    method: 'PUT',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: `{"items":${body}}`,
  }).catch(console.error);
}

function onPageHide() {
  flushCartSave();
}

export function stopCartSync(): void {
  generation += 1;
  unsubscribe?.();
  unsubscribe = undefined;
  clearTimeout(timer);
  timer = undefined;
  removeEventListener('pagehide', onPageHide);
}

/**
 * Starts saving the cart of `userId`. The leading tab first reconciles (merge a guest cart, or load
 * the account's); a following tab only saves what changes (the leading tab writes the shared copy).
 */
export async function startCartSync(
  userId: string,
  { lead, onSessionLost }: { lead: boolean; onSessionLost: () => Promise<unknown> },
): Promise<void> {
  stopCartSync();
  reloadSession = onSessionLost;
  const run = generation;
  if (lead) {
    const mark = owner();
    if (mark !== null && mark !== userId) {
      // Another account's copy (its session ended without a sign-out here): not this shopper's.
      replaceFromServer([]);
      setOwner(null);
    }
    const guestLines = owner() === null && getCartItems().length > 0;
    // The account's own copy, changed just before the last page was left: it is the newest.
    const pending = owner() === userId && unsaved();
    const sent = payload();
    // Lines added to the account's copy before this sync started (a quick add while the session
    // was read): added to the saved cart, which may have changed elsewhere meanwhile.
    const synced = owner() === userId && !pending ? readSynced() : undefined;
    const added = synced && addedSinceSynced(JSON.parse(sent) as Line[], synced);
    try {
      const answer =
        guestLines || pending
          ? await apiSend<{ items: SavedCartLine[] }>('PUT', '/api/cart', {
              items: JSON.parse(payload()) as unknown,
              ...(guestLines ? { merge: true } : {}),
            })
          : added
            ? await apiSend<{ items: SavedCartLine[] }>('PUT', '/api/cart', {
                items: added,
                merge: true,
              })
            : await apiGet<{ items: SavedCartLine[] }>('/api/cart');
      if (run !== generation) return;
      if (!guestLines && payload() !== sent) {
        // The shopper changed the account's copy while the server answered: the copy is the
        // newest, saved below instead of being replaced.
        setUnsaved(true);
      } else {
        replaceFromServer(answer.items);
        setUnsaved(false);
      }
    } catch (error) {
      // Unmarked, the local lines are merged at the next sign-in or page load instead.
      console.error(error);
      return;
    }
  } else {
    lastSaved = payload();
  }
  if (run !== generation) return;
  setOwner(userId);
  unsubscribe = subscribeToCart(onCartChange);
  addEventListener('pagehide', onPageHide);
  if (lead && unsaved()) onCartChange();
}

/**
 * Signed out. The tab that signed out (or found the session gone) empties the account's copy; the
 * other tabs see that through the shared storage.
 */
export function endCartSync({ lead }: { lead: boolean }): void {
  stopCartSync();
  if (!lead || owner() === null) return;
  clearCart();
  setOwner(null);
  setUnsaved(false);
  setSynced(null);
}
