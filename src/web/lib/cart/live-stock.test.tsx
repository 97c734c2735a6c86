// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unitsLeft, useLiveStock } from './live-stock';

function Units({ productId, size }: { productId: string; size: string }) {
  const levels = useLiveStock();
  return <p>{levels ? `${size} : ${unitsLeft(productId, size)}` : 'stock inconnu'}</p>;
}

describe('useLiveStock', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders without stock first (as the server-rendered page), then asks the server and re-renders', async () => {
    const fetchSpy = vi.fn(
      async () =>
        new Response(JSON.stringify({ 'short-a': { S: 0, M: 2 } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    render(<Units productId="short-a" size="M" />);
    expect(screen.getByText('stock inconnu')).toBeInTheDocument();
    expect(await screen.findByText('M : 2')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/api/stock', expect.anything());
  });
});
