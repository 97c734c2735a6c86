import { SHOP } from '@shared/config/shop.ts';
import { CART_MAX_LINES, QUANTITY_MAX, QUANTITY_MIN } from '@shared/domain/cart.ts';
import type { CartLine } from '@shared/schemas/cart.ts';
import { parseCartLine } from './cart-line';

/** A cart line, as `cartLineSchema` defines it. `price` is the unit price in integer FCFA. */
export type CartItem = CartLine;

export type NewCartItem = Omit<CartItem, 'id' | 'quantity'> & { quantity?: number };

const EMPTY: readonly CartItem[] = Object.freeze([]);

let items: readonly CartItem[] = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the cart then lives in memory only.
    return undefined;
  }
}

/**
 * A stored line, or undefined when it is corrupt. A whole quantity above the maximum (left by an
 * older version of the shop, or edited by hand) is capped rather than the cart thrown away.
 */
function storedLine(value: unknown): CartItem | undefined {
  const v = value as { quantity?: unknown } | null;
  if (v && typeof v === 'object' && Number.isSafeInteger(v.quantity)) {
    return parseCartLine({ ...v, quantity: Math.min(v.quantity as number, QUANTITY_MAX) });
  }
  return parseCartLine(value);
}

/** Reads the stored cart; a corrupt value is deleted so the shopper starts with an empty cart. */
function readStored(): readonly CartItem[] {
  const store = storage();
  if (!store) return EMPTY;
  const raw = store.getItem(SHOP.cartStorageKey);
  if (raw === null) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) {
      const lines = parsed.map(storedLine);
      if (lines.every((line): line is CartItem => line !== undefined)) return lines;
    }
  } catch {
    // fall through: unreadable JSON is treated like any other corrupt value
  }
  console.error('Panier local illisible : il a été supprimé.');
  store.removeItem(SHOP.cartStorageKey);
  return EMPTY;
}

function ensureLoaded() {
  if (loaded) return;
  loaded = true;
  items = readStored();
}

function emit() {
  for (const listener of listeners) listener();
}

function commit(next: readonly CartItem[]) {
  items = next.length === 0 ? EMPTY : next;
  const store = storage();
  try {
    // An empty cart is never saved.
    if (items.length === 0) store?.removeItem(SHOP.cartStorageKey);
    else store?.setItem(SHOP.cartStorageKey, JSON.stringify(items));
  } catch (error) {
    // Save errors are only logged; the in-memory cart keeps working.
    console.error(error);
  }
  emit();
}

export function getCartItems(): readonly CartItem[] {
  ensureLoaded();
  return items;
}

/** Server-rendered HTML has no cart: the server snapshot is always empty. */
export function getServerCartItems(): readonly CartItem[] {
  return EMPTY;
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== SHOP.cartStorageKey) return;
  items = readStored();
  emit();
}

export function subscribeToCart(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
}

function clampQuantity(quantity: number) {
  return Math.max(QUANTITY_MIN, Math.min(QUANTITY_MAX, Math.trunc(quantity)));
}

/**
 * Adds a line, or increases the quantity of the line with the same product and size. A new line
 * in a full cart (CART_MAX_LINES) is not added: undefined.
 */
export function addCartItem(input: NewCartItem): CartItem | undefined {
  const current = getCartItems();
  const quantity = clampQuantity(input.quantity ?? 1);
  const existing = current.find((i) => i.productId === input.productId && i.size === input.size);
  if (existing) {
    const merged = { ...existing, quantity: clampQuantity(existing.quantity + quantity) };
    commit(current.map((i) => (i.id === existing.id ? merged : i)));
    return merged;
  }
  // A cart holds no more lines than an order takes, so that every cart can be ordered.
  if (current.length >= CART_MAX_LINES) return undefined;
  const item: CartItem = {
    id: `${input.productId}-${input.size}-${Date.now()}`,
    productId: input.productId,
    name: input.name,
    price: input.price,
    size: input.size,
    quantity,
    image: input.image,
  };
  commit([...current, item]);
  return item;
}

/** A quantity of 0 or less removes the line. */
export function setCartItemQuantity(id: string, quantity: number): void {
  const current = getCartItems();
  if (quantity <= 0) {
    commit(current.filter((i) => i.id !== id));
    return;
  }
  commit(current.map((i) => (i.id === id ? { ...i, quantity: clampQuantity(quantity) } : i)));
}

export function removeCartItem(id: string): void {
  commit(getCartItems().filter((i) => i.id !== id));
}

export function clearCart(): void {
  commit(EMPTY);
}

/** Puts back the lines of a cart just emptied ('Annuler' in the toast), before any added since. */
export function restoreCart(lines: readonly CartItem[]): void {
  const current = getCartItems();
  const added = (l: CartItem) =>
    current.some((c) => c.productId === l.productId && c.size === l.size);
  commit([...lines.filter((l) => !added(l)), ...current]);
}

export function cartCount(list: readonly CartItem[]): number {
  return list.reduce((sum, i) => sum + i.quantity, 0);
}

export function cartSubtotal(list: readonly CartItem[]): number {
  return list.reduce((sum, i) => sum + i.price * i.quantity, 0);
}

/** Test hook: forget the in-memory copy so the next read goes back to storage. */
export function resetCartForTests(): void {
  items = EMPTY;
  loaded = false;
}
