// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCartItem, getCartItems, resetCartForTests } from '~/lib/cart/cart-store';
import { startCartSync, stopCartSync } from './cart-sync';

const line = (productId: string, size: string, quantity: number) => ({
  productId,
  name: productId,
  price: 10_000,
  size,
  quantity,
  image: `/media/art/${productId}.svg`,
});

/** The account's saved cart as the server holds it, and what the page asked of it. */
function server(initial: ReturnType<typeof line>[]) {
  let items = initial;
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, body });
      if (method === 'PUT') {
        const sent = (body as { items: { productId: string; size: string; quantity: number }[] })
          .items;
        const merge = (body as { merge?: boolean }).merge === true;
        const next = merge ? [...items] : [];
        for (const s of sent) {
          const same = next.findIndex((i) => i.productId === s.productId && i.size === s.size);
          if (same >= 0)
            next[same] = { ...next[same]!, quantity: next[same]!.quantity + s.quantity };
          else next.push(line(s.productId, s.size, s.quantity));
        }
        items = next;
      }
      return new Response(JSON.stringify({ items }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, items: () => items };
}

describe('the saved cart of a signed-in shopper', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartForTests();
  });
  afterEach(() => {
    stopCartSync();
    vi.unstubAllGlobals();
  });

  it('a quick add made before the saved cart arrived is added to it, not replaced by it', async () => {
    // Last visit: the account's cart (one tee in M) was loaded into this browser.
    const saved = server([line('tee', 'M', 1)]);
    await startCartSync('user-1', { lead: true, onSessionLost: async () => undefined });
    stopCartSync();
    expect(getCartItems()).toEqual([expect.objectContaining({ productId: 'tee', quantity: 1 })]);

    // This visit: a quick add while the session is still being read, then the sync starts.
    addCartItem(line('short', 'S', 1));
    await startCartSync('user-1', { lead: true, onSessionLost: async () => undefined });
    const items = getCartItems().map(({ productId, size, quantity }) => ({
      productId,
      size,
      quantity,
    }));
    expect(items).toEqual([
      { productId: 'tee', size: 'M', quantity: 1 },
      { productId: 'short', size: 'S', quantity: 1 },
    ]);
    expect(saved.items()).toHaveLength(2);
    // Only what was added is sent, merged into the account's cart (changed elsewhere meanwhile
    // or not).
    expect(saved.calls.at(-1)).toEqual({
      method: 'PUT',
      body: { items: [{ productId: 'short', size: 'S', quantity: 1 }], merge: true },
    });
  });

  it('with nothing added since, the account’s cart (changed on another device) replaces the copy', async () => {
    const saved = server([line('tee', 'M', 1)]);
    await startCartSync('user-1', { lead: true, onSessionLost: async () => undefined });
    stopCartSync();
    saved.items().push(line('pull', 'L', 2)); // added on the shopper's laptop
    await startCartSync('user-1', { lead: true, onSessionLost: async () => undefined });
    expect(getCartItems().map((i) => i.productId)).toEqual(['tee', 'pull']);
    expect(saved.calls.at(-1)?.method).toBe('GET');
  });
});
