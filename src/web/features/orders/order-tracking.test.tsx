// @vitest-environment jsdom
import type { TrackedOrder } from '@shared/api/orders.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '~/test/render-with-router';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTracking } from './order-tracking';

const tracked: TrackedOrder = {
  order: {
    reference: 'LG-7K3P9Q',
    status: 'processing',
    createdAt: '2026-11-22T14:05:00.000Z',
    items: [
      {
        productId: 't-shirt-a',
        name: 'T-shirt Lagune',
        image: '/generated/products/t-shirt-a-front.svg',
        size: 'M',
        quantity: 2,
        price: 8_000,
        lineTotal: 16_000,
      },
    ],
    subtotal: 16_000,
    deliveryZone: 'interior',
    deliveryFee: 3_000,
    discount: 0,
    totalAmount: 19_000,
  },
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderTracking(path = '/suivi') {
  const user = userEvent.setup();
  renderWithRouter(<OrderTracking />, { path });
  return {
    user,
    reference: screen.getByLabelText('Référence de commande'),
    phone: screen.getByLabelText('Téléphone utilisé pour la commande'),
    submit: () => user.click(screen.getByRole('button', { name: 'Suivre ma commande' })),
  };
}

describe('/suivi order tracking', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fills the reference from ?ref=', async () => {
    const f = renderTracking('/suivi?ref=LG-7K3P9Q');
    expect(f.reference).toHaveValue('LG-7K3P9Q');
    expect(f.phone).toHaveValue('');
  });

  it('checks the form with the server’s schema before asking', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const f = renderTracking();
    await f.user.type(f.phone, '0701');
    await f.submit();
    expect(
      await screen.findByText('Veuillez entrer la référence de votre commande'),
    ).toBeInTheDocument();
    expect(f.phone).toHaveAccessibleDescription(
      'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)',
    );
    expect(f.reference).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the status, date, items, delivery and total of the order found', async () => {
    const fetchSpy = vi.fn().mockResolvedValue(answer(200, tracked));
    vi.stubGlobal('fetch', fetchSpy);
    const f = renderTracking();
    await f.user.type(f.reference, 'lg-7k3p9q');
    await f.user.type(f.phone, '+225 07 01 02 03 04');
    await f.submit();

    const card = await screen.findByRole('article', { name: /Commande LG-7K3P9Q/ });
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/orders/track');
    expect(JSON.parse(String(init.body))).toEqual({
      reference: 'LG-7K3P9Q',
      phone: '+225 07 01 02 03 04',
    });
    expect(within(card).getByText('En cours')).toHaveClass('bg-yellow-100');
    // 14:05 UTC is 14:05 in Abidjan.
    expect(card).toHaveTextContent('Passée le 22 novembre 2026 à 14:05');
    expect(card).toHaveTextContent('T-shirt Lagune');
    expect(card).toHaveTextContent(/Taille M · 2 × 8\s000 FCFA/);
    expect(card).toHaveTextContent(/Livraison \(Reste de la Côte d'Ivoire\)\s*3\s000 FCFA/);
    expect(card).toHaveTextContent(/Total\s*19\s000 FCFA/);
  });

  it('says Commande introuvable for a wrong pair, and the server’s message when it is busy', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          answer(404, { error: { code: 'order_not_found', message: 'Commande introuvable' } }),
        )
        .mockResolvedValueOnce(
          answer(429, {
            error: {
              code: 'rate_limited',
              message: 'Trop de recherches de commande. Veuillez réessayer dans quelques minutes.',
            },
          }),
        ),
    );
    const f = renderTracking();
    await f.user.type(f.reference, 'LG-AAAAAA');
    await f.user.type(f.phone, '0701020304');
    await f.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Commande introuvable');
    await f.submit();
    expect(await screen.findByText(/Trop de recherches de commande/)).toBeInTheDocument();
  });
});

describe('OrderStatusBadge', () => {
  afterEach(cleanup);

  it.each([
    ['pending', 'En attente', 'bg-neutral-200'],
    ['processing', 'En cours', 'bg-yellow-100'],
    ['shipped', 'Expédiée', 'bg-sky-100'],
    ['paid', 'Payée', 'bg-sky-100'],
    ['delivered', 'Complétée', 'bg-green-100'],
    ['cancelled', 'Annulée', 'bg-red-100'],
  ] as const)('%s → %s', (status, label, tone) => {
    render(<OrderStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveClass(tone);
  });
});
