import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api';
import { IN_PROGRESS_RETRY_MS, placeOrder } from './place-order';
import { newUuid } from './order-key';

const body = {
  items: [{ productId: 't-shirt-a', size: 'M' as const, quantity: 1 }],
  customer: { fullName: 'Awa Koné', phone: '0701020304', address: 'Cocody, Abidjan' },
  delivery: { zone: 'abidjan' as const },
};

function answer(status: number, payload: unknown) {
  return new Response(JSON.stringify(payload), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const inProgress = () =>
  answer(409, {
    error: {
      code: 'order_in_progress',
      message: 'Votre commande est déjà en cours d’enregistrement. Patientez quelques secondes.',
    },
  });
const placed = () => answer(201, { order: { reference: 'LG-7K3P9Q' }, payment: {} });

const keys = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls.map(
    ([, init]) =>
      (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
  );

describe('placeOrder', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks again once, with the same key, when the same order is still being written', async () => {
    const fetchSpy = vi.fn().mockResolvedValueOnce(inProgress()).mockResolvedValueOnce(placed());
    vi.stubGlobal('fetch', fetchSpy);
    const result = placeOrder(body);
    await vi.advanceTimersByTimeAsync(IN_PROGRESS_RETRY_MS);
    await expect(result).resolves.toMatchObject({ order: { reference: 'LG-7K3P9Q' } });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const [first, second] = keys(fetchSpy);
    expect(second).toBe(first);
  });

  it('gives up after that one retry with the server’s message', async () => {
    const fetchSpy = vi.fn().mockImplementation(async () => inProgress());
    vi.stubGlobal('fetch', fetchSpy);
    const result = placeOrder(body);
    const settled = expect(result).rejects.toMatchObject({
      status: 409,
      code: 'order_in_progress',
      message: 'Votre commande est déjà en cours d’enregistrement. Patientez quelques secondes.',
    });
    await vi.advanceTimersByTimeAsync(IN_PROGRESS_RETRY_MS);
    await settled;
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('an identical order sent again at once gets the placed one’s key (a second tab, a double confirm); two minutes later, a new key', async () => {
    const fetchSpy = vi.fn().mockImplementation(async () => placed());
    vi.stubGlobal('fetch', fetchSpy);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await placeOrder(body);
      await placeOrder(body);
      vi.setSystemTime(Date.now() + 2 * 60_000 + 1);
      await placeOrder(body);
    } finally {
      vi.useRealTimers();
    }
    const [first, again, later] = keys(fetchSpy);
    expect(again).toBe(first);
    expect(later).not.toBe(first);
  });

  it('drops a key the server ties to another body (422)', async () => {
    const fetchSpy = vi
      .fn()
      .mockResolvedValueOnce(
        answer(422, { error: { code: 'idempotency_key_reused', message: 'Clé déjà utilisée.' } }),
      )
      .mockResolvedValueOnce(placed());
    vi.stubGlobal('fetch', fetchSpy);
    await expect(placeOrder(body)).rejects.toBeInstanceOf(ApiError);
    await placeOrder(body);
    const [first, second] = keys(fetchSpy);
    expect(second).not.toBe(first);
  });
});

describe('newUuid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes version 4 UUIDs, also where crypto.randomUUID is missing (plain-http pages)', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newUuid()).toMatch(v4);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const made = new Set(Array.from({ length: 50 }, () => newUuid()));
    expect(made.size).toBe(50);
    for (const uuid of made) expect(uuid).toMatch(v4);
  });
});
