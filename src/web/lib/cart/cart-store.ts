import { SHOP } from '@shared/config/shop.ts';

/** A cart line (SPEC §3). `price` is the unit price in integer FCFA. */
export interface CartItem {
  id: string;
  productId: string;
  name: string;
  price: number;
  size: string;
  quantity: number;
  image: string;
}

export type NewCartItem = Omit<CartItem, 'id' | 'quantity'> & { quantity?: number };

/** The server refuses quantities outside 1–99 (DESIGN §3), so the cart never holds more. */
export const MAX_QUANTITY = 99;

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

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.productId === 'string' &&
    typeof v.name === 'string' &&
    typeof v.size === 'string' &&
    typeof v.image === 'string' &&
    Number.isInteger(v.price) &&
    Number.isInteger(v.quantity) &&
    (v.quantity as number) >= 1
  );
}

/** Reads the stored cart; a corrupt value is deleted so the shopper starts with an empty cart. */
function readStored(): readonly CartItem[] {
  const store = storage();
  if (!store) return EMPTY;
  const raw = store.getItem(SHOP.cartStorageKey);
  if (raw === null) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every(isCartItem)) {
      return parsed.map((item) => ({ ...item, quantity: Math.min(item.quantity, MAX_QUANTITY) }));
    }
  } catch {
    // fall through: unreadable JSON is treated like any other corrupt value
  }
  console.error('Panier local illisible : il a été supprimé.');
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
    // An empty cart is never saved (SPEC §4).
    if (items.length === 0) store?.removeItem(SHOP.cartStorageKey);
    else store?.setItem(SHOP.cartStorageKey, JSON.stringify(items));
  } catch (error) {
    // Save errors are only logged (SPEC §8); the in-memory cart keeps working.
    console.error(error);
  }
  emit();
}

export function getCartItems(): readonly CartItem[] {
  ensureLoaded();
  return items;
}

/** Prerendered HTML has no cart: the server snapshot is always empty. */
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
  return Math.max(1, Math.min(MAX_QUANTITY, Math.trunc(quantity)));
}

/** Adds a line, or increases the quantity of the line with the same product and size. */
export function addCartItem(input: NewCartItem): CartItem {
  const current = getCartItems();
  const quantity = clampQuantity(input.quantity ?? 1);
  const existing = current.find((i) => i.productId === input.productId && i.size === input.size);
  if (existing) {
    const merged = { ...existing, quantity: clampQuantity(existing.quantity + quantity) };
    commit(current.map((i) => (i.id === existing.id ? merged : i)));
    return merged;
  }
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

/** A quantity of 0 or less removes the line (SPEC §4). */
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
