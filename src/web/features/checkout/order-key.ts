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
/** A random value of this browser's, from which the keys are derived (never sent as such). */
const SEED_KEY = 'lagune:order-key-seed';
/** How long an acknowledged order's key still answers the same content. */
export const PLACED_KEY_REUSE_MS = 2 * 60_000;

/**
 * The current key and the content it was made for; `n` counts the keys this browser made, and is
 * kept when the key is forgotten, so that no later key is derived like an earlier one.
 */
type StoredKey = { hash?: string; key?: string; placedAt?: number; n: number };

// localStorage can be missing or refuse writes (private browsing, storage full): memory then.
let inMemory: StoredKey | undefined;
let seedInMemory: string | undefined;

/**
 * This browser's seed, made once. Made when the checkout's code loads (below), long before the
 * tabs of a shopper confirm: every tab then derives the same key from the same content.
 */
function seed(): string {
  try {
    const stored = localStorage.getItem(SEED_KEY);
    if (stored) return stored;
    const fresh = newUuid();
    localStorage.setItem(SEED_KEY, fresh);
    return fresh;
  } catch {
    return (seedInMemory ??= newUuid());
  }
}
if (typeof window !== 'undefined') seed();

function read(): StoredKey | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<StoredKey>;
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      return {
        hash: text(parsed.hash),
        key: text(parsed.key),
        placedAt: typeof parsed.placedAt === 'number' ? parsed.placedAt : undefined,
        n: typeof parsed.n === 'number' ? parsed.n : 0,
      };
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
  if (stored?.key && stored.hash === hash && stillAnswers) return stored.key;
  // The browser's next key, derived rather than drawn: tabs confirming the same content at the
  // same moment cannot see each other's writes yet (each reads its own copy of localStorage), and
  // still agree on it.
  const n = (stored?.n ?? 0) + 1;
  const key = derivedUuid(`${seed()}:${hash}:${n}`);
  write({ hash, key, n });
  return key;
}

/** The order under `key` was acknowledged: its key answers the same content a while longer. */
export function orderKeyPlaced(key: string, now = Date.now()): void {
  const stored = read();
  if (stored?.key === key && stored.placedAt === undefined) write({ ...stored, placedAt: now });
}

/** The server will never accept this key (tied to another body): the next try gets a new one. */
export function forgetOrderKey(): void {
  const stored = read();
  write(stored && { n: stored.n });
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

/** A version-4-shaped UUID from `text` (three 53-bit hashes of it: 128 bits kept). */
function derivedUuid(text: string): string {
  const hex = [1, 2, 3]
    .map((lane) =>
      parseInt(contentHash(`${lane}:${text}`), 36)
        .toString(16)
        .padStart(14, '0'),
    )
    .join('');
  const v = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${v}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
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
