// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rootHydrated } from '~/lib/hydrated-mark';
import { getCartItems, resetCartForTests } from '~/lib/cart/cart-store';
import { setLiveStock } from '~/lib/cart/live-stock';
import { notify } from '~/lib/toast';
import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import { deliveryNote, deliveryRatesOf } from '@shared/domain/delivery.ts';
import { makeProduct } from './test-fixtures';
import { ProductDetail } from './product-detail';
import { renderWithRouter } from '~/test/render-with-router';
import { frenchSpacing } from '@shared/format/typography.ts';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const partlyAvailable = makeProduct({
  sizes: [
    { name: 'S', available: false },
    { name: 'M', available: true },
    { name: 'L', available: true },
    { name: 'XL', available: false },
  ],
});

/** A product with the owner's photos, in this order, each with its alt text ('' when none). */
function withPhotos(...alts: string[]) {
  const names = ['orange', 'noir', 'sarcelle'];
  const gallery = alts.map((alt, i) => {
    const name = alt ? alt.split(/[ ,]/)[0]!.toLowerCase() : names[i]!;
    const set = (ext: string) =>
      [320, 1280].map((w) => `/media/photos/${name}-${w}.${ext} ${w}w`).join(', ');
    return {
      avif: set('avif'),
      webp: set('webp'),
      jpeg: set('jpg'),
      src: `/media/photos/${name}-800.jpg`,
      width: 1280,
      height: 1600,
      alt,
    };
  });
  return makeProduct({
    images: { front: gallery[0]!.src, back: gallery.at(-1)!.src },
    photos: { front: gallery[0]!, back: gallery.at(-1)! },
    gallery,
  });
}

function renderDetail(product = partlyAvailable) {
  return renderWithRouter(<ProductDetail product={product} />);
}

// The page is live, as it is when a shopper swipes its gallery: its other photos are shown.
beforeAll(async () => {
  rootHydrated();
  await new Promise((resolve) => setTimeout(resolve));
});

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
  // jsdom lays nothing out and has no Element.scrollTo; the gallery scrolls its strip with it.
  Element.prototype.scrollTo = vi.fn();
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

  it('puts the quantity back to 1 after adding, and says Produit mis à jour for the same size again', async () => {
    renderDetail();
    await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    expect(screen.getByRole('status')).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Produit ajouté', duration: 3000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(getCartItems()).toEqual([expect.objectContaining({ size: 'M', quantity: 3 })]);
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Produit mis à jour',
        description: frenchSpacing('T-shirt Test (taille M) : 3 dans votre panier.'),
        duration: 3000,
      }),
    );
    // Another size is another line: added, not updated.
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Produit ajouté' }));
  });

  it('has a buy bar with the price, the chosen size and the add button', async () => {
    renderDetail();
    const bar = document.querySelector<HTMLElement>('[data-buy-bar]')!;
    expect(bar).toHaveClass('sticky', 'bottom-0');
    expect(within(bar).getByText('6 000 FCFA')).toBeInTheDocument();
    expect(within(bar).getByText('Taille M')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(within(bar).getByText('Taille L')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Ajouter au panier' }));
    expect(getCartItems()).toEqual([expect.objectContaining({ size: 'L', quantity: 1 })]);
  });

  it('shows the notes it is given under the button (delivery, returns)', () => {
    renderWithRouter(
      <ProductDetail
        product={partlyAvailable}
        notes={[
          { icon: 'truck', text: deliveryNote(deliveryRatesOf(DEFAULT_SHOP_SETTINGS)) },
          { icon: 'rotate-ccw', text: 'Retours faciles sous 30 jours.' },
        ]}
      />,
    );
    expect(
      screen.getByText(
        /^Livraison à Abidjan : 1\s500 FCFA \(1-2 jours ouvrables\), offerte en Côte d'Ivoire dès 50\s000 FCFA d'achat\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Retours faciles sous 30 jours.')).toBeInTheDocument();
  });

  it('opens the zoom view on a tap on the picture, on the side shown', async () => {
    renderDetail();
    await userEvent.click(screen.getByRole('img', { name: /vue de dos/ }));
    const zoom = await screen.findByRole('dialog', { name: 'T-shirt Test' });
    const picture = within(zoom).getByRole('img', { name: /vue de dos/ });
    expect(picture).toHaveClass('w-full');
    await userEvent.click(picture);
    expect(picture).toHaveClass('w-[200%]');
    expect(within(zoom).getByRole('button', { name: 'Zoomer ×2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(zoom).getByRole('button', { name: 'Devant' }));
    expect(within(zoom).getByRole('img', { name: /vue de face/ })).toBeInTheDocument();
    await userEvent.click(within(zoom).getByRole('button', { name: 'Fermer le zoom' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows every photo the owner uploaded in her order, with a lazy thumbnail each', async () => {
    renderDetail(withPhotos('Orange, de face', 'Noir, porté', ''));
    const strip = screen.getByRole('region', { name: 'Photos du produit' });
    const pictures = within(strip).getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual([
      'Orange, de face',
      'Noir, porté',
      'T-shirt Test, photo 3 sur 3',
    ]);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
    expect(strip.querySelectorAll('source[type="image/avif"]')).toHaveLength(3);
    const thumbs = within(screen.getByRole('group', { name: 'Vue du produit' })).getAllByRole(
      'button',
    );
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Photo 1 sur 3',
      'Photo 2 sur 3',
      'Photo 3 sur 3',
    ]);
    for (const thumb of thumbs)
      expect(thumb.querySelector('img')).toHaveAttribute('loading', 'lazy');
    await userEvent.click(thumbs[2]!);
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Dos' })).not.toBeInTheDocument();
  });

  it('shows a single photo once, with no Devant/Dos to switch', () => {
    renderDetail(withPhotos('Seule photo'));
    const strip = screen.getByRole('region', { name: 'Photos du produit' });
    expect(within(strip).getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Dos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Vue du produit' })).not.toBeInTheDocument();
  });

  it('pages through her photos in the zoom, from the one tapped', async () => {
    renderDetail(withPhotos('Orange', 'Noir', 'Sarcelle'));
    await userEvent.click(screen.getByRole('img', { name: 'Noir' }));
    const zoom = await screen.findByRole('dialog', { name: 'T-shirt Test' });
    const shown = () => within(zoom).getByRole('region', { name: 'Photo agrandie' });
    expect(within(shown()).getByRole('img')).toHaveAttribute('alt', 'Noir');
    expect(zoom).toHaveTextContent('2 / 3');
    const next = within(zoom).getByRole('button', { name: 'Photo suivante' });
    await userEvent.click(next);
    expect(within(shown()).getByRole('img')).toHaveAttribute('alt', 'Sarcelle');
    expect(shown().querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/photos/sarcelle-1280.avif'),
    );
    expect(next).toBeDisabled();
    await userEvent.click(within(zoom).getByRole('button', { name: 'Photo précédente' }));
    await userEvent.click(within(zoom).getByRole('button', { name: 'Photo précédente' }));
    expect(within(shown()).getByRole('img')).toHaveAttribute('alt', 'Orange');
    expect(within(zoom).getByRole('button', { name: 'Photo précédente' })).toBeDisabled();
    expect(within(zoom).queryByRole('button', { name: 'Dos' })).not.toBeInTheDocument();
  });

  it('stops the quantity at the units left of the chosen size, and says when few are left', async () => {
    renderDetail();
    act(() => setLiveStock({ [partlyAvailable.id]: { M: 3, L: 1 } }));
    expect(screen.getByText('Plus que 3 pièces en taille M')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Augmenter la quantité' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(more).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(getCartItems()).toEqual([expect.objectContaining({ size: 'M', quantity: 3 })]);

    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('Dernière pièce en taille L')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
  });

  it('does what a buy form sent before hydration asked (?ajouter=1&taille=L&quantite=2), once', async () => {
    renderWithRouter(<ProductDetail product={partlyAvailable} />, {
      path: `/product/${partlyAvailable.id}?ajouter=1&taille=L&quantite=2`,
    });
    expect(getCartItems()).toEqual([expect.objectContaining({ size: 'L', quantity: 2 })]);
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Produit ajouté' }));
  });

  it('asks for the size when a card’s + tapped before hydration left several to choose from', () => {
    renderWithRouter(<ProductDetail product={partlyAvailable} />, {
      path: `/product/${partlyAvailable.id}?ajouter=1`,
    });
    expect(getCartItems()).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez sélectionner une taille');
  });
});
