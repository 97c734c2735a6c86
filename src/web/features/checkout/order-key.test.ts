// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A reload, or another tab of the same browser, is a fresh copy of the modules on the same
// localStorage.
async function freshPage() {
  vi.resetModules();
  return import('./place-order');
}

const body = {
  items: [{ productId: 't-shirt-a', size: 'M' as const, quantity: 1 }],
  customer: { fullName: 'Awa Koné', phone: '0701020304', address: 'Cocody, Abidjan' },
  delivery: { zone: 'abidjan' as const },
};

const placed = () =>
  new Response(JSON.stringify({ order: { reference: 'LG-7K3P9Q' }, payment: {} }), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });
const lost = () => Promise.reject(new TypeError('Failed to fetch'));

const keys = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls.map(
    ([, init]) =>
      (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
  );

describe('the order key across a reload and the browser’s tabs', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the same key again after the answer was lost and the page reloaded', async () => {
    const fetchSpy = vi.fn().mockImplementationOnce(lost).mockResolvedValueOnce(placed());
    vi.stubGlobal('fetch', fetchSpy);
    await expect((await freshPage()).placeOrder(body)).rejects.toMatchObject({ status: 0 });
    await expect((await freshPage()).placeOrder(body)).resolves.toMatchObject({
      order: { reference: 'LG-7K3P9Q' },
    });
    const [first, second] = keys(fetchSpy);
    expect(second).toBe(first);
  });

  it('gives a changed cart or changed delivery details a new key, even after a reload', async () => {
    const fetchSpy = vi.fn().mockImplementation(lost);
    vi.stubGlobal('fetch', fetchSpy);
    await (await freshPage()).placeOrder(body).catch(() => undefined);
    const twoShirts = { ...body, items: [{ ...body.items[0]!, quantity: 2 }] };
    await (await freshPage()).placeOrder(twoShirts).catch(() => undefined);
    const elsewhere = { ...twoShirts, customer: { ...body.customer, address: 'Yopougon' } };
    await (await freshPage()).placeOrder(elsewhere).catch(() => undefined);
    const [first, second, third] = keys(fetchSpy);
    expect(new Set([first, second, third]).size).toBe(3);
  });

  it('the same checkout confirmed in several tabs sends one key, before and just after the first answer', async () => {
    const fetchSpy = vi.fn().mockImplementation(async () => placed());
    vi.stubGlobal('fetch', fetchSpy);
    const tabs = await Promise.all([freshPage(), freshPage(), freshPage()]);
    await Promise.all(tabs.map((tab) => tab.placeOrder(body)));
    // A fourth tab, a moment after the others were answered: the same order again.
    await (await freshPage()).placeOrder(body);
    expect(new Set(keys(fetchSpy)).size).toBe(1);
  });

  it('tabs confirming at the same moment agree on the key though none sees the others’ writes yet', async () => {
    const fetchSpy = vi.fn().mockImplementation(async () => placed());
    vi.stubGlobal('fetch', fetchSpy);
    // One after the other: modules imported together after one reset are a single copy.
    const tabs = [await freshPage(), await freshPage(), await freshPage()];
    // Each tab reads its own copy of localStorage, which the others' writes reach later.
    const seen = { ...localStorage };
    for (const tab of tabs) {
      localStorage.clear();
      for (const [name, value] of Object.entries(seen)) localStorage.setItem(name, value);
      await tab.placeOrder(body);
    }
    expect(new Set(keys(fetchSpy)).size).toBe(1);
    for (const key of keys(fetchSpy))
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('another tab (its own sessionStorage, the same localStorage) sends the key of a lost answer', async () => {
    const fetchSpy = vi.fn().mockImplementationOnce(lost).mockResolvedValueOnce(placed());
    vi.stubGlobal('fetch', fetchSpy);
    await (await freshPage()).placeOrder(body).catch(() => undefined);
    sessionStorage.clear();
    await (await freshPage()).placeOrder(body);
    const [first, second] = keys(fetchSpy);
    expect(second).toBe(first);
  });

  it('an identical order a while after the first was acknowledged is a new order', async () => {
    const fetchSpy = vi.fn().mockImplementation(async () => placed());
    vi.stubGlobal('fetch', fetchSpy);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await (await freshPage()).placeOrder(body);
      vi.setSystemTime(Date.now() + 2 * 60_000 + 1);
      await (await freshPage()).placeOrder(body);
    } finally {
      vi.useRealTimers();
    }
    const [first, second] = keys(fetchSpy);
    expect(second).not.toBe(first);
  });

  it('the same cart ordered again after another order is a new order, not the first one again', async () => {
    const fetchSpy = vi.fn().mockImplementation(async () => placed());
    vi.stubGlobal('fetch', fetchSpy);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await (await freshPage()).placeOrder(body);
      vi.setSystemTime(Date.now() + 3 * 60_000);
      await (await freshPage()).placeOrder({ ...body, items: [{ ...body.items[0]!, size: 'L' }] });
      vi.setSystemTime(Date.now() + 3 * 60_000);
      await (await freshPage()).placeOrder(body);
    } finally {
      vi.useRealTimers();
    }
    expect(new Set(keys(fetchSpy)).size).toBe(3);
  });

  it('keeps the shopper’s name, phone and address out of localStorage', async () => {
    vi.stubGlobal('fetch', vi.fn().mockImplementation(lost));
    await (await freshPage()).placeOrder(body).catch(() => undefined);
    const stored = Object.keys(localStorage)
      .map((name) => localStorage.getItem(name))
      .join(' ');
    expect(stored).not.toBe('');
    for (const personal of ['Awa', '0701020304', 'Cocody']) expect(stored).not.toContain(personal);
  });
});
