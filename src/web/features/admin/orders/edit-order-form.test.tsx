// @vitest-environment jsdom
import type { ProductStats } from '@shared/api/admin.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { adminOrder } from '../test/fixtures';
import { EditOrderForm } from './edit-order-form';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const TSHIRT: ProductStats = {
  productId: 't-shirt-signature-creme',
  name: 'T-shirt Signature Crème',
  image: '/art/t.svg',
  inCatalogue: true,
  status: 'published',
  price: 6_000,
  quantitySold: 0,
  orderCount: 0,
  revenue: 0,
  stock: { S: 1, M: 4, L: 0, XL: 2 },
  sizes: (['S', 'M', 'L', 'XL'] as const).map((name) => ({ name, available: true })),
};

const sent: { method: string | undefined; path: string; body: unknown }[] = [];
const fetchSpy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/admin/products')
    return new Response(JSON.stringify({ products: [TSHIRT], totals: {}, lowStockThreshold: 3 }));
  sent.push({ method: init.method, path: url.pathname, body: JSON.parse(String(init.body)) });
  const message =
    'Stock insuffisant : « T-shirt Signature Crème » en taille L, il n’en reste plus.';
  return new Response(JSON.stringify({ error: { code: 'out_of_stock', message } }), {
    status: 409,
  });
});

beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sent.length = 0;
});

it('starts from the order’s lines, sends the whole new list, address and zone, and shows a refusal', async () => {
  const user = userEvent.setup();
  const order = adminOrder({ status: 'paid' });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EditOrderForm order={order} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  const form = screen.getByRole('form', { name: `Modifier la commande ${order.reference}` });
  const size = await within(form).findByLabelText('Taille de T-shirt Signature Crème');
  await user.selectOptions(size, 'L');
  const address = within(form).getByLabelText('Adresse de livraison');
  await user.clear(address);
  await user.type(address, 'Plateau, avenue Chardy');
  await user.click(within(form).getByRole('button', { name: 'Enregistrer les changements' }));
  expect((await within(form).findByRole('alert')).textContent).toMatch(/en taille L/);
  expect(sent).toEqual([
    {
      method: 'PUT',
      path: `/api/admin/orders/${order.id}/contents`,
      body: {
        items: order.items.map(({ productId, size: s, quantity }) => ({
          productId,
          size: productId === TSHIRT.productId ? 'L' : s,
          quantity,
        })),
        address: 'Plateau, avenue Chardy',
        delivery: { zone: order.deliveryZone },
      },
    },
  ]);
});
