// @vitest-environment jsdom
import type { ProductStats } from '@shared/api/admin.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { matchingProducts, NewOrderForm } from './new-order-form';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const PULL: ProductStats = {
  productId: 'pull-maille-terracotta',
  name: 'Pull en maille Terracotta',
  image: '/images/pull.webp',
  inCatalogue: true,
  status: 'published',
  price: 18000,
  quantitySold: 0,
  orderCount: 0,
  revenue: 0,
  stock: { S: 0, M: 2, L: 5, XL: 1 },
  sizes: (['S', 'M', 'L', 'XL'] as const).map((name) => ({ name, available: true })),
};
const DRAFT: ProductStats = { ...PULL, productId: 'pull-brouillon', status: 'draft' };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const shop = (name: string, pickup: boolean) => ({
  name,
  address: `Rue de ${name}`,
  hours: '',
  phone: '',
  email: '',
  mapUrl: '',
  pickup,
});
let content: unknown;
let answers: Response[];
const posts: { body: unknown; key: string | undefined }[] = [];
const fetchSpy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), 'http://localhost');
  // The shops' content is the owner's: a vendeur taking an order gets a 403 there.
  if (url.pathname === '/api/admin/content')
    return json({ error: { code: 'owner_only', message: 'Réservé à la propriétaire.' } }, 403);
  // What any staff member may read: the shops that allow pick-up, as the server filters them.
  if (url.pathname === '/api/admin/pickup-shops') {
    const { blocks } = content as { blocks: { shops: { value: ReturnType<typeof shop>[] } } };
    const open = blocks.shops.value.filter((s) => s.pickup);
    return json({ shops: open.map(({ name, address }) => ({ name, address })) });
  }
  if (url.pathname === '/api/admin/products')
    return json({ products: [PULL, DRAFT], totals: {}, lowStockThreshold: 3 });
  if (url.pathname === '/api/admin/orders' && init.method === 'POST') {
    const headers = init.headers as Record<string, string>;
    posts.push({ body: JSON.parse(String(init.body)), key: headers['Idempotency-Key'] });
    return answers.shift()!;
  }
  throw new Error(`appel inattendu : ${url.pathname}`);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  posts.length = 0;
  content = { blocks: { shops: { value: [shop('LAGUNE Cocody', false)], version: 1 } } };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('Nouvelle commande', () => {
  it('finds products on sale by any words of their name, accents and case aside', () => {
    expect(matchingProducts([PULL, DRAFT], 'TERRACOTTA maille').map((p) => p.productId)).toEqual([
      PULL.productId,
    ]);
    expect(matchingProducts([PULL], '  ')).toEqual([]);
  });

  it('sends lines, zone and customer without any price, one key for a retry, and shows the French refusal', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <NewOrderForm onClose={onClose} />
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form', { name: 'Nouvelle commande' });
    await user.type(within(form).getByLabelText('Ajouter un produit'), 'terracotta');
    await user.click(
      await within(form).findByRole('button', { name: /Pull en maille Terracotta/ }),
    );
    // The first size with stock is picked; the owner changes it.
    const size = within(form).getByLabelText('Taille de Pull en maille Terracotta');
    expect((size as HTMLSelectElement).value).toBe('M');
    await user.selectOptions(size, 'L');
    await user.type(within(form).getByLabelText('Nom du client'), 'Mariam Bamba');
    await user.type(within(form).getByLabelText('Téléphone du client'), '07 55 44 33 22');
    await user.type(within(form).getByLabelText('Adresse de livraison'), 'Yopougon Maroc');

    const refusal =
      'Stock insuffisant : « Pull en maille Terracotta » en taille L, il n’en reste plus.';
    answers = [
      json(
        { error: { code: 'out_of_stock', message: refusal, fields: { 'items.0': refusal } } },
        409,
      ),
      json(
        {
          order: { id: 'x', reference: 'LG-ABCDEF' },
          payment: {},
        },
        201,
      ),
    ];
    await user.click(within(form).getByRole('button', { name: 'Enregistrer la commande' }));
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain(refusal);
    expect(posts[0]!.body).toEqual({
      items: [{ productId: PULL.productId, size: 'L', quantity: 1 }],
      customer: { fullName: 'Mariam Bamba', phone: '07 55 44 33 22', address: 'Yopougon Maroc' },
      delivery: { zone: 'abidjan' },
    });
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(within(form).getByRole('button', { name: 'Enregistrer la commande' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts[1]!.key).toBe(posts[0]!.key);
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Commande LG-ABCDEF enregistrée' }),
    );
  });

  it('offers pick-up in the shops that allow it, to a vendeur too, and then asks no address', async () => {
    content = {
      blocks: {
        shops: {
          value: [
            shop('LAGUNE Cocody', true),
            shop('LAGUNE Marcory', false),
            shop('LAGUNE Plateau', true),
          ],
          version: 1,
        },
      },
    };
    const user = userEvent.setup();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <NewOrderForm onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form', { name: 'Nouvelle commande' });
    await user.type(within(form).getByLabelText('Ajouter un produit'), 'terracotta');
    await user.click(
      await within(form).findByRole('button', { name: /Pull en maille Terracotta/ }),
    );
    const zone = within(form).getByLabelText('Zone de livraison');
    await vi.waitFor(() =>
      expect(within(zone).getByRole('option', { name: 'Retrait en boutique' })).toBeTruthy(),
    );
    await user.selectOptions(zone, 'pickup');
    expect(within(form).queryByLabelText('Adresse de livraison')).toBeNull();
    const where = within(form).getByLabelText('Boutique de retrait');
    expect(within(where).queryByRole('option', { name: 'LAGUNE Marcory' })).toBeNull();
    await user.selectOptions(where, 'LAGUNE Plateau');
    await user.type(within(form).getByLabelText('Nom du client'), 'Mariam Bamba');
    await user.type(within(form).getByLabelText('Téléphone du client'), '07 55 44 33 22');
    answers = [json({ order: { id: 'x', reference: 'LG-ABCDEF' }, payment: {} }, 201)];
    await user.click(within(form).getByRole('button', { name: 'Enregistrer la commande' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      items: [{ productId: PULL.productId, size: 'M', quantity: 1 }],
      customer: { fullName: 'Mariam Bamba', phone: '07 55 44 33 22' },
      delivery: { zone: 'pickup', pickupShop: 'LAGUNE Plateau' },
    });
  });
});
