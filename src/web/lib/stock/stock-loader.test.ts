import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshLiveStock, unitsLeft } from '../cart/live-stock';

const levels = { 't-shirt-a': { S: 0, M: 3, L: 20, XL: 20 } };

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('live stock (GET /api/stock)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the levels once, reuses them for 5 s, and asks the server again when told to', async () => {
    const fetchSpy = vi.fn().mockImplementation(async () => answer(levels));
    vi.stubGlobal('fetch', fetchSpy);
    expect(unitsLeft('t-shirt-a', 'M')).toBeUndefined();

    await Promise.all([refreshLiveStock(), refreshLiveStock()]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/stock',
      expect.objectContaining({ cache: 'default' }),
    );
    expect(unitsLeft('t-shirt-a', 'S')).toBe(0);
    expect(unitsLeft('t-shirt-a', 'M')).toBe(3);
    expect(unitsLeft('inconnu', 'M')).toBeUndefined();

    vi.advanceTimersByTime(4_000);
    await refreshLiveStock();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    // The cart and a refused order revalidate with the server, whatever the browser cached.
    await refreshLiveStock(true);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fetchSpy).toHaveBeenLastCalledWith(
      '/api/stock',
      expect.objectContaining({ cache: 'no-cache' }),
    );

    vi.advanceTimersByTime(6_000);
    fetchSpy.mockImplementation(async () => answer({ 't-shirt-a': { M: 1 } }));
    await refreshLiveStock();
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(unitsLeft('t-shirt-a', 'M')).toBe(1);
  });

  it('keeps what it knew when the server fails or answers nonsense', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(levels)));
    await refreshLiveStock(true);
    expect(unitsLeft('t-shirt-a', 'M')).toBe(3);

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({ error: {} }, 503)));
    await refreshLiveStock(true);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(['pas', 'un', 'objet'])));
    await refreshLiveStock(true);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await refreshLiveStock(true);

    expect(unitsLeft('t-shirt-a', 'M')).toBe(3);
    // Once: offline, every page and every return to the tab would say it again.
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
