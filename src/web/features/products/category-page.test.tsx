// @vitest-environment jsdom
import {
  PAGINATION,
  paginationOf,
  SAMPLE_CATEGORIES,
  productsInCategory,
  type ProductCategoryId,
} from '@shared/catalogue/categories.ts';
import { fixedCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import type { Product } from '@shared/catalogue/types.ts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { makeProduct } from './test-fixtures';
import { CategoryPage } from './category-page';
import { categoryPageData as pageData } from './category-page-data';
import { renderWithRouter } from '~/test/render-with-router';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

/** A sample category's page over `list`. */
function categoryPageData(id: string, list: readonly Product[]) {
  return pageData(
    SAMPLE_CATEGORIES.find((c) => c.id === id)!,
    fixedCatalogue(list),
  );
}

const PREFIX: Record<ProductCategoryId, string> = {
  't-shirt': 't-shirt-',
  pull: 'pull-',
  complet: 'complet-lagune-',
  short: 'short-',
  top: 'top-',
  'custom-tshirt': 't-shirt-custom-',
  'limited-edition': 't-shirt-limited-',
};

/** 25 products per category, so every page has several 'Voir plus' steps. */
const catalogue: Product[] = (Object.keys(PREFIX) as ProductCategoryId[]).flatMap((id) =>
  Array.from({ length: 25 }, (_, i) =>
    makeProduct({
      id: `${PREFIX[id]}${i}`,
      name: `${id} n°${i}`,
      isLimited: id === 'limited-edition' || undefined,
    }),
  ),
);

function gridCount() {
  // The first list on the page is the category's product grid.
  return within(screen.getAllByRole('list')[0]!).getAllByRole('article').length;
}

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(cleanup);

describe('CategoryPage pagination', () => {
  for (const id of Object.keys(PAGINATION) as ProductCategoryId[]) {
    const { initial, step } = paginationOf(id);
    it(`${id}: shows ${initial}, then ${step} more per 'Voir plus' until all 25 are shown`, async () => {
      renderWithRouter(<CategoryPage {...categoryPageData(id, catalogue)} />);
      const total = productsInCategory(catalogue, id).length;
      expect(total).toBe(25);
      expect(gridCount()).toBe(initial);
      let expected = initial;
      while (expected < total) {
        await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
        expected = Math.min(total, expected + step);
        expect(gridCount()).toBe(expected);
      }
      expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    });
  }

  it("announces more pulls with the 'Chargement de produits' toast", async () => {
    renderWithRouter(<CategoryPage {...categoryPageData('pull', catalogue)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Chargement de produits',
      description: 'Plus de pulls ont été chargés',
    });
  });

  it('hides Voir plus when the category fits in the first page, and lists the other categories', () => {
    renderWithRouter(
      <CategoryPage
        {...categoryPageData(
          'short',
          catalogue
            .filter((p) => !p.id.startsWith('short-'))
            .concat(makeProduct({ id: 'short-1' })),
        )}
      />,
    );
    expect(gridCount()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    const others = within(screen.getByRole('region', { name: 'Autres catégories' }));
    expect(others.queryByRole('link', { name: /Shorts/ })).not.toBeInTheDocument();
    expect(others.getByRole('link', { name: /Collection Printemps\/Été/ })).toHaveAttribute(
      'href',
      '/collections/spring-summer',
    );
  });

  it('shows the limited-edition promo with 3 products on the t-shirt page only', () => {
    renderWithRouter(<CategoryPage {...categoryPageData('t-shirt', catalogue)} />);
    const promo = within(screen.getByRole('region', { name: 'ÉDITION LIMITÉE' }));
    expect(promo.getAllByRole('article')).toHaveLength(3);
    expect(promo.getByRole('link', { name: 'Voir plus' })).toHaveAttribute(
      'href',
      '/collections/limited-edition',
    );
    expect(promo.getByRole('link', { name: 'Voir tout\u202f: Édition Limitée' })).toHaveAttribute(
      'href',
      '/collections/limited-edition',
    );
  });
});
