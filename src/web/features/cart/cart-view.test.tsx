// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { addCartItem, getCartItems, resetCartForTests } from '~/lib/cart/cart-store';
import { setLiveStock } from '~/lib/cart/live-stock';
import type { CartLineIssues } from '~/lib/stock/line-stock';
import { CartView } from './cart-view';
import { renderWithRouter } from '~/test/render-with-router';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

function renderCart(props: { onCheckout?: () => void; issues?: CartLineIssues } = {}) {
  return renderWithRouter(<CartView {...props} />);
}

beforeEach(() => {
  localStorage.clear();
  resetCartForTests();
  vi.mocked(notify).mockClear();
  // The live stock is set by hand below; the request the cart starts never answers.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  setLiveStock({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function addLines() {
  addCartItem({ productId: 'pull-a', name: 'Pull A', price: 28000, size: 'M', image: '/a.svg' });
  addCartItem({
    productId: 't-shirt-b',
    name: 'T-shirt B',
    price: 6000,
    size: 'L',
    image: '/b.svg',
    quantity: 3,
  });
}

describe('CartView', () => {
  it('shows the empty message with a link back to the shop', () => {
    renderCart();
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/');
  });

  it('lists lines, changes quantities without going below 1 and shows the subtotal', async () => {
    addCartItem({ productId: 'pull-a', name: 'Pull A', price: 28000, size: 'M', image: '/a.svg' });
    addCartItem({
      productId: 't-shirt-b',
      name: 'T-shirt B',
      price: 6000,
      size: 'L',
      image: '/b.svg',
      quantity: 2,
    });
    renderCart();
    expect(screen.getByText('40 000 FCFA', { selector: 'dd' })).toBeInTheDocument();
    const [minusA] = screen.getAllByRole('button', { name: 'Diminuer la quantité' });
    expect(minusA).toBeDisabled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Augmenter la quantité' })[0]!);
    expect(getCartItems()[0]?.quantity).toBe(2);
    expect(screen.getByText('68 000 FCFA', { selector: 'dd' })).toBeInTheDocument();
  });

  it('removes a line and empties the cart with the Panier vidé toast', async () => {
    addCartItem({ productId: 'pull-a', name: 'Pull A', price: 28000, size: 'M', image: '/a.svg' });
    addCartItem({
      productId: 't-shirt-b',
      name: 'T-shirt B',
      price: 6000,
      size: 'L',
      image: '/b.svg',
    });
    renderCart();
    await userEvent.click(
      screen.getByRole('button', { name: 'Retirer Pull A (taille M) du panier' }),
    );
    expect(getCartItems().map((i) => i.productId)).toEqual(['t-shirt-b']);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Produit retiré' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vider le panier' }));
    expect(getCartItems()).toEqual([]);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Panier vidé' }));
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument();
  });

  it('follows a cart changed elsewhere (another tab or the header)', () => {
    renderCart();
    act(() => {
      addCartItem({
        productId: 'short-c',
        name: 'Short C',
        price: 7000,
        size: 'S',
        image: '/c.svg',
      });
    });
    expect(screen.getByRole('link', { name: 'Short C' })).toHaveAttribute(
      'href',
      '/product/short-c',
    );
  });

  it('offers PASSER À LA CAISSE only with a non-empty cart, and opens the checkout with it', async () => {
    const onCheckout = vi.fn();
    const { unmount } = renderCart({ onCheckout });
    expect(screen.queryByRole('button', { name: /passer à la caisse/i })).not.toBeInTheDocument();
    unmount();
    addLines();
    renderCart({ onCheckout });
    expect(screen.getByText("Calculée à l'étape suivante")).toBeInTheDocument();
    const checkout = screen.getByRole('button', { name: 'PASSER À LA CAISSE' });
    await userEvent.click(checkout);
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('flags a line whose size sold out or runs short, and blocks checkout until it is changed or removed', async () => {
    addLines();
    renderCart({ onCheckout: vi.fn() });
    const checkout = screen.getByRole('button', { name: 'PASSER À LA CAISSE' });
    expect(checkout).toBeEnabled();

    act(() => setLiveStock({ 'pull-a': { M: 0 }, 't-shirt-b': { L: 2 } }));
    const pull = screen.getByRole('listitem', { description: /Épuisé dans cette taille/ });
    expect(within(pull).getByRole('link', { name: 'Pull A' })).toBeInTheDocument();
    expect(within(pull).getByRole('link', { name: 'Choisir une autre taille' })).toHaveAttribute(
      'href',
      '/product/pull-a',
    );
    const tshirt = screen.getByRole('listitem', {
      description: /Plus que 2 en stock dans cette taille/,
    });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(/modifiez-les ou retirez-les/);

    // Down to the 2 units left: that line is fine again.
    await userEvent.click(within(tshirt).getByRole('button', { name: 'Diminuer la quantité' }));
    expect(screen.queryByText(/Plus que 2 en stock/)).not.toBeInTheDocument();
    expect(checkout).toBeDisabled();
    await userEvent.click(
      screen.getByRole('button', { name: 'Retirer Pull A (taille M) du panier' }),
    );
    expect(screen.queryByText(/Épuisé dans cette taille/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PASSER À LA CAISSE' })).toBeEnabled();
  });

  it('stops the + at the units left and says why', async () => {
    addLines();
    renderCart({ onCheckout: vi.fn() });
    act(() => setLiveStock({ 'pull-a': { M: 3 }, 't-shirt-b': { L: 4 } }));
    const tshirt = screen.getByRole('group', { name: 'Quantité de T-shirt B' });
    const more = within(tshirt).getByRole('button', { name: 'Augmenter la quantité' });
    expect(more).toBeEnabled();
    await userEvent.click(more);
    expect(getCartItems()[1]!.quantity).toBe(4);
    expect(more).toBeDisabled();
    expect(more).toHaveAccessibleDescription(
      'Les 4 pièces restantes en taille L sont dans votre panier',
    );
    await userEvent.click(more);
    expect(getCartItems()[1]!.quantity).toBe(4);
    // The last units are said before the + stops.
    const pull = screen.getByRole('group', { name: 'Quantité de Pull A' });
    expect(
      within(pull).getByRole('button', { name: 'Augmenter la quantité' }),
    ).toHaveAccessibleDescription('Plus que 3 pièces en taille M');
    expect(screen.getByRole('button', { name: 'PASSER À LA CAISSE' })).toBeEnabled();
  });

  it('shows a refusal of the server on its line until the shopper changes that line', async () => {
    addLines();
    const [, tshirt] = getCartItems();
    const message = 'Stock insuffisant : « T-shirt B » en taille L, il n’en reste que 1.';
    renderCart({ onCheckout: vi.fn(), issues: { [tshirt!.id]: { message, quantity: 3 } } });
    expect(screen.getByText(message, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PASSER À LA CAISSE' })).toBeDisabled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Diminuer la quantité' })[1]!);
    expect(screen.queryByText(message, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PASSER À LA CAISSE' })).toBeEnabled();
  });
});
