/**
 * The Idempotency-Key of POST /api/orders: one key per order content. A retry of the same cart and
 * form (a lost answer on 3G, a second tap) sends the same key, so the server answers with the order
 * it already made instead of making a second one; changed content gets a new key (the server
 * refuses a key reused with another body). Kept in sessionStorage, beside a hash of the content, so
 * a shopper whose answer was lost and who reloads the page and sends the same order again still
 * gets the order the first request made; forgotten once an order is placed and acknowledged, so the
 * next order, even an identical one, is a new order.
 */
const STORAGE_KEY = 'lagune:order-key';

type StoredKey = { hash: string; key: string };

// sessionStorage can be missing or refuse writes (private browsing, storage full): memory then.
let inMemory: StoredKey | undefined;

function read(): StoredKey | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<StoredKey>;
      if (typeof parsed.hash === 'string' && typeof parsed.key === 'string') {
        return { hash: parsed.hash, key: parsed.key };
      }
    }
  } catch {
    // unreadable: fall back to memory
  }
  return inMemory;
}

function write(value: StoredKey | undefined): void {
  inMemory = value;
  try {
    if (value) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // memory keeps it for this page's life
  }
}

export function orderKeyFor(body: string): string {
  const hash = contentHash(body);
  const stored = read();
  if (stored?.hash === hash) return stored.key;
  const fresh = { hash, key: newUuid() };
  write(fresh);
  return fresh.key;
}

export function forgetOrderKey(): void {
  write(undefined);
}

/**
 * A short hash of the order's content (cyrb53: two 32-bit lanes, 53 bits), synchronous because
 * crypto.subtle exists only on https pages. It only tells "same order or not" and keeps the
 * shopper's name, phone and address out of sessionStorage; it is no security boundary (the server
 * hashes the body itself and refuses a key reused with another one).
 */
export function contentHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** crypto.randomUUID exists only on https pages (and localhost): a version 4 UUID by hand elsewhere. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
