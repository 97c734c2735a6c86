// @vitest-environment jsdom
import { SAMPLE_CATEGORIES } from '@shared/catalogue/categories.ts';
import { fixedCatalogue } from '@shared/catalogue/storefront-catalogue.ts';
import type { Category, Product } from '@shared/catalogue/types.ts';
import { productSummary } from '@shared/catalogue/types.ts';
import type { ContentLook } from '@shared/content/shop-content.ts';
import { SAMPLE_CONTENT } from '@shared/content/sample-content.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionTiles } from '~/features/products/collection-tiles';
import { makeProduct } from '~/features/products/test-fixtures';
import { withoutServer } from '~/test/no-server';
import { renderWithRouter } from '~/test/render-with-router';
import type { Route } from './+types/collections';
import Collections from './collections';

/** `count` products of hers in `category`, the first with a photo. */
const productsIn = (category: string, count: number): Product[] =>
  Array.from({ length: count }, (_, i) =>
    makeProduct({
      id: `${category}-${i + 1}`,
      name: `${category} ${i + 1}`,
      category,
      isLimited: category === 'limited-edition' || undefined,
    }),
  );

const shop = [
  ...productsIn('pull', 14),
  ...productsIn('t-shirt', 3),
  ...productsIn('limited-edition', 1),
  ...productsIn('short', 5),
];

function renderCollections(
  categories: readonly Category[] = SAMPLE_CATEGORIES,
  looks: readonly ContentLook[] = SAMPLE_CONTENT.looks,
  products: readonly Product[] = shop,
) {
  const catalogue = fixedCatalogue(products, categories);
  const loaderData = {
    collections: collectionTiles(catalogue, looks),
    products: products.map(productSummary),
  };
  const props = { loaderData } as unknown as Route.ComponentProps;
  return renderWithRouter(<Collections {...props} />);
}

/** Each tile's link and the words it shows. */
function tiles() {
  const list = screen.getAllByRole('list')[0]!;
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('href'), link.textContent]);
}

describe('/collections counts what each collection shows', () => {
  withoutServer();

  it('shows the number of her products in each category and of the looks in the gallery', () => {
    renderCollections();
    expect(tiles()).toEqual([
      ['/collections/spring-summer', `Collection Été${SAMPLE_CONTENT.looks.length} looks`],
      ['/collections/pull', 'Collection Hiver14 produits'],
      ['/collections/limited-edition', 'Édition Limitée1 produit'],
      ['/collections/t-shirt', 'Essentiels3 produits'],
    ]);
  });

  it('takes each picture from what the tile opens: the first product, the first look', () => {
    const { container } = renderCollections();
    const pictures = [...container.querySelectorAll('ul')[0]!.querySelectorAll('img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(pictures).toEqual([
      expect.stringContaining('looks/look-1.svg'),
      '/generated/products/pull-1-front.svg',
      '/generated/products/limited-edition-1-front.svg',
      '/generated/products/t-shirt-1-front.svg',
    ]);
  });

  it('has no tile for a category she hides, nor for one with nothing to show', () => {
    const categories = SAMPLE_CATEGORIES.map((c) => (c.id === 'pull' ? { ...c, hidden: true } : c));
    renderCollections(
      categories,
      [],
      shop.filter((p) => p.category !== 't-shirt'),
    );
    expect(tiles()).toEqual([['/collections/limited-edition', 'Édition Limitée1 produit']]);
  });

  it('draws a tile whose looks have no picture in the lagoon colour, not a broken image', () => {
    const looks = SAMPLE_CONTENT.looks.map((look) => ({ ...look, picture: null }));
    const { container } = renderCollections(SAMPLE_CATEGORIES, looks);
    const summer = screen.getByRole('link', { name: /Collection Été/ });
    expect(summer.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('ul')[0]!.querySelectorAll('img')).toHaveLength(3);
  });
});
