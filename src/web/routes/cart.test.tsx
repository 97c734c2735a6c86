// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCartItem, getCartItems, resetCartForTests } from '~/lib/cart/cart-store';
import { notify } from '~/lib/toast';
import { renderWithRouter } from '~/test/render-with-router';
import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import { deliveryRatesOf } from '@shared/domain/delivery.ts';
import type { Route } from './+types/cart';
import Cart from './cart';
import { frenchSpacing } from '@shared/format/typography.ts';
import { artUrl } from '@shared/art/art-url.ts';

const loaderData = {
  catalogue: {
    't-shirt-a': {
      price: 8_000,
      name: 'T-shirt A',
      sizes: 'S M L',
      // The owner's photo, small (what the loader gives when she uploaded one).
      image: '/media/photos/abc123-320.webp',
    },
  },
  delivery: deliveryRatesOf(DEFAULT_SHOP_SETTINGS),
};
const cartProps = { loaderData } as unknown as Route.ComponentProps;

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const createdOrder = {
  order: {
    id: '0b7d2c1e-6f4a-4e43-9a51-2f0c9d8e7b61',
    reference: 'LG-4M8T2W',
    status: 'pending',
    createdAt: '2026-11-23T10:00:00.000Z',
    items: [],
    subtotal: 16_000,
    deliveryZone: 'abidjan',
    deliveryFee: 1_500,
    totalAmount: 17_500,
  },
  payment: {
    method: 'wave',
    number: '+225 07 11 22 33 44',
    amount: 17_500,
    reference: 'LG-4M8T2W',
    whatsapp: '2250711223344',
  },
};

beforeEach(() => {
  localStorage.clear();
  resetCartForTests();
  vi.mocked(notify).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/orders'
        ? new Response(JSON.stringify(createdOrder), { status: 201 })
        : new Response('{}', { status: 200 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/cart', () => {
  it('loads the checkout on PASSER À LA CAISSE, and the payment dialog outlives the cart it emptied', async () => {
    addCartItem({
      productId: 't-shirt-a',
      name: 'T-shirt A',
      price: 8_000,
      size: 'M',
      quantity: 2,
      image: '/a.svg',
    });
    const user = userEvent.setup();
    renderWithRouter(<Cart {...cartProps} />, { path: '/cart' });
    await user.click(screen.getByRole('button', { name: 'PASSER À LA CAISSE' }));
    // The checkout is a lazy chunk (with the phone-number library): a first import takes a moment.
    const checkout = await screen.findByRole(
      'dialog',
      { name: 'Finaliser votre commande' },
      { timeout: 10_000 },
    );
    await user.type(within(checkout).getByLabelText('Nom complet'), 'Awa Koné');
    await user.type(within(checkout).getByLabelText('Téléphone'), '0701020304');
    await user.type(within(checkout).getByLabelText('Adresse'), 'Marcory Zone 4, rue 12');
    await user.click(within(checkout).getByRole('button', { name: 'Confirmer la commande' }));

    const payment = await screen.findByRole('dialog', { name: 'Paiement par Wave' });
    expect(getCartItems()).toEqual([]);
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument();
    expect(within(payment).getByTestId('payment-amount')).toHaveTextContent('17 500 FCFA');

    await user.click(within(payment).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: frenchSpacing('Merci pour votre commande !') }),
    );
  });

  it('shows the catalogue’s price, name and picture, never those stored in the browser, and flags a product it no longer has', async () => {
    // A line edited in localStorage: 1 FCFA instead of 8 000, another name, another picture.
    addCartItem({
      productId: 't-shirt-a',
      name: 'Article offert',
      price: 1,
      size: 'M',
      quantity: 2,
      image: 'data:image/svg+xml,<svg/>',
    });
    renderWithRouter(<Cart {...cartProps} />, { path: '/cart' });
    const line = screen.getByRole('listitem');
    expect(within(line).getByRole('link', { name: 'T-shirt A' })).toBeInTheDocument();
    expect(screen.queryByText('Article offert')).not.toBeInTheDocument();
    expect(line.querySelector('img')?.getAttribute('src')).toBe('/media/photos/abc123-320.webp');
    expect(within(line).getByText('8 000 FCFA')).toBeInTheDocument();
    expect(within(line).getByText('16 000 FCFA')).toBeInTheDocument();
    expect(screen.queryByText(/^1 FCFA$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^2 FCFA$/)).not.toBeInTheDocument();
    // Delivery in Abidjan and the free-delivery threshold, from the zones table.
    expect(
      screen.getByText(
        /Livraison à Abidjan : 1 500 FCFA, offerte en Côte d'Ivoire dès 50 000 FCFA/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Plus que 34 000 FCFA pour la livraison offerte.')).toBeInTheDocument();

    addCartItem({ productId: 'retire', name: 'Ancien', price: 5, size: 'S', image: '/r.svg' });
    expect(await screen.findByText(/Cet article n’est plus au catalogue/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PASSER À LA CAISSE' })).toBeDisabled();
  });

  it('shows the build’s drawing of a product whose picture the page’s data leaves out', () => {
    // The loader sends no picture for a product shown by its drawing: it is found from the id.
    const catalogue = { 't-shirt-b': { price: 6_000, name: 'T-shirt B', sizes: 'M' } };
    addCartItem({
      productId: 't-shirt-b',
      name: 'T-shirt B',
      price: 6_000,
      size: 'M',
      image: '/b.svg',
    });
    const props = { loaderData: { ...loaderData, catalogue } } as unknown as Route.ComponentProps;
    renderWithRouter(<Cart {...props} />, { path: '/cart' });
    const line = screen.getByRole('listitem');
    expect(line.querySelector('img')?.getAttribute('src')).toBe(
      artUrl('products/t-shirt-b-front.svg'),
    );
  });

  it('reads the sizes the page’s data sends in one string one by one: L is not offered by XL', () => {
    const catalogue = { 't-shirt-b': { price: 6_000, name: 'T-shirt B', sizes: 'M XL' } };
    addCartItem({ productId: 't-shirt-b', name: 'T-shirt B', price: 6_000, size: 'L', image: '' });
    const props = { loaderData: { ...loaderData, catalogue } } as unknown as Route.ComponentProps;
    renderWithRouter(<Cart {...props} />, { path: '/cart' });
    expect(
      within(screen.getByRole('listitem')).getByText(/Cette taille n’est plus proposée/),
    ).toBeInTheDocument();
  });

  it('flags a line whose size the product is no longer offered in, and blocks checkout', async () => {
    const line = { productId: 't-shirt-a', name: 'T-shirt A', price: 8_000, image: '/a.svg' };
    addCartItem({ ...line, size: 'M' });
    // XL was offered when it was put in the cart; the owner has since removed it.
    addCartItem({ ...line, size: 'XL' });
    renderWithRouter(<Cart {...cartProps} />, { path: '/cart' });
    const [inM, inXl] = screen.getAllByRole('listitem');
    expect(within(inM!).queryByText(/n’est plus proposée/)).not.toBeInTheDocument();
    const flag = within(inXl!).getByText(/Cette taille n’est plus proposée/);
    expect(inXl).toHaveAttribute('aria-describedby', flag.closest('p')!.id);
    expect(within(inXl!).getByRole('link', { name: 'Choisir une autre taille' })).toHaveAttribute(
      'href',
      '/product/t-shirt-a',
    );
    expect(screen.getByRole('button', { name: 'PASSER À LA CAISSE' })).toBeDisabled();
    expect(screen.getByText(/Certains articles ne sont plus disponibles/)).toBeInTheDocument();
  });
});
