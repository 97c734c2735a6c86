// @vitest-environment jsdom
import type { TrackedOrder } from '@shared/api/orders.ts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '~/test/render-with-router';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTracking, TRACK_NOT_FOUND_HINT, WAVE_RETURN_TEXT } from './order-tracking';
import { frenchSpacing } from '@shared/format/typography.ts';
import { SAVED_ADDRESS_KEY } from '~/lib/saved-address';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

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
    localStorage.clear();
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
    // Not waiting for a payment: no payment instructions.
    expect(screen.queryByTestId('how-to-pay')).toBeNull();
  });

  it('shows where to collect a pick-up order: the shop, its address, hours, phone and map', async () => {
    const pickup: TrackedOrder = {
      order: {
        ...tracked.order,
        deliveryZone: 'pickup',
        deliveryFee: 0,
        totalAmount: 16_000,
        pickupShop: {
          name: 'LAGUNE Cocody',
          address: 'Boulevard Latrille, Deux-Plateaux, Cocody',
          hours: 'Lundi – Samedi : 9h00 – 20h00\nDimanche : 11h00 – 18h00',
          phone: '+225 27 22 41 18 30',
          mapUrl: 'https://maps.example.ci/cocody',
        },
      },
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, pickup)));
    const f = renderTracking();
    await f.user.type(f.reference, 'LG-7K3P9Q');
    await f.user.type(f.phone, '+225 07 01 02 03 04');
    await f.submit();
    const card = await screen.findByRole('article', { name: /Commande LG-7K3P9Q/ });
    const where = within(card).getByRole('region', { name: 'À retirer à LAGUNE Cocody' });
    expect(where.textContent).toContain('Boulevard Latrille, Deux-Plateaux, Cocody');
    expect(where.textContent).toContain('Lundi – Samedi : 9h00 – 20h00');
    expect(within(where).getByRole('link', { name: /27 22 41 18 30/ })).toHaveAttribute(
      'href',
      'tel:+2252722411830',
    );
    expect(within(where).getByRole('link', { name: /Itinéraire/ })).toHaveAttribute(
      'href',
      'https://maps.example.ci/cocody',
    );
  });

  it('shows how to pay an unpaid order: amount, Wave number, reference, WhatsApp; Wave Checkout with the phone typed', async () => {
    const pending: TrackedOrder = {
      order: { ...tracked.order, status: 'pending' },
      payment: {
        method: 'wave',
        number: '+225 01 02 03 04 05',
        amount: 19_000,
        reference: 'LG-7K3P9Q',
        whatsapp: '2250102030405',
        checkout: true,
      },
    };
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchSpy = vi
      .fn()
      .mockResolvedValueOnce(answer(200, pending))
      .mockResolvedValueOnce(answer(201, { launchUrl: 'https://pay.wave.com/c/cos-9' }));
    vi.stubGlobal('fetch', fetchSpy);
    const f = renderTracking();
    await f.user.type(f.reference, 'LG-7K3P9Q');
    await f.user.type(f.phone, '07 01 02 03 04');
    await f.submit();

    const panel = await screen.findByRole('region', { name: 'Comment payer cette commande' });
    expect(within(panel).getByTestId('how-to-pay-amount')).toHaveTextContent(/19\s000\sFCFA/);
    expect(within(panel).getByTestId('how-to-pay-number')).toHaveTextContent('+225 01 02 03 04 05');
    expect(within(panel).getByTestId('how-to-pay-reference')).toHaveTextContent('LG-7K3P9Q');
    expect(within(panel).getByRole('button', { name: 'Copier le numéro' })).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Envoyer la preuve sur WhatsApp' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/2250102030405\?text=/));
    await f.user.click(within(panel).getByRole('button', { name: 'Payer avec Wave' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.wave.com/c/cos-9'));
    expect(JSON.parse(String((fetchSpy.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({
      reference: 'LG-7K3P9Q',
      phone: '07 01 02 03 04',
    });
  });

  it.each([
    ['ok', WAVE_RETURN_TEXT.ok],
    ['erreur', WAVE_RETURN_TEXT.erreur],
  ])('back from Wave (paiement=%s): says how it went above the lookup', (paiement, text) => {
    renderTracking(`/suivi?ref=LG-7K3P9Q&paiement=${paiement}`);
    expect(screen.getByTestId('wave-return').textContent).toBe(text);
  });

  it('says nothing of Wave on a plain visit', () => {
    renderTracking('/suivi?ref=LG-7K3P9Q');
    expect(screen.queryByTestId('wave-return')).toBeNull();
  });

  it('fills the phone saved in this browser when the link gives the reference, never over what was typed', async () => {
    localStorage.setItem(SAVED_ADDRESS_KEY, JSON.stringify({ phone: '07 01 02 03 04' }));
    const f = renderTracking('/suivi?ref=LG-7K3P9Q&paiement=ok');
    expect(f.reference).toHaveValue('LG-7K3P9Q');
    expect(f.phone).toHaveValue('07 01 02 03 04');
    cleanup();
    const plain = renderTracking('/suivi');
    expect(plain.phone).toHaveValue('');
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
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Commande introuvable');
    // Only what the shop really sends: the order SMS, and the e-mail for account holders.
    expect(alert.textContent).toContain(TRACK_NOT_FOUND_HINT);
    expect(TRACK_NOT_FOUND_HINT).toBe(
      frenchSpacing(
        'Vérifiez la référence (LG- suivi de 6 caractères), donnée dans le SMS de confirmation envoyé au numéro de la commande et, si vous avez un compte, dans l’e-mail de confirmation ; et le numéro de téléphone donné à la commande.',
      ),
    );
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
