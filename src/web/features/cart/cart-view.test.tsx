// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { addCartItem, getCartItems, resetCartForTests } from '~/lib/cart/cart-store';
import { CartView } from './cart-view';
import { renderWithRouter } from '~/test/render-with-router';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

function renderCart() {
  return renderWithRouter(<CartView />);
}

beforeEach(() => {
  localStorage.clear();
  resetCartForTests();
  vi.mocked(notify).mockClear();
});
afterEach(cleanup);

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
});
