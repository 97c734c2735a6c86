// @vitest-environment jsdom
import type { ProductStats } from '@shared/api/admin.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { ProductsTab } from './products-tab';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const SIZES = (['S', 'M', 'L', 'XL'] as const).map((name) => ({ name, available: true }));
const product = (
  productId: string,
  name: string,
  status: ProductStats['status'],
): ProductStats => ({
  productId,
  name,
  image: '',
  inCatalogue: true,
  status,
  price: 9_000,
  quantitySold: 0,
  orderCount: 0,
  revenue: 0,
  stock: { S: 1, M: 1, L: 1, XL: 1 },
  sizes: SIZES,
});

const posted: unknown[] = [];
let bulkAnswer: () => Response;

beforeEach(() => {
  posted.length = 0;
  vi.mocked(notify).mockClear();
  bulkAnswer = () => Response.json({ changed: 2 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/admin/products')
        return Response.json({
          products: [
            product('chemise-a', 'Chemise A', 'published'),
            product('chemise-b', 'Chemise B', 'draft'),
            product('chemise-c', 'Chemise C', 'published'),
          ],
          totals: { productsSold: 0, unitsSold: 0, revenue: 0 },
          lowStockThreshold: 2,
        });
      if (url === '/api/admin/sample-shop') return Response.json({ sampleProducts: 0 });
      if (url === '/api/admin/products/bulk' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return bulkAnswer();
      }
      throw new Error(`appel inattendu : ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProductsTab />
    </QueryClientProvider>,
  );
}

describe('bulk actions in Produits', () => {
  it('archives the products ticked, in one request and one toast', async () => {
    renderTab();
    // jsdom applies no CSS: both the cards and the table exist; the first box of each name is enough.
    const [a] = await screen.findAllByRole('checkbox', { name: /Sélectionner.*Chemise A/ });
    const [b] = screen.getAllByRole('checkbox', { name: /Sélectionner.*Chemise B/ });
    await userEvent.click(a!);
    await userEvent.click(b!);
    expect(screen.getByText('2 produits sélectionnés')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archiver' }));
    expect(posted).toEqual([{ action: 'archive', ids: ['chemise-a', 'chemise-b'] }]);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(vi.mocked(notify).mock.calls[0]![0]).toMatchObject({
      title: '2 produits archivés',
      variant: 'success',
    });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Archiver' })).toBeNull());
  });

  it('selects every product shown, moves them to a category', async () => {
    renderTab();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(screen.getByText('3 produits sélectionnés')).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByLabelText('Catégorie', { selector: 'select[id$="-move"]' }),
      'short',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Déplacer vers…' }));
    expect(posted).toEqual([
      { action: 'move', ids: ['chemise-a', 'chemise-b', 'chemise-c'], category: 'short' },
    ]);
  });

  it('asks before deleting, and shows the server’s French refusal', async () => {
    bulkAnswer = () =>
      Response.json(
        {
          error: {
            code: 'not_deletable',
            message:
              'Seuls les brouillons jamais commandés peuvent être supprimés : « Chemise A » ne l’est pas.',
          },
        },
        { status: 409 },
      );
    renderTab();
    const [a] = await screen.findAllByRole('checkbox', { name: /Sélectionner.*Chemise A/ });
    await userEvent.click(a!);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(posted).toEqual([]);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );
    expect(posted).toEqual([{ action: 'delete', ids: ['chemise-a'] }]);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(vi.mocked(notify).mock.calls[0]![0]).toMatchObject({
      description: expect.stringContaining('Chemise A'),
      variant: 'destructive',
    });
  });
});
