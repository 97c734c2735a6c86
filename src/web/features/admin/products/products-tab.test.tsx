// @vitest-environment jsdom
import type { ProductStats } from '@shared/api/admin.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frenchSpacing } from '@shared/format/typography.ts';
import { PRODUCT_TEXT } from '@shared/api/admin-products.ts';
import { notify } from '~/lib/toast';
import { PRODUCT_ORDER_TOAST } from './move-buttons';
import type { StaffRole } from '@shared/domain/users.ts';
import { StaffRoleProvider } from '../dashboard/staff-role';
import { ProductsTab } from './products-tab';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const SIZES = (['S', 'M', 'L', 'XL'] as const).map((name) => ({ name, available: true }));

function product(overrides: Partial<ProductStats>): ProductStats {
  return {
    productId: 't-shirt-signature-creme',
    name: 'T-shirt Signature Crème',
    image: '/art/t-shirt-signature-creme-front.svg',
    inCatalogue: true,
    status: 'published',
    price: 12_000,
    quantitySold: 0,
    orderCount: 0,
    revenue: 0,
    stock: { S: 20, M: 20, L: 20, XL: 20 },
    sizes: SIZES,
    ...overrides,
  };
}

const PRODUCTS = [
  product({
    quantitySold: 3,
    orderCount: 2,
    revenue: 18_000,
    stock: { S: 0, M: 2, L: 20, XL: 20 },
  }),
  // Sold more, listed second by the server: the tab still puts it first.
  product({
    productId: 'short-lin-sable',
    name: 'Short en lin Sable',
    quantitySold: 7,
    orderCount: 5,
    revenue: 49_000,
  }),
  product({
    productId: 'tshirt-retired',
    name: 'Produit ID: tshirt-retired',
    image: '',
    inCatalogue: false,
    status: null,
    price: null,
    quantitySold: 1,
    orderCount: 1,
    revenue: 8_000,
    stock: {},
    sizes: [],
  }),
];

let answer: () => Response;

beforeEach(() => {
  answer = () =>
    Response.json({
      products: PRODUCTS,
      totals: { productsSold: 3, unitsSold: 11, revenue: 75_000 },
      lowStockThreshold: 2,
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/api/admin/products') return answer();
      throw new Error(`appel inattendu : ${String(input)}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(notify).mockClear();
});

function renderTab(role: StaffRole = 'admin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StaffRoleProvider value={role}>
        <ProductsTab />
      </StaffRoleProvider>
    </QueryClientProvider>,
  );
}

/** The desktop table's product names, top to bottom (jsdom applies no CSS: both views exist). */
function tableNames(): string[] {
  return within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('p')?.textContent ?? '');
}

describe('ProductsTab', () => {
  it('total sold, sorted by quantity sold, unknown ids named and not editable, sold-out sizes said', async () => {
    renderTab();
    expect(await screen.findByText('Total 3 produits vendus')).toBeInTheDocument();
    expect(tableNames()).toEqual([
      'Short en lin Sable',
      'T-shirt Signature Crème',
      'Produit ID: tshirt-retired',
    ]);
    expect(
      screen.getAllByRole('button', { name: 'Modifier le stock de T-shirt Signature Crème' }),
    ).not.toHaveLength(0);
    expect(
      screen.queryAllByRole('button', { name: /Modifier le stock de Produit ID/ }),
    ).toHaveLength(0);
    const stock = screen.getAllByRole('list', { name: 'Stock de T-shirt Signature Crème' })[0]!;
    expect(within(stock).getAllByRole('listitem')[0]).toHaveTextContent('S 0 (épuisé)');
    expect(screen.getAllByRole('link', { name: 'Exporter les statistiques' })[0]).toHaveAttribute(
      'href',
      '/api/admin/products.csv',
    );
  });

  it('"Stock bas (n)" lists the products with a size at or under the owner’s threshold', async () => {
    renderTab();
    // The T-shirt's S (0) and M (2) are at or under 2; the short's sizes (20) are not.
    const low = await screen.findByRole('button', { name: 'Stock bas (2)' });
    expect(low).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(low);
    expect(low).toHaveAttribute('aria-pressed', 'true');
    expect(tableNames()).toEqual(['T-shirt Signature Crème']);
    await userEvent.click(low);
    expect(tableNames()).toHaveLength(3);
  });

  it('finds a product by name without accents or by id; nothing found says so', async () => {
    renderTab();
    const search = await screen.findByLabelText('Rechercher un produit');
    await userEvent.type(search, 'creme');
    expect(tableNames()).toEqual(['T-shirt Signature Crème']);
    await userEvent.clear(search);
    await userEvent.type(search, 'short-lin');
    expect(tableNames()).toEqual(['Short en lin Sable']);
    await userEvent.clear(search);
    await userEvent.type(search, 'pagne');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Aucun produit')).toHaveTextContent('pour « pagne »');
  });

  it('filtered to one category: the storefront order with Monter / Descendre, saved on the server', async () => {
    const shorts = [
      product({
        productId: 'short-lin-sable',
        name: 'Short en lin Sable',
        category: 'short',
        rank: 1,
      }),
      product({
        productId: 'short-wax',
        name: 'Short Wax',
        category: 'short',
        rank: 2,
        quantitySold: 9,
      }),
      product({
        productId: 'short-plage',
        name: 'Short Plage',
        category: 'short',
        rank: 3,
        status: 'draft',
      }),
    ];
    const others = [product({ category: 't-shirt', rank: 1 })];
    answer = () => Response.json({ products: [...shorts, ...others], totals: { productsSold: 1 } });
    const moves: { url: string; body: unknown }[] = [];
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/admin/products') return answer();
      if (url.endsWith('/move')) {
        moves.push({ url, body: JSON.parse(String(init?.body)) });
        // The server's order after the move: the first short is now second.
        shorts[0] = { ...shorts[0]!, rank: 2 };
        shorts[1] = { ...shorts[1]!, rank: 1 };
        return Response.json({
          category: 'short',
          order: ['short-wax', 'short-lin-sable', 'short-plage'],
        });
      }
      throw new Error(`appel inattendu : ${url}`);
    });
    renderTab();
    await screen.findByText('Total 1 produit vendu');
    // Not in the list by sales: the order is the storefront's.
    expect(screen.queryAllByRole('button', { name: /^Monter/ })).toHaveLength(0);
    await userEvent.selectOptions(screen.getByLabelText('Catégorie'), 'short');
    expect(tableNames()).toEqual(['Short en lin Sable', 'Short Wax', 'Short Plage']);
    const up = screen.getAllByRole('button', {
      name: frenchSpacing('Monter « Short en lin Sable »'),
    })[0]!;
    expect(up).toBeDisabled();
    expect(
      screen.getAllByRole('button', { name: frenchSpacing('Descendre « Short Plage »') })[0],
    ).toBeDisabled();
    await userEvent.click(
      screen.getAllByRole('button', {
        name: frenchSpacing('Descendre « Short en lin Sable »'),
      })[0]!,
    );
    expect(moves).toEqual([
      { url: '/api/admin/products/short-lin-sable/move', body: { direction: 'down' } },
    ]);
    // One toast, replaced by the next move's rather than stacked.
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ id: PRODUCT_ORDER_TOAST })),
    );
    await vi.waitFor(() =>
      expect(tableNames()).toEqual(['Short Wax', 'Short en lin Sable', 'Short Plage']),
    );
    expect(
      screen.getAllByRole('button', { name: frenchSpacing('Monter « Short en lin Sable »') })[0],
    ).toBeEnabled();
  });

  it('the whole catalogue in the storefront’s order: a drag (here by keyboard) is one request and one toast', async () => {
    const list = [
      product({
        productId: 'short-lin-sable',
        name: 'Short en lin Sable',
        category: 'short',
        rank: 1,
      }),
      product({ productId: 'short-wax', name: 'Short Wax', category: 'short', rank: 2 }),
      product({ productId: 'short-plage', name: 'Short Plage', category: 'short', rank: 3 }),
      product({ category: 't-shirt', rank: 1, quantitySold: 50 }),
    ];
    answer = () => Response.json({ products: list, totals: { productsSold: 1 } });
    const moves: { url: string; body: unknown }[] = [];
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/admin/products') return answer();
      if (url.endsWith('/move')) {
        moves.push({ url, body: JSON.parse(String(init?.body)) });
        list[0] = { ...list[0]!, rank: 2 };
        list[1] = { ...list[1]!, rank: 3 };
        list[2] = { ...list[2]!, rank: 1 };
        return Response.json({
          category: 'short',
          order: ['short-plage', 'short-lin-sable', 'short-wax'],
        });
      }
      throw new Error(`appel inattendu : ${url}`);
    });
    // jsdom lays nothing out: each row gets the box a screen would give it, one under the other.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const row = this.closest('tr[data-product]');
      const rows = [...document.querySelectorAll('tr[data-product]')];
      const index = row ? rows.indexOf(row) : -1;
      return DOMRect.fromRect({
        x: 0,
        y: Math.max(0, index) * 60,
        width: 900,
        height: index < 0 ? 0 : 56,
      });
    });
    renderTab();
    await screen.findByText('Total 1 produit vendu');
    expect(screen.queryAllByRole('button', { name: /^Déplacer/ })).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Ordre de la boutique' }));
    expect(tableNames()).toEqual([
      'T-shirt Signature Crème',
      'Short en lin Sable',
      'Short Wax',
      'Short Plage',
    ]);
    // The buttons stay beside the handle, without choosing a category.
    expect(
      screen.getByRole('button', { name: frenchSpacing('Monter « Short Plage »') }),
    ).toBeEnabled();
    const handle = screen.getByRole('button', { name: frenchSpacing('Déplacer « Short Plage »') });
    expect(handle).toHaveAttribute('aria-roledescription', 'produit déplaçable');
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');

    await vi.waitFor(() =>
      expect(moves).toEqual([{ url: '/api/admin/products/short-plage/move', body: { to: 1 } }]),
    );
    await vi.waitFor(() =>
      expect(tableNames()).toEqual([
        'T-shirt Signature Crème',
        'Short Plage',
        'Short en lin Sable',
        'Short Wax',
      ]),
    );
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith({
      id: PRODUCT_ORDER_TOAST,
      title: PRODUCT_TEXT.moved,
      description: PRODUCT_TEXT.savedDetail,
    });

    // Into another category: refused on the spot, nothing sent, the same single toast replaced.
    const again = screen.getByRole('button', { name: frenchSpacing('Déplacer « Short Plage »') });
    again.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    expect(vi.mocked(notify).mock.calls[1]![0]).toMatchObject({
      id: PRODUCT_ORDER_TOAST,
      title: 'Déplacement impossible',
    });
    expect(moves).toHaveLength(1);
  });

  it('a failed load: "Erreur de chargement" and "Réessayer" loads again', async () => {
    answer = () =>
      Response.json(
        { error: { code: 'unavailable', message: 'Service momentanément indisponible' } },
        { status: 503 },
      );
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur de chargement');
    expect(alert).toHaveTextContent('Service momentanément indisponible');
    answer = () => Response.json({ products: PRODUCTS, totals: { productsSold: 3 } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Total 3 produits vendus')).toBeInTheDocument();
  });

  it('a vendeur restocks, and sees none of the catalogue’s buttons the server refuses her', async () => {
    const shorts = PRODUCTS.map((p, i) => ({ ...p, category: 'short', rank: i + 1 }));
    answer = () => Response.json({ products: shorts, totals: { productsSold: 3 } });
    renderTab('vendeur');
    expect(await screen.findByText('Total 3 produits vendus')).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: 'Modifier le stock de Short en lin Sable' }).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Modifier «/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nouveau produit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ordre de la boutique' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Exporter les statistiques' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    // A category shows its products without 'Monter', 'Descendre' or a handle to drag.
    await userEvent.setup().selectOptions(screen.getByLabelText('Catégorie'), 'short');
    expect(screen.queryByRole('button', { name: /^(Monter|Descendre|Déplacer)/ })).toBeNull();
    // Nothing asked of the server but what she may read (the sample shop's count is the owner's;
    // the categories, which the filter names, are hers to read).
    expect(
      vi
        .mocked(fetch)
        .mock.calls.map(([url]) => String(url))
        .sort(),
    ).toEqual(['/api/admin/categories', '/api/admin/products']);
  });
});
