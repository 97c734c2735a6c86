// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCartItems, resetCartForTests } from '~/lib/cart/cart-store';
import { setLiveStock } from '~/lib/cart/live-stock';
import { notify } from '~/lib/toast';
import { makeProduct } from './test-fixtures';
import { ProductDetail } from './product-detail';
import { renderWithRouter } from '~/test/render-with-router';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const partlyAvailable = makeProduct({
  sizes: [
    { name: 'S', available: false },
    { name: 'M', available: true },
    { name: 'L', available: true },
    { name: 'XL', available: false },
  ],
});

function renderDetail(product = partlyAvailable) {
  return renderWithRouter(<ProductDetail product={product} />);
}

beforeEach(() => {
  localStorage.clear();
  resetCartForTests();
  vi.mocked(notify).mockClear();
  // The live stock is set by hand below; the request the page starts never answers.
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

describe('ProductDetail', () => {
  it('preselects the first available size and disables unavailable ones', () => {
    renderDetail();
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^S/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^XL/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'L' })).toBeEnabled();
  });

  it('adds the chosen size and quantity to the cart with the success toast', async () => {
    renderDetail();
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(getCartItems()).toEqual([
      expect.objectContaining({ productId: 't-shirt-test', size: 'L', quantity: 3 }),
    ]);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Produit ajouté' }));
  });

  it('keeps the quantity at 1 or more', async () => {
    renderDetail();
    const minus = screen.getByRole('button', { name: 'Diminuer la quantité' });
    expect(minus).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('asks for a size when none is available to pick', async () => {
    renderDetail(makeProduct({ sizes: [{ name: 'S', available: false }] }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(getCartItems()).toEqual([]);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        description: 'Veuillez sélectionner une taille',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez sélectionner une taille');
  });

  it('shows an out-of-stock product as Épuisé with the button disabled', () => {
    renderDetail(makeProduct({ inStock: false }));
    expect(screen.getByRole('button', { name: 'Épuisé' })).toBeDisabled();
    expect(screen.getByText(/Produit indisponible/)).toHaveTextContent(
      'ce produit est actuellement épuisé',
    );
  });

  it('switches between front and back views', async () => {
    renderDetail();
    const back = screen.getByRole('button', { name: 'Dos' });
    await userEvent.click(back);
    expect(back).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: /vue de dos/ })).toHaveAttribute(
      'src',
      '/generated/products/t-shirt-test-back.svg',
    );
  });

  it('disables a size sold out since the build and moves the choice to one still in stock', () => {
    renderDetail();
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    act(() => setLiveStock({ 't-shirt-test': { S: 0, M: 0, L: 2, XL: 0 } }));
    expect(screen.getByRole('radio', { name: /^M/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^M\s*\(indisponible\)$/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
  });

  it('turns into Épuisé when no size has a unit left', async () => {
    renderDetail();
    act(() => setLiveStock({ 't-shirt-test': { S: 0, M: 0, L: 0, XL: 0 } }));
    expect(screen.getByRole('button', { name: 'Épuisé' })).toBeDisabled();
    expect(screen.getByText(/Produit indisponible/)).toBeInTheDocument();
  });
});
