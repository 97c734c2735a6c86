// @vitest-environment jsdom
import type { AdminOrder, AdminOrdersPage } from '@shared/api/admin.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { adminOrder, orderCounts } from '../test/fixtures';
import { OrdersTab } from './orders-tab';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const A = adminOrder();
const B = adminOrder({
  id: '9f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  shortId: '9f1c2d3e',
  reference: 'LG-ABCDEF',
  userId: '5a0d6f2e-8c1b-4d3a-9e7f-1b2c3d4e5f60',
  status: 'processing',
});
const COUNTS = orderCounts({
  all: 2,
  registered: 1,
  guest: 1,
  byStatus: { pending: 1, processing: 1, shipped: 0, paid: 0, delivered: 0, cancelled: 0 },
  guestByStatus: { pending: 1, processing: 0, shipped: 0, paid: 0, delivered: 0, cancelled: 0 },
});

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
let ordersHandler: Handler;
let patchHandler: Handler;
let settleHandler: Handler;
const fetchSpy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/admin/orders') return ordersHandler(url, init);
  if (url.pathname.startsWith('/api/admin/orders/') && init.method === 'PATCH')
    return patchHandler(url, init);
  if (url.pathname.includes('/payment-issue/') && init.method === 'POST')
    return settleHandler(url, init);
  if (url.pathname === '/api/admin/orders/counts') return json(COUNTS);
  throw new Error(`appel inattendu : ${url.pathname}`);
});

function page(orders: AdminOrder[], extra: Partial<AdminOrdersPage> = {}): AdminOrdersPage {
  return { orders, nextCursor: null, counts: COUNTS, ...extra };
}

function ordersCalls() {
  return fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/orders');
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrdersTab />
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  ordersHandler = (url) => {
    const filter = url.searchParams.get('filter');
    const list = filter === 'guest' ? [A] : filter === 'registered' ? [B] : [A, B];
    return json(page(list));
  };
  patchHandler = () => json({ error: { code: 'x', message: 'inattendu' } }, 500);
  settleHandler = () => json({ error: { code: 'x', message: 'inattendu' } }, 500);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
  vi.mocked(notify).mockClear();
});

describe('OrdersTab', () => {
  it('loads, then shows the cards, the counts on the filters and the two pending toasts', async () => {
    renderTab();
    expect(screen.getByText('Chargement des commandes...')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Toutes (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Utilisateurs inscrits (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invités (1)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: '1 commande(s) en attente', duration: 5000 }),
      ),
    );
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: '1 commande(s) invité en attente', duration: 5000 }),
    );
    expect(ordersCalls()[0]?.searchParams.get('filter')).toBe('all');
  });

  it('filters on the server and searches by reference or phone', async () => {
    renderTab();
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Invités (1)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article')).toHaveTextContent('LG-7K3P9Q');
    expect(ordersCalls().at(-1)?.searchParams.get('filter')).toBe('guest');

    ordersHandler = () => json(page([], { counts: orderCounts() }));
    await userEvent.type(screen.getByRole('searchbox'), 'LG-ZZZZZZ');
    expect(await screen.findByText('Aucune commande')).toBeInTheDocument();
    expect(screen.getByText('pour « LG-ZZZZZZ »')).toBeInTheDocument();
    expect(ordersCalls().at(-1)?.searchParams.get('q')).toBe('LG-ZZZZZZ');
  });

  it("'À régler (n)' lists the orders with a payment to look at, from the server", async () => {
    const late = adminOrder({ status: 'cancelled', payBy: null, paymentIssue: 'late' });
    const counts = { ...COUNTS, toSettle: 1 };
    ordersHandler = (url) =>
      json(
        url.searchParams.get('filter') === 'toSettle'
          ? page([late], { counts })
          : page([A, B], { counts }),
      );
    renderTab();
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'À régler (1)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article')).toHaveTextContent('Payé après annulation');
    expect(ordersCalls().at(-1)?.searchParams.get('filter')).toBe('toSettle');
  });

  it('tells the owner on opening how many payments are to settle', async () => {
    ordersHandler = () => json(page([A, B], { counts: { ...COUNTS, toSettle: 2 } }));
    renderTab();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: '2 paiement(s) à régler', variant: 'destructive' }),
      ),
    );
  });

  it('restores a late-paid order from its card; a missing size is said in a toast', async () => {
    const late = adminOrder({ status: 'cancelled', payBy: null, paymentIssue: 'late' });
    ordersHandler = () => json(page([late]));
    const short =
      'Impossible de rétablir cette commande : stock insuffisant pour « T-shirt » en taille M, il n’en reste plus.';
    settleHandler = () => json({ error: { code: 'out_of_stock', message: short } }, 409);
    renderTab();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Restaurer la commande LG-7K3P9Q' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ description: short, variant: 'destructive' }),
      ),
    );
    settleHandler = (url) => {
      expect(url.pathname).toBe(`/api/admin/orders/${late.id}/payment-issue/restore`);
      return json({ order: { ...late, status: 'paid', paymentIssue: null } });
    };
    ordersHandler = () => json(page([{ ...late, status: 'paid', paymentIssue: null }]));
    await userEvent.click(screen.getByRole('button', { name: 'Restaurer la commande LG-7K3P9Q' }));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' }));
  });

  it('refunds by Wave only after the owner confirms', async () => {
    const late = adminOrder({
      status: 'cancelled',
      payBy: null,
      paymentIssue: 'late',
      refundByWave: true,
    });
    ordersHandler = () => json(page([late]));
    const asked: string[] = [];
    settleHandler = (url) => {
      asked.push(url.pathname);
      return json({ order: { ...late, paymentIssue: null } });
    };
    renderTab();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rembourser par Wave LG-7K3P9Q' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('21 500 FCFA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Garder le paiement' }));
    expect(asked).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Rembourser par Wave LG-7K3P9Q' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, rembourser' }),
    );
    await waitFor(() =>
      expect(asked).toEqual([`/api/admin/orders/${late.id}/payment-issue/refund`]),
    );
  });

  it('opens on the order an alert names (?commande=LG-…)', async () => {
    window.history.replaceState(null, '', '/admin/dashboard?commande=LG-7K3P9Q');
    try {
      renderTab();
      expect(await screen.findByRole('searchbox')).toHaveValue('LG-7K3P9Q');
      await waitFor(() => expect(ordersCalls().at(-1)?.searchParams.get('q')).toBe('LG-7K3P9Q'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it("a filter with no match says 'Aucune commande'", async () => {
    ordersHandler = (url) => json(page(url.searchParams.get('filter') === 'registered' ? [] : [A]));
    renderTab();
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: /Utilisateurs inscrits/ }));
    expect(await screen.findByText('Aucune commande')).toBeInTheDocument();
    expect(screen.queryByText('Aucune commande trouvée')).not.toBeInTheDocument();
  });

  it("no order at all: 'Aucune commande trouvée' and 'Vérifier à nouveau'", async () => {
    ordersHandler = () => json(page([], { counts: orderCounts() }));
    renderTab();
    expect(await screen.findByText('Aucune commande trouvée')).toBeInTheDocument();
    ordersHandler = () => json(page([A]));
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it("a failed load: 'Erreur de chargement', the toast, and 'Réessayer'", async () => {
    ordersHandler = () =>
      json({ error: { code: 'db', message: 'Base de données indisponible' } }, 503);
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur de chargement');
    expect(alert).toHaveTextContent('Base de données indisponible');
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Erreur lors du chargement des commandes',
        variant: 'destructive',
      }),
    );
    ordersHandler = () => json(page([A]));
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it("loads the next page with the cursor ('Charger plus')", async () => {
    ordersHandler = (url) =>
      json(
        url.searchParams.get('cursor')
          ? page([B], { counts: null })
          : page([A], { nextCursor: '1795437710955123_0b7d2c1e-6f4a-4e43-9a51-2f0c9d8e7b61' }),
      );
    renderTab();
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(ordersCalls().at(-1)?.searchParams.get('cursor')).toMatch(/^1795437710955123_/);
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  });

  it('changes a status optimistically, then confirms with the toast', async () => {
    let release!: () => void;
    patchHandler = async (_url, init) => {
      await new Promise<void>((resolve) => (release = resolve));
      const { status } = JSON.parse(String(init.body)) as { status: AdminOrder['status'] };
      return json({ order: { ...A, status }, changed: true, previousStatus: 'pending' });
    };
    renderTab();
    const card = (await screen.findAllByRole('article'))[0]!;
    await userEvent.click(within(card).getByRole('button', { name: /Modifier le statut/ }));
    await userEvent.click(within(card).getByRole('menuitemradio', { name: 'Expédiée' }));
    expect(await within(card).findByText('Mise à jour...')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Modifier le statut/ })).toBeDisabled();
    release();
    expect(await within(card).findByText('Expédiée')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Modifier le statut/ })).toBeEnabled();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Statut mis à jour: Expédiée', variant: 'success' }),
    );
    const patch = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toBe(`/api/admin/orders/${A.id}`);
  });

  it("a refused change: 'Échec de la mise à jour du statut' with the reason, and a reload", async () => {
    patchHandler = () =>
      json(
        {
          error: {
            code: 'out_of_stock',
            message: 'Stock insuffisant pour « T-shirt Signature Crème » en taille M',
          },
        },
        409,
      );
    renderTab();
    const card = (await screen.findAllByRole('article'))[0]!;
    const loadsBefore = ordersCalls().length;
    await userEvent.click(within(card).getByRole('button', { name: /Modifier le statut/ }));
    await userEvent.click(within(card).getByRole('menuitemradio', { name: 'Livrée' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Échec de la mise à jour du statut',
        description: 'Stock insuffisant pour « T-shirt Signature Crème » en taille M',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(ordersCalls().length).toBeGreaterThan(loadsBefore));
    expect(await within(card).findByText('En attente')).toBeInTheDocument();
  });
});
