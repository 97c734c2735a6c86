// @vitest-environment jsdom
import type { ProductStats } from '@shared/api/admin.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StockDialog } from './stock-dialog';

const PRODUCT: ProductStats = {
  productId: 't-shirt-signature-creme',
  name: 'T-shirt Signature Crème',
  image: '/art/t-shirt-signature-creme-front.svg',
  inCatalogue: true,
  status: 'published',
  price: 12_000,
  quantitySold: 0,
  orderCount: 0,
  revenue: 0,
  stock: { S: 0, M: 2, L: 20 },
  sizes: (['S', 'M', 'L'] as const).map((name) => ({ name, available: true })),
};

let patches: unknown[];

beforeEach(() => {
  patches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/admin/stock/changes')) return Response.json({ changes: [] });
      if (url === '/api/admin/stock' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { size: string; quantity: number };
        patches.push(body);
        const previous = PRODUCT.stock[body.size as 'M'] ?? 0;
        return Response.json({
          ...body,
          previous,
          delta: body.quantity - previous,
          reason: null,
        });
      }
      throw new Error(`appel inattendu : ${url}`);
    }),
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
      <StockDialog product={PRODUCT} open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('StockDialog', () => {
  it('refuses a negative or missing quantity in French, focused, and sends nothing', async () => {
    const user = userEvent.setup();
    renderDialog();
    const m = screen.getByLabelText('Taille M');
    await user.clear(m);
    await user.type(m, '-1');
    await user.clear(screen.getByLabelText('Taille L'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le stock' }));

    expect(
      await screen.findByText('La quantité doit être comprise entre 0 et 100000'),
    ).toBeInTheDocument();
    expect(screen.getByText('La quantité doit être un nombre entier')).toBeInTheDocument();
    expect(m).toHaveAttribute('aria-invalid', 'true');
    expect(m).toHaveFocus();
    expect(patches).toEqual([]);
  });

  it('sends only the sizes whose quantity changed, as counts, with the reason chosen', async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByLabelText('Taille M')).toHaveValue(2);
    await user.clear(screen.getByLabelText('Taille M'));
    await user.type(screen.getByLabelText('Taille M'), '5');
    await user.selectOptions(screen.getByLabelText('Motif'), 'restock');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le stock' }));

    await waitFor(() =>
      expect(patches).toEqual([
        { productId: 't-shirt-signature-creme', size: 'M', quantity: 5, reason: 'restock' },
      ]),
    );
  });
});
