// @vitest-environment jsdom
import { products } from '@shared/catalogue/products.ts';
import { buildSearchIndex, findProducts, loadSearchIndex } from '@shared/search/search-index.ts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '~/test/render-with-router';
import HeaderSearch from './header-search';

// The real index over the real catalogue, without the network (the browser fetches it).
vi.mock('~/features/search/search-engine', () => {
  const file = buildSearchIndex(products);
  const search = loadSearchIndex(file);
  const byId = new Map(file.products.map((p) => [p.id, p]));
  return {
    productSearch: () => Promise.resolve({ find: (q: string) => findProducts(search, byId, q) }),
  };
});

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="page">{pathname + search}</output>;
}

afterEach(cleanup);

function renderSearch() {
  renderWithRouter(
    <header className="relative">
      <HeaderSearch iconClass="" />
      <Where />
    </header>,
  );
  return screen.getByRole('combobox', { name: 'Rechercher' });
}

describe('HeaderSearch', () => {
  it('is a plain GET form to /recherche before it is used', () => {
    const field = renderSearch();
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field.closest('form')).toHaveAttribute('action', '/recherche');
  });

  it('suggests the Marinière for « marinere », moves with the arrows and opens it with Enter', async () => {
    const field = renderSearch();
    await userEvent.type(field, 'marinere');
    const option = await screen.findByRole(
      'option',
      { name: /T-shirt Marinière Plateau/ },
      { timeout: 10_000 },
    );
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(
      screen.getByRole('option', {
        name: /^Voir (le résultat|les \d+ résultats) pour «\smarinere\s»$/,
      }),
    ).toBeVisible();

    await userEvent.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent(
      '/product/t-shirt-mariniere-plateau',
    );
  });

  it('leads to /recherche?q=… with Enter, and the last option says how many products match', async () => {
    const field = renderSearch();
    await userEvent.type(field, 'pul');
    expect(
      await screen.findByRole(
        'option',
        { name: /^Voir les \d+ résultats pour «\spul\s»$/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('option')[0]).toHaveTextContent(/^Pull/);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('/recherche?q=pul');
  });
});
