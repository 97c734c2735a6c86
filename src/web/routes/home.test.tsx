// @vitest-environment jsdom
import { SAMPLE_CATEGORIES } from '@shared/catalogue/categories.ts';
import { fixedCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import type { Category, Product } from '@shared/catalogue/types.ts';
import { SAMPLE_CONTENT } from '@shared/content/sample-content.ts';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstParagraph } from '~/features/info/owner-text';
import { homePageData } from '~/features/products/home-page-data';
import { makeProduct } from '~/features/products/test-fixtures';
import { withoutServer } from '~/test/no-server';
import { renderWithRouter } from '~/test/render-with-router';
import type { Route } from './+types/home';
import Home from './home';

/** Three products in each of her listings, in her order. */
const catalogue = (categories: readonly Category[]): Product[] =>
  categories
    .filter((c) => c.kind === 'products')
    .flatMap((c) =>
      [1, 2, 3].map((n) =>
        makeProduct({
          id: `${c.id}-${n}`,
          name: `${c.name} ${n}`,
          category: c.id,
          isLimited: c.id === 'limited-edition' || undefined,
        }),
      ),
    );

function renderHome(categories: readonly Category[], about = '') {
  const loaderData = {
    ...homePageData(fixedCatalogue(catalogue(categories), categories), SAMPLE_CONTENT),
    about,
  };
  const props = { loaderData } as unknown as Route.ComponentProps;
  return renderWithRouter(<Home {...props} />);
}

const withCategory = (id: string, change: Partial<Category>) =>
  SAMPLE_CATEGORIES.map((c) => (c.id === id ? { ...c, ...change } : c));
const hrefs = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('the home page follows her categories', () => {
  withoutServer();

  it('shows the limited-edition block under her name for it, linking to it', () => {
    const { container } = renderHome(withCategory('limited-edition', { name: 'Pièces uniques' }));
    expect(screen.getByRole('heading', { name: 'PIÈCES UNIQUES' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tout\u202f: Pièces uniques' })).toHaveAttribute(
      'href',
      '/collections/limited-edition',
    );
    expect(container.textContent).not.toMatch(/ÉDITION LIMITÉE|collection limitée/);
  });

  it('drops the limited-edition block while she hides that category, or once it is gone', () => {
    for (const categories of [
      withCategory('limited-edition', { hidden: true }),
      SAMPLE_CATEGORIES.filter((c) => c.id !== 'limited-edition'),
    ]) {
      const { container } = renderHome(categories);
      expect(screen.queryByRole('heading', { name: /^Édition limitée$/i })).toBeNull();
      expect(hrefs(container)).not.toContain('/collections/limited-edition');
      cleanup();
    }
  });

  it('links looks only to shown categories, and shows them only while the gallery is shown', () => {
    const { container } = renderHome(withCategory('pull', { hidden: true }));
    expect(screen.getByRole('heading', { name: 'Collection animée' })).toBeInTheDocument();
    expect(hrefs(container)).not.toContain('/collections/pull');
    cleanup();

    renderHome(withCategory('spring-summer', { hidden: true }));
    expect(screen.queryByRole('heading', { name: 'Collection animée' })).toBeNull();
  });

  it('picks the popular products from her categories, in her order', () => {
    const robes: Category = {
      id: 'robes-d-ete',
      name: 'Robes d’été',
      kind: 'products',
      hidden: false,
    };
    const mine = [robes, ...withCategory('t-shirt', { hidden: true })];
    renderHome(mine);
    const popular = screen
      .getByRole('heading', { name: 'Produits populaires' })
      .closest('section')!;
    const names = [...popular.querySelectorAll('h3')].map((h) => h.textContent);
    expect(names).toEqual([
      'Robes d’été 1',
      'Pulls 1',
      'Complets 1',
      'Shorts 1',
      'Tops 1',
      'T-Shirts Personnalisés 1',
    ]);
  });

  it('shows the first paragraph of her about text under the shop’s name, and no block without one', () => {
    const about = firstParagraph(SAMPLE_CONTENT.about, {
      freeDeliveryFrom: 50_000,
      waveNumber: '',
    });
    expect(about).toMatch(/^LAGUNE commence en 2019/);
    renderHome(SAMPLE_CATEGORIES, about);
    const block = screen.getByRole('heading', { name: 'À propos de LAGUNE' }).closest('section')!;
    expect(block.textContent).toContain(about);
    expect(block.querySelector('a')).toHaveAttribute('href', '/about');
    cleanup();

    const { container } = renderHome(SAMPLE_CATEGORIES, '');
    expect(screen.queryByRole('heading', { name: /À propos/ })).toBeNull();
    expect(container.textContent).not.toMatch(/lagune Ébrié/);
  });
});
