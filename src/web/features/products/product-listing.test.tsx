// @vitest-environment jsdom
import type { Product } from '@shared/catalogue/types.ts';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLiveStock } from '~/lib/cart/live-stock';
import { renderWithRouter } from '~/test/render-with-router';
import { ProductListing } from './product-listing';
import { makeProduct } from './test-fixtures';
import { frenchSpacing } from '@shared/format/typography.ts';

// 30 products: every third one blue, the first ten at 6 000 FCFA and the others at 28 000.
const catalogue: Product[] = Array.from({ length: 30 }, (_, i) =>
  makeProduct({
    id: `t-shirt-${i}`,
    name: `T-shirt n°${i}`,
    price: i < 10 ? 6000 : 28000,
    art: {
      kind: 'tshirt',
      color: i % 3 === 0 ? '#2D3A6B' : '#F2EADB',
      accent: '#000',
      print: 'plain',
    },
  }),
);

function Url() {
  const { search } = useLocation();
  return <output aria-label="adresse">{search}</output>;
}

function renderListing(path: string) {
  return renderWithRouter(
    <>
      <ProductListing products={catalogue} initial={5} step={10} />
      <Url />
    </>,
    { path },
  );
}

const cards = () => within(screen.getAllByRole('list').at(-1)!).getAllByRole('article').length;
const count = () => screen.getByText(/^\d+ produits?$/);

beforeEach(() => {
  // No live stock in these tests: the catalogue's availability stands.
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('hors ligne')));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  setLiveStock({});
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProductListing', () => {
  it('shows a shared filtered link as filtered, with its count, chips and Voir plus over the filtered list', async () => {
    renderListing('/collections/t-shirt?couleur=bleu&tri=prix-decroissant');
    // The filter code is a dynamic import: its first load can take a while on a busy machine.
    expect(
      await screen.findByRole(
        'button',
        { name: frenchSpacing('Retirer : Bleu') },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(count()).toHaveTextContent('10 produits');
    expect(screen.getByRole('button', { name: 'Filtrer et trier (2)' })).toBeInTheDocument();
    expect(cards()).toBe(5);
    // Most expensive first: the blue pieces from n°12 on cost 28 000 FCFA.
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('T-shirt n°12');
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(cards()).toBe(10);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(count()).toHaveTextContent('30 produits');
    // The sort is not a filter: it stays.
    expect(screen.getByRole('status', { name: 'adresse' })).toHaveTextContent(
      '?tri=prix-decroissant',
    );
    expect(cards()).toBe(5);
  });

  it('opens the sheet from the bar; each choice updates the URL, the count and the grid', async () => {
    renderListing('/collections/t-shirt');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Filtrer et trier' }, { timeout: 10_000 }),
    );
    const sheet = await screen.findByRole(
      'dialog',
      { name: 'Filtrer et trier' },
      { timeout: 10_000 },
    );
    await userEvent.click(
      within(sheet).getByRole('radio', { name: frenchSpacing('Moins de 10 000 FCFA') }),
    );
    expect(screen.getByRole('status', { name: 'adresse' })).toHaveTextContent('?prix=0-9999');
    expect(within(sheet).getByRole('button', { name: 'Voir 10 produits' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Bleu' }));
    expect(count()).toHaveTextContent('4 produits');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Voir 4 produits' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cards()).toBe(4);
  });

  it('says so when nothing matches, with a way back', async () => {
    renderListing('/collections/t-shirt?couleur=rose');
    expect(
      await screen.findByText(
        'Aucun produit ne correspond à ces filtres.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(count()).toHaveTextContent('0 produit');
  });

  it('a size filter follows the live stock: a size sold out since the build leaves the list when the levels arrive', async () => {
    renderListing('/collections/t-shirt?taille=M');
    expect(
      await screen.findByRole(
        'button',
        { name: frenchSpacing('Retirer : Taille M') },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // Before the levels: the catalogue says every size is available.
    expect(count()).toHaveTextContent('30 produits');
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('T-shirt n°0');

    act(() => setLiveStock({ 't-shirt-0': { S: 2, M: 0, L: 1, XL: 0 } }));
    expect(count()).toHaveTextContent('29 produits');
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('T-shirt n°1');

    // Levels that change nothing this filter reads leave the list as it is.
    act(() => setLiveStock({ 't-shirt-0': { S: 5, M: 0, L: 1, XL: 0 } }));
    expect(count()).toHaveTextContent('29 produits');
  });
});
