// @vitest-environment jsdom
import type { ShopSizes } from '@shared/api/admin-sizes.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SizesDialog } from './sizes-dialog';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const SIZES: ShopSizes = {
  sizes: [
    { name: 'S', products: 12, orders: 3 },
    { name: 'XXL', products: 0, orders: 2 },
    { name: '38', products: 0, orders: 0 },
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(SIZES)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SizesDialog onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the shop’s sizes dialog', () => {
  it('offers to remove only a size no product offers, and to rename only one no order names, saying why', async () => {
    renderDialog();
    const removeS = await screen.findByRole('button', { name: 'Retirer S' });
    expect(removeS).toBeDisabled();
    expect(removeS).toHaveAccessibleDescription('12 produits · 3 commandes');
    expect(screen.getByRole('button', { name: 'Renommer S' })).toBeDisabled();
    // No product offers XXL any more, but orders name it: removable, not renamable.
    expect(screen.getByRole('button', { name: 'Retirer XXL' })).toBeEnabled();
    const renameXxl = screen.getByRole('button', { name: 'Renommer XXL' });
    expect(renameXxl).toBeDisabled();
    expect(renameXxl).toHaveAccessibleDescription('aucun produit · 2 commandes');
    expect(screen.getByRole('button', { name: 'Retirer 38' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Renommer 38' })).toBeEnabled();
  });
});
