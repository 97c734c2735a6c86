// @vitest-environment jsdom
import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import { deliveryRatesOf, type DeliveryRates } from '@shared/domain/delivery.ts';
import type { CreatedOrder } from '@shared/api/orders.ts';
import { ORDER_FAILURE_MESSAGE } from '@shared/schemas/order.ts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCartItem, getCartItems, resetCartForTests } from '~/lib/cart/cart-store';
import { setLiveStock } from '~/lib/cart/live-stock';
import type { CartLineIssues } from '~/lib/stock/line-stock';
import { notify } from '~/lib/toast';
import { renderWithRouter } from '~/test/render-with-router';
import { CheckoutFlow } from './checkout-flow';
import { frenchSpacing } from '@shared/format/typography.ts';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return json({ error: fields ? { code, message, fields } : { code, message } }, status);
}

function created(overrides: Partial<CreatedOrder['payment']> = {}): CreatedOrder {
  return {
    order: {
      id: '0b7d2c1e-6f4a-4e43-9a51-2f0c9d8e7b61',
      reference: 'LG-7K3P9Q',
      status: 'pending',
      createdAt: '2026-11-23T10:00:00.000Z',
      items: [],
      subtotal: 34_000,
      deliveryZone: 'interior',
      deliveryFee: 3_000,
      discount: 0,
      totalAmount: 37_000,
    },
    payment: {
      method: 'wave',
      number: '+225 01 02 03 04 05',
      amount: 37_000,
      reference: 'LG-7K3P9Q',
      whatsapp: '2250102030405',
      checkout: false,
      ...overrides,
    },
  };
}

let orderHandler: Handler;
let geocodeHandler: Handler;
let promoHandler: Handler;
const fetchSpy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  if (url === '/api/stock') return json({});
  if (url === '/api/orders') return orderHandler(url, init);
  if (url === '/api/promo/check') return promoHandler(url, init);
  if (url.startsWith('/api/geocode/reverse')) return geocodeHandler(url, init);
  throw new Error(`appel inattendu : ${url}`);
});

function promoCalls() {
  return fetchSpy.mock.calls
    .filter(([url]) => url === '/api/promo/check')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

function orderCalls() {
  return fetchSpy.mock.calls
    .filter(([url]) => url === '/api/orders')
    .map(([, init]) => ({
      key: (init?.headers as Record<string, string>)['Idempotency-Key'],
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    }));
}

let lineIssues: CartLineIssues = {};

const DEFAULT_RATES = deliveryRatesOf(DEFAULT_SHOP_SETTINGS);

function Flow({
  defaultName,
  delivery = DEFAULT_RATES,
}: {
  defaultName?: string;
  delivery?: DeliveryRates;
}) {
  const [open, setOpen] = useState(true);
  return (
    <main tabIndex={-1}>
      <button type="button" onClick={() => setOpen(true)}>
        Passer à la caisse
      </button>
      <CheckoutFlow
        open={open}
        onOpenChange={setOpen}
        onLineIssues={(issues) => {
          lineIssues = issues;
        }}
        defaultName={defaultName}
        delivery={delivery}
      />
    </main>
  );
}

function renderFlow(defaultName?: string, delivery?: DeliveryRates) {
  const user = userEvent.setup();
  renderWithRouter(<Flow defaultName={defaultName} delivery={delivery} />, { path: '/cart' });
  const dialog = screen.getByRole('dialog', { name: 'Finaliser votre commande' });
  const field = (name: string | RegExp) => within(dialog).getByLabelText(name);
  return {
    user,
    dialog,
    name: field('Nom complet'),
    phone: field('Téléphone'),
    address: field('Adresse'),
    zone: field('Zone de livraison') as HTMLSelectElement,
    instructions: field(/Instructions/),
    submit: () => user.click(within(dialog).getByRole('button', { name: 'Confirmer la commande' })),
  };
}

type Form = ReturnType<typeof renderFlow>;

async function fillValid(f: Form) {
  await f.user.type(f.name, 'Awa Koné');
  await f.user.type(f.phone, '07 01 02 03 04');
  await f.user.type(f.address, 'Cocody Riviera 3, rue des Jardins');
}

function addTwoLines() {
  addCartItem({
    productId: 't-shirt-a',
    name: 'T-shirt A',
    price: 8_000,
    size: 'M',
    quantity: 2,
    image: '/a.svg',
  });
  addCartItem({ productId: 'pull-b', name: 'Pull B', price: 18_000, size: 'L', image: '/b.svg' });
}

function toasts() {
  return vi.mocked(notify).mock.calls.map(([toast]) => toast);
}

beforeEach(() => {
  localStorage.clear();
  resetCartForTests();
  vi.mocked(notify).mockClear();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
  setLiveStock({});
  lineIssues = {};
  orderHandler = () => json(created(), 201);
  promoHandler = () =>
    apiError(400, 'promo_unknown', 'Ce code promo n’existe pas. Vérifiez-le dans votre e-mail.', {
      promoCode: 'Ce code promo n’existe pas. Vérifiez-le dans votre e-mail.',
    });
  geocodeHandler = () => json({ displayName: 'Rue des Jardins, Cocody, Abidjan' });
  addTwoLines();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('checkout dialog: validation', () => {
  it('shows the spec messages on submit, linked to their fields, and toasts the missing name or phone', async () => {
    const f = renderFlow();
    // Nothing before the first submit.
    await f.user.type(f.name, 'A');
    expect(screen.queryByText(/au moins 3 caractères/)).not.toBeInTheDocument();
    await f.user.clear(f.name);
    await f.user.type(f.name, '   ');
    await f.user.type(f.address, 'Rue');
    await f.submit();

    expect(f.name).toHaveAccessibleDescription(
      'Le nom complet doit contenir au moins 3 caractères',
    );
    expect(f.name).toHaveAttribute('aria-invalid', 'true');
    expect(f.phone).toHaveAccessibleDescription(
      expect.stringContaining(
        'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)',
      ),
    );
    expect(f.address).toHaveAccessibleDescription("L'adresse doit contenir au moins 5 caractères");
    expect(f.name).toHaveFocus();
    expect(notify).toHaveBeenCalledWith({
      title: 'Erreur',
      description: 'Nom ou numéro de téléphone manquant',
      variant: 'destructive',
    });
    expect(orderCalls()).toEqual([]);
  });

  it('refuses a name over 100 characters and re-validates on every change after a submit', async () => {
    const f = renderFlow();
    await fillValid(f);
    await f.user.clear(f.name);
    await f.user.click(f.name);
    await f.user.paste('A'.repeat(101));
    await f.submit();
    expect(screen.getByText('Le nom complet ne peut pas dépasser 100 caractères')).toBeVisible();
    // A valid name and phone: no "missing" toast.
    expect(notify).not.toHaveBeenCalled();

    await f.user.clear(f.name);
    await f.user.type(f.name, 'Ko');
    expect(screen.getByText('Le nom complet doit contenir au moins 3 caractères')).toBeVisible();
    await f.user.type(f.name, 'né');
    expect(screen.queryByText(/Le nom complet/)).not.toBeInTheDocument();
    expect(f.name).not.toHaveAttribute('aria-invalid');

    await f.user.clear(f.phone);
    await f.user.type(f.phone, '0701');
    expect(
      screen.getByText('Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)'),
    ).toBeVisible();
    await f.user.type(f.phone, '0203');
    expect(screen.queryByText(/numéro de téléphone valide/)).not.toBeInTheDocument();
  });

  it('accepts the 0, 00225 and +225 prefixes', async () => {
    const f = renderFlow();
    await fillValid(f);
    await f.user.clear(f.phone);
    await f.submit();
    expect(
      screen.getByText('Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)'),
    ).toBeVisible();
    for (const phone of ['+225 07 01 02 03 04', '00225 0701020304', '0701020304', '01 02 03 04']) {
      await f.user.clear(f.phone);
      await f.user.type(f.phone, phone);
      expect(screen.queryByText(/numéro de téléphone valide/)).not.toBeInTheDocument();
    }
  });
});

describe('checkout dialog: delivery zone', () => {
  it('lists the zones of the shipping table and updates the fee and the total when the zone changes', async () => {
    const f = renderFlow();
    const fee = () => within(f.dialog).getByTestId('checkout-fee');
    const total = () => within(f.dialog).getByTestId('checkout-total');
    // 2 × 8 000 + 18 000 = 34 000 FCFA, below the free-delivery threshold.
    expect(within(f.dialog).getByText('34 000 FCFA')).toBeInTheDocument();
    expect([...f.zone.options].map((o) => o.value)).toEqual([
      'abidjan',
      'interior',
      'west-africa',
      'world',
    ]);
    expect(f.zone).toHaveValue('abidjan');
    expect(fee()).toHaveTextContent('1 500 FCFA');
    expect(total()).toHaveTextContent('35 500 FCFA');

    await f.user.selectOptions(f.zone, 'interior');
    expect(fee()).toHaveTextContent('3 000 FCFA');
    expect(total()).toHaveTextContent('37 000 FCFA');

    await f.user.selectOptions(f.zone, 'world');
    expect(fee()).toHaveTextContent('25 000 FCFA');
    expect(total()).toHaveTextContent('59 000 FCFA');
  });

  it('delivers free in Côte d’Ivoire from 50 000 FCFA, not abroad', async () => {
    act(() => {
      addCartItem({
        productId: 'pull-b',
        name: 'Pull B',
        price: 18_000,
        size: 'L',
        image: '/b.svg',
      });
    });
    // 16 000 + 36 000 = 52 000 FCFA.
    const f = renderFlow();
    const fee = () => within(f.dialog).getByTestId('checkout-fee');
    expect(fee()).toHaveTextContent('Offerte');
    expect(within(f.dialog).getByTestId('checkout-total')).toHaveTextContent('52 000 FCFA');
    expect(within(f.zone).getByRole('option', { name: /Abidjan — offerte/ })).toBeInTheDocument();
    await f.user.selectOptions(f.zone, 'interior');
    expect(fee()).toHaveTextContent('Offerte');
    await f.user.selectOptions(f.zone, 'west-africa');
    expect(fee()).toHaveTextContent('12 000 FCFA');
    expect(within(f.dialog).getByTestId('checkout-total')).toHaveTextContent('64 000 FCFA');
  });

  it('charges the fees and the threshold the shop has saved (the cart page’s data), not constants', async () => {
    const saved: DeliveryRates = {
      fees: { abidjan: 2_250, interior: 3_000, 'west-africa': 14_500, world: 25_000 },
      freeFrom: 60_000,
    };
    // 34 000 FCFA: free from 50 000 FCFA at first start, from 60 000 FCFA now.
    const f = renderFlow(undefined, saved);
    const fee = () => within(f.dialog).getByTestId('checkout-fee');
    expect(fee()).toHaveTextContent('2 250 FCFA');
    expect(within(f.dialog).getByTestId('checkout-total')).toHaveTextContent('36 250 FCFA');
    expect(within(f.dialog).getByText(/Plus que 26\s000\sFCFA d’achats/)).toBeInTheDocument();
    expect(
      within(f.zone).getByRole('option', {
        name: /Afrique de l'Ouest et Centrale — 14\s500\sFCFA/,
      }),
    ).toBeInTheDocument();
    await f.user.selectOptions(f.zone, 'west-africa');
    expect(fee()).toHaveTextContent('14 500 FCFA');
  });
});

describe('checkout dialog: pick-up in a shop', () => {
  it('is not offered while no shop allows it', () => {
    const f = renderFlow(undefined, { ...DEFAULT_RATES, pickupShops: [] });
    expect(within(f.zone).queryByRole('option', { name: /Retrait en boutique/ })).toBeNull();
  });

  it('is offered free when a shop allows it, and the order names the shop chosen', async () => {
    const f = renderFlow(undefined, {
      ...DEFAULT_RATES,
      pickupShops: ['LAGUNE Plateau', 'LAGUNE Cocody'],
    });
    await fillValid(f);
    await f.user.selectOptions(f.zone, 'pickup');
    const fee = within(f.dialog).getByTestId('checkout-fee');
    expect(fee.textContent).not.toMatch(/\d/);
    await f.user.selectOptions(
      within(f.dialog).getByLabelText('Boutique de retrait'),
      'LAGUNE Cocody',
    );
    await f.submit();
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    expect(orderCalls()[0]!.body.delivery).toEqual({ zone: 'pickup', pickupShop: 'LAGUNE Cocody' });
  });
});

describe('checkout dialog: pick-up asks no home address', () => {
  it('hides the address for pick-up and sends the order without one; a delivery asks it again', async () => {
    const f = renderFlow(undefined, { ...DEFAULT_RATES, pickupShops: ['LAGUNE Cocody'] });
    await f.user.type(f.name, 'Awa Koné');
    await f.user.type(f.phone, '07 01 02 03 04');
    await f.user.selectOptions(f.zone, 'pickup');
    expect(within(f.dialog).queryByLabelText('Adresse')).toBeNull();
    expect(within(f.dialog).queryByRole('button', { name: 'Me localiser' })).toBeNull();
    await f.submit();
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    const body = orderCalls()[0]!.body as { customer: object; delivery: object };
    expect(body.customer).toEqual({ fullName: 'Awa Koné', phone: '07 01 02 03 04' });
    // One shop: the server takes that one.
    expect(body.delivery).toEqual({ zone: 'pickup' });
  });

  it('still asks the address for a delivery zone, with the spec’s message', async () => {
    const f = renderFlow(undefined, { ...DEFAULT_RATES, pickupShops: ['LAGUNE Cocody'] });
    await f.user.type(f.name, 'Awa Koné');
    await f.user.type(f.phone, '07 01 02 03 04');
    await f.user.selectOptions(f.zone, 'pickup');
    await f.user.selectOptions(f.zone, 'abidjan');
    await f.submit();
    const address = within(f.dialog).getByLabelText('Adresse');
    expect(address).toHaveAccessibleDescription("L'adresse est requise");
    expect(address).toHaveFocus();
    expect(orderCalls()).toEqual([]);
  });
});

describe('checkout dialog: Me localiser (geolocation)', () => {
  function setGeolocation(value: unknown) {
    Object.defineProperty(navigator, 'geolocation', { value, configurable: true });
  }

  function mockGeolocation(
    implementation: (success: PositionCallback, failure: PositionErrorCallback) => void,
  ) {
    setGeolocation({ getCurrentPosition: vi.fn(implementation) });
  }

  afterEach(() => setGeolocation(undefined));

  const position = { coords: { latitude: 5.359952, longitude: -4.008256 } } as GeolocationPosition;

  it('fills the address from our reverse-geocoding endpoint, with a locating indicator meanwhile', async () => {
    let answer: (r: Response) => void = () => {};
    geocodeHandler = () => new Promise<Response>((resolve) => (answer = resolve));
    mockGeolocation((success) => success(position));
    const f = renderFlow();
    await f.user.click(within(f.dialog).getByRole('button', { name: 'Me localiser' }));
    const busy = within(f.dialog).getByRole('button', { name: 'Localisation…' });
    expect(busy).toBeDisabled();
    expect(within(f.dialog).getByRole('status')).toHaveTextContent('Recherche de votre position…');
    answer(json({ displayName: 'Rue des Jardins, Cocody, Abidjan' }));
    await waitFor(() => expect(f.address).toHaveValue('Rue des Jardins, Cocody, Abidjan'));
    expect(within(f.dialog).getByRole('button', { name: 'Me localiser' })).toBeEnabled();
    const [url] = fetchSpy.mock.calls.find(([u]) => String(u).startsWith('/api/geocode'))!;
    expect(url).toBe('/api/geocode/reverse?lat=5.359952&lon=-4.008256');
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Position trouvée', variant: 'success' }),
    );
  });

  it('falls back to the raw coordinates when reverse geocoding fails, and still says so with a success toast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    geocodeHandler = () =>
      apiError(503, 'geocoder_unavailable', 'Impossible de trouver l’adresse de cette position.');
    mockGeolocation((success) => success(position));
    const f = renderFlow();
    await f.user.click(within(f.dialog).getByRole('button', { name: 'Me localiser' }));
    await waitFor(() => expect(f.address).toHaveValue('5.35995, -4.00826'));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Position trouvée', variant: 'success' }),
    );
  });

  it.each([
    [1, 'Vous avez refusé la demande de géolocalisation.'],
    [2, 'Les informations de localisation ne sont pas disponibles.'],
    [3, 'La demande de localisation a expiré.'],
    [99, "Une erreur s'est produite lors de la recherche de votre position."],
  ])('error code %i → “%s”', async (code, message) => {
    mockGeolocation((_success, failure) => failure({ code } as GeolocationPositionError));
    const f = renderFlow();
    await f.user.click(within(f.dialog).getByRole('button', { name: 'Me localiser' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erreur de localisation',
        description: message,
        variant: 'destructive',
      }),
    );
    expect(f.address).toHaveValue('');
  });

  it('says when the browser has no geolocation', async () => {
    setGeolocation(undefined);
    const f = renderFlow();
    await f.user.click(within(f.dialog).getByRole('button', { name: 'Me localiser' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erreur de localisation',
        description: "La géolocalisation n'est pas supportée par votre navigateur.",
        variant: 'destructive',
      }),
    );
  });
});

describe('checkout: placing the order', () => {
  it('posts lines, customer and zone (never a price) with an Idempotency-Key, empties the cart and shows the payment dialog', async () => {
    const f = renderFlow();
    await fillValid(f);
    await f.user.selectOptions(f.zone, 'interior');
    await f.user.type(f.instructions, '  Appeler avant  ');
    await f.submit();

    const payment = await screen.findByRole('dialog', { name: 'Paiement par Wave' });
    expect(screen.queryByRole('dialog', { name: 'Finaliser votre commande' })).toBeNull();
    const [call] = orderCalls();
    expect(call?.key).toMatch(UUID);
    expect(call?.body).toEqual({
      items: [
        { productId: 't-shirt-a', size: 'M', quantity: 2 },
        { productId: 'pull-b', size: 'L', quantity: 1 },
      ],
      customer: {
        fullName: 'Awa Koné',
        phone: '07 01 02 03 04',
        address: 'Cocody Riviera 3, rue des Jardins',
        instructions: 'Appeler avant',
      },
      delivery: { zone: 'interior' },
    });
    expect(getCartItems()).toEqual([]);
    expect(localStorage.getItem('laguneCart')).toBeNull();

    // The server's amount, number and reference, not the page's.
    expect(within(payment).getByTestId('payment-amount')).toHaveTextContent('37 000 FCFA');
    expect(within(payment).getByTestId('payment-number')).toHaveTextContent('+225 01 02 03 04 05');
    expect(within(payment).getByTestId('payment-reference')).toHaveTextContent('LG-7K3P9Q');
    expect(payment).toHaveTextContent(/note du transfert.*LG-7K3P9Q/);
  });

  it('sends the same key when the same order is retried, and a new key once the content changes', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    orderHandler = () => apiError(503, 'service_unavailable', 'Service indisponible.');
    const f = renderFlow();
    await fillValid(f);
    await f.submit();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erreur',
        description: ORDER_FAILURE_MESSAGE,
        variant: 'destructive',
      }),
    );
    expect(log).toHaveBeenCalled();
    await f.submit();
    await waitFor(() => expect(orderCalls()).toHaveLength(2));
    await f.user.type(f.instructions, 'Portail bleu');
    await f.submit();
    await waitFor(() => expect(orderCalls()).toHaveLength(3));
    const [first, retry, changed] = orderCalls();
    expect(retry?.key).toBe(first?.key);
    expect(changed?.key).not.toBe(first?.key);
    expect(changed?.key).toMatch(UUID);
    // The cart stays for the next try.
    expect(getCartItems()).toHaveLength(2);
  });

  it('shows the server’s field messages on the fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    orderHandler = () =>
      apiError(400, 'validation_error', 'Certains champs sont invalides. Veuillez les corriger.', {
        'customer.address': 'Ce champ contient des caractères non autorisés',
        'delivery.zone': 'Veuillez choisir une zone de livraison',
      });
    const f = renderFlow();
    await fillValid(f);
    await f.submit();
    await waitFor(() =>
      expect(f.address).toHaveAccessibleDescription(
        'Ce champ contient des caractères non autorisés',
      ),
    );
    expect(f.zone).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez choisir une zone de livraison'),
    );
    expect(f.address).toHaveFocus();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Erreur',
        description: 'Certains champs sont invalides. Veuillez les corriger.',
      }),
    );
  });

  it('flags the line the server refused for stock, for the dialog and the cart, and reads the stock again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Stock insuffisant : « T-shirt A » en taille M, il n’en reste que 1.';
    orderHandler = () => apiError(409, 'out_of_stock', message, { 'items.0': message });
    const f = renderFlow();
    await fillValid(f);
    fetchSpy.mockClear();
    await f.submit();

    const alert = await within(f.dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Certains articles ne peuvent pas être commandés');
    expect(within(f.dialog).getByText(message)).toBeVisible();
    expect(notify).toHaveBeenCalledWith({
      title: 'Erreur',
      description: message,
      variant: 'destructive',
    });
    expect(lineIssues).toEqual({ [getCartItems()[0]!.id]: { message, quantity: 2 } });
    await waitFor(() =>
      expect(fetchSpy).toHaveBeenCalledWith(
        '/api/stock',
        expect.objectContaining({ cache: 'no-cache' }),
      ),
    );
    expect(within(f.dialog).getByRole('button', { name: 'Confirmer la commande' })).toBeDisabled();
    await f.user.click(within(alert).getByRole('button', { name: 'Modifier mon panier' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getCartItems()).toHaveLength(2);
  });

  it('explains in French that an order holds at most 10 pieces of an article and 30 in all, and sends nothing', async () => {
    addCartItem({
      productId: 't-shirt-a',
      name: 'T-shirt A',
      price: 8_000,
      size: 'M',
      quantity: 9,
      image: '/a.svg',
    });
    const f = renderFlow();
    const alert = within(f.dialog).getByRole('alert');
    expect(alert).toHaveTextContent(
      'une commande compte au plus 10 pièces par article et 30 pièces en tout',
    );
    await fillValid(f);
    expect(within(f.dialog).getByRole('button', { name: 'Confirmer la commande' })).toBeDisabled();
    expect(orderCalls()).toHaveLength(0);
  });

  it('shows on the phone field why a number with unpaid orders cannot order again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message =
      'Ce numéro a déjà des commandes en attente de paiement. Réglez-les par Wave (ou écrivez-nous sur WhatsApp) avant d’en passer une nouvelle.';
    orderHandler = () => apiError(409, 'unpaid_limit', message, { 'customer.phone': message });
    const f = renderFlow();
    await fillValid(f);
    await f.submit();
    await waitFor(() =>
      expect(f.phone).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(notify).toHaveBeenCalledWith({
      title: 'Erreur',
      description: message,
      variant: 'destructive',
    });
  });

  it('shows the server’s message when too many orders were placed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message =
      'Vous avez passé plusieurs commandes en peu de temps. Veuillez réessayer dans quelques minutes.';
    orderHandler = () => apiError(429, 'rate_limited', message);
    const f = renderFlow();
    await fillValid(f);
    await f.submit();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erreur',
        description: message,
        variant: 'destructive',
      }),
    );
  });

  it('shows the spec’s failure message when the network fails, details only in the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    orderHandler = () => Promise.reject(new TypeError('Failed to fetch'));
    const f = renderFlow();
    await fillValid(f);
    await f.submit();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erreur',
        description: ORDER_FAILURE_MESSAGE,
        variant: 'destructive',
      }),
    );
    expect(log).toHaveBeenCalled();
    expect(toasts().every((t) => !/Failed to fetch|network_error/.test(JSON.stringify(t)))).toBe(
      true,
    );
  });

  it('offline, says the shop cannot be reached beside the button; Réessayer sends the same order under the same key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    orderHandler = () => Promise.reject(new TypeError('Failed to fetch'));
    const f = renderFlow();
    await fillValid(f);
    await f.submit();
    const alert = await within(f.dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Impossible de joindre LAGUNE. Vérifiez votre connexion, puis réessayez.',
    );
    // Back online: the retry places the order, once.
    orderHandler = () => json(created(), 201);
    await f.user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('dialog', { name: 'Paiement par Wave' })).toBeInTheDocument();
    const [first, retry] = orderCalls();
    expect(orderCalls()).toHaveLength(2);
    expect(retry).toEqual(first);
    expect(screen.queryByText(/Impossible de joindre LAGUNE/)).not.toBeInTheDocument();
  });

  it('keeps what was typed when the dialog closes and opens again, and when a signed-in name arrives later', async () => {
    const user = userEvent.setup();
    const view = renderWithRouter(<Flow />, { path: '/cart' });
    let dialog = screen.getByRole('dialog', { name: 'Finaliser votre commande' });
    await user.type(within(dialog).getByLabelText('Nom complet'), 'Moussa Traoré');
    await user.type(within(dialog).getByLabelText(/Instructions/), 'Portail bleu');
    await user.selectOptions(within(dialog).getByLabelText('Zone de livraison'), 'interior');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Finaliser votre commande' })).toBeNull();
    // The session answers meanwhile with the account's name: the typed one stays.
    view.rerender(
      <MemoryRouter initialEntries={['/cart']}>
        <Flow defaultName="Awa Koné" />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Passer à la caisse' }));
    dialog = await screen.findByRole('dialog', { name: 'Finaliser votre commande' });
    expect(within(dialog).getByLabelText('Nom complet')).toHaveValue('Moussa Traoré');
    expect(within(dialog).getByLabelText(/Instructions/)).toHaveValue('Portail bleu');
    expect(within(dialog).getByLabelText('Zone de livraison')).toHaveValue('interior');
    // An empty field still takes what arrives later.
    expect(within(dialog).getByLabelText('Téléphone')).toHaveValue('');
  });

  it('prefills the name of a signed-in shopper', () => {
    const f = renderFlow('Awa Koné');
    expect(f.name).toHaveValue('Awa Koné');
  });
});

describe('checkout: welcome code', () => {
  it('shows 10 % off once the server has accepted the code for this cart, and sends it; the server’s figures on the payment dialog', async () => {
    const withCode = created({ amount: 33_600 });
    withCode.order.discount = 3_400;
    withCode.order.totalAmount = 33_600;
    orderHandler = () => json(withCode, 201);
    let answer: (response: Response) => void = () => {};
    promoHandler = () => new Promise<Response>((resolve) => (answer = resolve));
    const f = renderFlow();
    const code = within(f.dialog).getByLabelText(/Code promo/);
    await fillValid(f);
    await f.user.selectOptions(f.zone, 'interior');
    expect(within(f.dialog).queryByTestId('checkout-discount')).toBeNull();
    // 34 000 FCFA of goods, 3 000 FCFA delivery.
    expect(within(f.dialog).getByTestId('checkout-total')).toHaveTextContent('37 000 FCFA');
    await f.user.type(code, ' bienvenue-7k3p9q ');
    // Asked of the server with the cart's lines (no price): no discount until it answers.
    await waitFor(() => expect(promoCalls()).toHaveLength(1), { timeout: 3_000 });
    expect(promoCalls()[0]).toEqual({
      code: 'BIENVENUE-7K3P9Q',
      items: [
        { productId: 't-shirt-a', size: 'M', quantity: 2 },
        { productId: 'pull-b', size: 'L', quantity: 1 },
      ],
    });
    expect(within(f.dialog).queryByTestId('checkout-discount')).toBeNull();
    expect(within(f.dialog).getByText('Vérification du code…')).toBeInTheDocument();
    answer(json({ code: 'BIENVENUE-7K3P9Q', subtotal: 34_000, discount: 3_400 }));
    expect(await within(f.dialog).findByTestId('checkout-discount')).toHaveTextContent(
      '-3 400 FCFA',
    );
    expect(within(f.dialog).getByTestId('checkout-total')).toHaveTextContent('33 600 FCFA');
    await f.submit();

    const payment = await screen.findByRole('dialog', { name: 'Paiement par Wave' });
    expect(orderCalls()[0]?.body.promoCode).toBe('BIENVENUE-7K3P9Q');
    expect(within(payment).getByTestId('payment-amount')).toHaveTextContent('33 600 FCFA');
    expect(within(payment).getByTestId('payment-discount')).toHaveTextContent(
      'Code promo : -3 400 FCFA (-10 %) déjà déduits',
    );
  });

  it('shows no discount for a made-up code, then the server’s refusal on the field', async () => {
    const f = renderFlow();
    const code = within(f.dialog).getByLabelText(/Code promo/);
    await f.user.type(code, 'BIENVENUE-ZZZZZZ');
    expect(within(f.dialog).queryByTestId('checkout-discount')).toBeNull();
    await waitFor(
      () =>
        expect(code).toHaveAccessibleDescription(
          expect.stringContaining('Ce code promo n’existe pas. Vérifiez-le dans votre e-mail.'),
        ),
      { timeout: 3_000 },
    );
    expect(code).toBeInvalid();
    expect(within(f.dialog).queryByTestId('checkout-discount')).toBeNull();
    expect(within(f.dialog).getByTestId('checkout-total')).toHaveTextContent('35 500 FCFA');
  });

  it('refuses a malformed code on its field without calling the server', async () => {
    const f = renderFlow();
    const code = within(f.dialog).getByLabelText(/Code promo/);
    await fillValid(f);
    // PROMO50 could be one of the owner's codes (docs/decisions/0191): a '%' never is.
    await f.user.type(code, 'PROMO50%');
    await f.submit();
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Ce code promo n’existe pas. Vérifiez-le dans votre e-mail.'),
    );
    expect(code).toHaveFocus();
    expect(orderCalls()).toEqual([]);
  });

  it('shows the server’s refusal of a used code on the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    orderHandler = () =>
      apiError(409, 'promo_used', 'Ce code promo a déjà été utilisé.', {
        promoCode: 'Ce code promo a déjà été utilisé.',
      });
    promoHandler = () => json({ code: 'BIENVENUE-7K3P9Q', subtotal: 34_000, discount: 3_400 });
    const f = renderFlow();
    const code = within(f.dialog).getByLabelText(/Code promo/);
    await fillValid(f);
    await f.user.type(code, 'BIENVENUE-7K3P9Q');
    await f.submit();
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('Ce code promo a déjà été utilisé.'),
      ),
    );
    expect(code).toHaveFocus();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Ce code promo a déjà été utilisé.' }),
    );
    // The cart stays: the shopper can order without the code.
    expect(getCartItems()).toHaveLength(2);
  });

  it('shows on the field that the owner’s code ran out while the shopper was ordering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    orderHandler = () =>
      apiError(409, 'promo_over', 'Ce code n’est plus valable.', {
        promoCode: 'Ce code n’est plus valable.',
      });
    promoHandler = () => json({ code: 'TABASKI10', subtotal: 34_000, discount: 3_400 });
    const f = renderFlow();
    const code = within(f.dialog).getByLabelText(/Code promo/);
    await fillValid(f);
    await f.user.type(code, 'TABASKI10');
    await f.submit();
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('Ce code n’est plus valable.'),
      ),
    );
    expect(code).toHaveFocus();
    expect(getCartItems()).toHaveLength(2);
  });
});

describe('payment dialog', () => {
  async function placeOrder(payment: Partial<CreatedOrder['payment']> = {}) {
    orderHandler = () => json(created(payment), 201);
    const f = renderFlow();
    await fillValid(f);
    await f.submit();
    const dialog = await screen.findByRole('dialog', { name: 'Paiement par Wave' });
    return { ...f, payment: dialog };
  }

  it('copies the Wave number, shows a check mark for 2 s and says so', async () => {
    const { payment } = await placeOrder();
    // After userEvent.setup(), which puts its own clipboard in place.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      within(payment).getByRole('button', { name: 'Copier le numéro' }).click();
    });
    expect(writeText).toHaveBeenCalledWith('+225 01 02 03 04 05');
    expect(within(payment).getByRole('button', { name: 'Numéro copié' })).toBeInTheDocument();
    expect(within(payment).getByTestId('copy-check')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Numéro copié', variant: 'success' }),
    );
    act(() => vi.advanceTimersByTime(1_999));
    expect(within(payment).getByTestId('copy-check')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(payment).queryByTestId('copy-check')).not.toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Copier le numéro' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('says when the number cannot be copied', async () => {
    const { user, payment } = await placeOrder();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('refusé')) },
      configurable: true,
    });
    // Nor does the selection way work.
    document.execCommand = vi.fn(() => false);
    await user.click(within(payment).getByRole('button', { name: 'Copier le numéro' }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Erreur',
      description: 'Impossible de copier le numéro.',
      variant: 'destructive',
    });
    expect(within(payment).queryByTestId('copy-check')).not.toBeInTheDocument();
  });

  it('links to WhatsApp with the reference and amount, to /suivi with the reference, and pays with Wave only when the shop has a link', async () => {
    const { payment } = await placeOrder();
    expect(within(payment).queryByRole('link', { name: 'Payer avec Wave' })).toBeNull();
    const whatsapp = within(payment).getByRole('link', { name: 'Envoyer la preuve sur WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/2250102030405');
    expect(href.searchParams.get('text')).toMatch(/LG-7K3P9Q/);
    expect(href.searchParams.get('text')).toMatch(/37\s000\u202FFCFA/);
    expect(within(payment).getByRole('link', { name: 'suivre ma commande' })).toHaveAttribute(
      'href',
      '/suivi?ref=LG-7K3P9Q',
    );
    expect(within(payment).getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute(
      'href',
      '/',
    );
    cleanup();
    addTwoLines();

    const link = 'https://pay.wave.com/m/M_lagune/c/ci/?amount=37000';
    const again = await placeOrder({ link });
    expect(within(again.payment).getByRole('link', { name: 'Payer avec Wave' })).toHaveAttribute(
      'href',
      link,
    );
  });

  it('thanks the shopper and reminds them to pay when it closes, once', async () => {
    const { user } = await placeOrder();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const thanks = toasts().filter((t) => t.title === frenchSpacing('Merci pour votre commande !'));
    expect(thanks).toHaveLength(1);
    expect(thanks[0]?.description).toMatch(/37\s000\u202FFCFA.*LG-7K3P9Q/);
    expect(getCartItems()).toEqual([]);
  });
});
