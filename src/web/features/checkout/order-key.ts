/**
 * The Idempotency-Key of POST /api/orders: one key per order content. A retry of the same cart and
 * form (a lost answer on 3G, a second tap) sends the same key, so the server answers with the order
 * it already made instead of making a second one; changed content gets a new key (the server
 * refuses a key reused with another body). Kept in memory for the tab's life; forgotten once an
 * order is placed, so the next order, even an identical one, is a new order.
 */
let current: { body: string; key: string } | undefined;

export function orderKeyFor(body: string): string {
  if (current?.body !== body) current = { body, key: newUuid() };
  return current.key;
}

export function forgetOrderKey(): void {
  current = undefined;
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
