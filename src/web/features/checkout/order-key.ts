/**
 * The Idempotency-Key of POST /api/orders: one key per order content, shared by every tab of the
 * browser. A retry of the same cart and form (a lost answer on 3G, a second tap, the same checkout
 * confirmed in several tabs) sends the same key, so the server answers with the order it already
 * made instead of making a second one; changed content gets a new key (the server refuses a key
 * reused with another body). Kept in localStorage, beside a hash of the content, so a shopper whose
 * answer was lost and who reloads the page, or confirms again from another tab, still gets the
 * order the first request made. Once an order is acknowledged its key still answers the same
 * content for a short while (a tab that confirmed a moment later gets that order), then a new
 * identical order is a new order.
 */
const STORAGE_KEY = 'lagune:order-key';
/** How long an acknowledged order's key still answers the same content. */
export const PLACED_KEY_REUSE_MS = 2 * 60_000;

type StoredKey = { hash: string; key: string; placedAt?: number };

// localStorage can be missing or refuse writes (private browsing, storage full): memory then.
let inMemory: StoredKey | undefined;

function read(): StoredKey | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<StoredKey>;
      if (typeof parsed.hash === 'string' && typeof parsed.key === 'string') {
        const placedAt = typeof parsed.placedAt === 'number' ? parsed.placedAt : undefined;
        return { hash: parsed.hash, key: parsed.key, placedAt };
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
    if (value) localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // memory keeps it for this page's life
  }
}

export function orderKeyFor(body: string, now = Date.now()): string {
  const hash = contentHash(body);
  const stored = read();
  const stillAnswers =
    stored?.placedAt === undefined || now - stored.placedAt < PLACED_KEY_REUSE_MS;
  if (stored?.hash === hash && stillAnswers) return stored.key;
  const fresh = { hash, key: newUuid() };
  write(fresh);
  return fresh.key;
}

/** The order under `key` was acknowledged: its key answers the same content a while longer. */
export function orderKeyPlaced(key: string, now = Date.now()): void {
  const stored = read();
  if (stored?.key === key && stored.placedAt === undefined) write({ ...stored, placedAt: now });
}

/** The server will never accept this key (tied to another body): the next try gets a new one. */
export function forgetOrderKey(): void {
  write(undefined);
}

/**
 * A short hash of the order's content (cyrb53: two 32-bit lanes, 53 bits), synchronous because
 * crypto.subtle exists only on https pages. It only tells "same order or not" and keeps the
 * shopper's name, phone and address out of localStorage; it is no security boundary (the server
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
