// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCartItems, resetCartForTests } from '~/lib/cart/cart-store';
import { setLiveStock } from '~/lib/cart/live-stock';
import { notify } from '~/lib/toast';
import { makeProduct } from './test-fixtures';
import { ProductCard } from './product-card';
import { renderWithRouter } from '~/test/render-with-router';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const ANONYMOUS = {
  status: 'anonymous',
  user: null,
  hasMfa: false,
  assuranceLevel: 0,
  mfaMethods: [],
  recoveryCodesLeft: 0,
  mfaDemo: false,
  expiresAt: null,
};

function renderCard(product = makeProduct()) {
  return renderWithRouter(<ProductCard product={product} />);
}

beforeEach(() => {
  localStorage.clear();
  resetCartForTests();
  vi.mocked(notify).mockClear();
  // The live stock is set by hand below; the request the cards start never answers. The session
  // is read when a heart is tapped: nobody is signed in.
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url === '/api/auth/session'
        ? Promise.resolve(Response.json(ANONYMOUS))
        : new Promise<Response>(() => {}),
    ),
  );
  setLiveStock({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductCard', () => {
  it("a card of the listing's first row asks for its picture first: the page's largest paint", () => {
    renderWithRouter(<ProductCard product={makeProduct()} eager />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    cleanup();
    renderCard();
    expect(document.querySelector('img')).not.toHaveAttribute('fetchpriority');
  });

  it('shows name, price, struck old price and links to the product page', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'T-shirt Test' });
    expect(link).toHaveAttribute('href', '/product/t-shirt-test');
    expect(screen.getByText('6 000 FCFA')).toBeInTheDocument();
    expect(screen.getByText('8 000 FCFA')).toHaveClass('line-through');
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '500');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('adds at once when a single size is available, with a 2 s toast and Voir le panier', async () => {
    const product = makeProduct({
      sizes: [
        { name: 'S', available: false },
        { name: 'M', available: false },
        { name: 'L', available: true },
        { name: 'XL', available: false },
      ],
    });
    renderCard(product);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter T-shirt Test au panier' }));
    expect(getCartItems()).toEqual([
      expect.objectContaining({ productId: 't-shirt-test', size: 'L', quantity: 1, price: 6000 }),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Produit ajouté', duration: 2000, viewCart: true }),
    );
  });

  it('asks for the size with the size picker when several are available, never picking one itself', async () => {
    const product = makeProduct({
      sizes: [
        { name: 'S', available: false },
        { name: 'M', available: true },
        { name: 'L', available: true },
        { name: 'XL', available: true },
      ],
    });
    renderCard(product);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter T-shirt Test au panier' }));
    const picker = await screen.findByRole('dialog', { name: 'Choisir une taille' });
    expect(getCartItems()).toEqual([]);
    expect(within(picker).getByText(/T-shirt Test · 6\s000 FCFA/)).toBeInTheDocument();
    expect(
      within(picker).getByRole('button', { name: /taille S \(indisponible\)/ }),
    ).toBeDisabled();
    await userEvent.click(within(picker).getByRole('button', { name: 'Ajouter en taille XL' }));
    expect(getCartItems()).toEqual([expect.objectContaining({ size: 'XL', quantity: 1 })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Produit ajouté', duration: 2000 }),
    );
  });

  it('offers no quick-add for an out-of-stock product and marks it Épuisé', () => {
    renderCard(makeProduct({ inStock: false }));
    expect(screen.queryByRole('button', { name: /au panier/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Badges' })).getByText('Épuisé'),
    ).toBeInTheDocument();
  });

  it('shows the Nouveau and Édition limitée badges only when they apply', () => {
    const { unmount } = renderCard(makeProduct({ isNew: true, isLimited: true }));
    const badges = within(screen.getByRole('list', { name: 'Badges' }));
    expect(badges.getByText('Nouveau')).toBeInTheDocument();
    expect(badges.getByText('Édition limitée')).toBeInTheDocument();
    unmount();
    renderCard(makeProduct());
    expect(screen.queryByRole('list', { name: 'Badges' })).not.toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in before adding a favourite', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter T-shirt Test aux favoris' }));
    // The favourites code loads with the first tap, then asks the server who is signed in.
    await vi.waitFor(
      () =>
        expect(notify).toHaveBeenCalledWith({
          title: 'Connexion requise',
          description: 'Vous devez être connecté pour ajouter des favoris',
          variant: 'destructive',
          // The toast's own way to sign in.
          action: { label: 'Se connecter', onClick: expect.any(Function) },
        }),
      // Two dynamic imports and a session read: more than waitFor's default second on a busy machine.
      { timeout: 5_000 },
    );
    expect(getCartItems()).toEqual([]);
  });

  it('counts only the sizes the live stock still has: one left is added at once', async () => {
    renderCard();
    act(() => setLiveStock({ 't-shirt-test': { S: 0, M: 0, L: 4, XL: 0 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter T-shirt Test au panier' }));
    expect(getCartItems()).toEqual([expect.objectContaining({ size: 'L', quantity: 1 })]);
  });

  it('loses its quick-add once every size has sold out since the build', () => {
    renderCard();
    const quickAdd = screen.getByRole('button', { name: 'Ajouter T-shirt Test au panier' });
    act(() => setLiveStock({ 't-shirt-test': { S: 0, M: 0, L: 0, XL: 0 } }));
    expect(quickAdd).not.toBeInTheDocument();
  });
});
