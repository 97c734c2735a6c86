import { describe, expect, it } from 'vitest';
import {
  CATEGORY_IDS,
  categoryOfProduct,
  LISTING,
  PAGINATION,
  paginationOf,
  limitedProducts,
  newProducts,
  popularProducts,
  productsInCategory,
  SAMPLE_CATEGORIES,
  type ProductCategoryId,
} from './categories.ts';
import { productImages, products } from './products.ts';
import type { Category, Product } from './types.ts';

const PRODUCT_CATEGORIES = Object.keys(PAGINATION) as ProductCategoryId[];
const ids = (list: Product[]) => list.map((p) => p.id);

/** A minimal product for crafted lists. */
function make(id: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    name: id,
    description: 'Produit de test.',
    price: 6000,
    sizes: [
      { name: 'S', available: true },
      { name: 'M', available: true },
      { name: 'L', available: true },
      { name: 'XL', available: true },
    ],
    images: productImages(id),
    inStock: true,
    isNew: false,
    art: { kind: 'tshirt', color: '#ffffff', accent: '#000000', print: 'plain' },
    ...extra,
  };
}

describe('category filters on the catalogue', () => {
  it('puts plain t-shirts in t-shirt, never custom or limited ones', () => {
    const list = productsInCategory(products, 't-shirt');
    expect(list.length).toBe(8);
    for (const p of list) {
      expect(p.id.startsWith('t-shirt-')).toBe(true);
      expect(p.id).not.toContain('custom');
      expect(p.isLimited).toBeFalsy();
    }
    expect(ids(list)).toContain('t-shirt-signature-creme');
    expect(ids(list)).not.toContain('t-shirt-custom-prenom');
    expect(ids(list)).not.toContain('t-shirt-limited-kente-or');
  });

  it.each([
    ['pull', 'pull-', 14],
    ['short', 'short-', 7],
    ['top', 'top-', 12],
    ['complet', 'complet-lagune-', 12],
  ] as const)('lists every %s product by its id prefix', (category, prefix, count) => {
    const list = productsInCategory(products, category);
    expect(list.length).toBe(count);
    expect(list.every((p) => p.id.startsWith(prefix))).toBe(true);
    expect(list).toEqual(products.filter((p) => p.id.startsWith(prefix) && !p.isLimited));
  });

  it('lists custom t-shirts (id containing custom) apart from limited ones', () => {
    const list = productsInCategory(products, 'custom-tshirt');
    expect(list.length).toBe(7);
    expect(list.every((p) => p.id.includes('custom') && !p.isLimited)).toBe(true);
  });

  it('lists exactly the limited products in limited-edition', () => {
    const list = productsInCategory(products, 'limited-edition');
    expect(list.length).toBe(12);
    expect(list).toEqual(products.filter((p) => p.isLimited === true));
    expect(list.every((p) => p.price === 10000)).toBe(true);
  });

  it('places every catalogue product in exactly one category', () => {
    for (const p of products) {
      const homes = PRODUCT_CATEGORIES.filter((c) => productsInCategory([p], c).length === 1);
      expect(homes, p.id).toHaveLength(1);
    }
  });
});

describe('category filters on crafted products', () => {
  const crafted = [
    make('t-shirt-a'),
    make('t-shirt-limited-b', { isLimited: true }),
    make('t-shirt-custom-c'),
    make('t-shirt-custom-d', { isLimited: true }),
    make('pull-e', { isLimited: true }),
    make('complet-lagune-f'),
    make('complet-autre-g'),
    make('short-h'),
    make('top-i'),
  ];

  it('excludes limited products from every other category', () => {
    for (const c of PRODUCT_CATEGORIES.filter((c) => c !== 'limited-edition')) {
      const list = productsInCategory(crafted, c);
      expect(
        list.some((p) => p.isLimited),
        c,
      ).toBe(false);
    }
    expect(ids(limitedProducts(crafted))).toEqual([
      't-shirt-limited-b',
      't-shirt-custom-d',
      'pull-e',
    ]);
  });

  it('keeps custom t-shirts out of the t-shirt page', () => {
    expect(ids(productsInCategory(crafted, 't-shirt'))).toEqual(['t-shirt-a']);
    expect(ids(productsInCategory(crafted, 'custom-tshirt'))).toEqual(['t-shirt-custom-c']);
  });

  it('requires the brand segment for complets', () => {
    expect(ids(productsInCategory(crafted, 'complet'))).toEqual(['complet-lagune-f']);
  });
});

describe('popularProducts', () => {
  it('shows six in-stock products, one per category, in the spec order', () => {
    const popular = popularProducts(products, SAMPLE_CATEGORIES);
    expect(popular).toHaveLength(LISTING.homePopular);
    expect(popular.every((p) => p.inStock)).toBe(true);
    const order: ProductCategoryId[] = [
      't-shirt',
      'pull',
      'complet',
      'short',
      'top',
      'custom-tshirt',
    ];
    popular.forEach((p, i) => expect(productsInCategory([p], order[i]!), p.id).toHaveLength(1));
    expect(new Set(ids(popular)).size).toBe(6);
  });

  it('never picks the out-of-stock sample', () => {
    const soldOut = products.find((p) => !p.inStock)!;
    // Even if it came first in the list, an in-stock product of the same category is chosen.
    const reordered = [soldOut, ...products.filter((p) => p !== soldOut)];
    expect(ids(popularProducts(reordered, SAMPLE_CATEGORIES))).not.toContain(soldOut.id);
  });

  it('skips sold-out items, then fills with her next in-stock products of shown categories', () => {
    const list = [
      make('t-shirt-sold', { inStock: false }),
      make('t-shirt-ok'),
      make('t-shirt-ok-2'),
      make('pull-x', { name: 'Sweat Test', inStock: false }),
      make('complet-lagune-y', { name: 'Complet Test' }),
    ];
    expect(ids(popularProducts(list, SAMPLE_CATEGORIES))).toEqual([
      't-shirt-ok',
      'complet-lagune-y',
      't-shirt-ok-2',
    ]);
  });

  it('follows her categories, by their data, not the products’ names', () => {
    const mine: Category[] = [
      { id: 'robes', name: 'Robes', kind: 'products', hidden: false },
      { id: 'pagnes', name: 'Pagnes', kind: 'products', hidden: true },
      { id: 'hauts', name: 'Hauts', kind: 'products', hidden: false },
    ];
    const list = [
      make('top-1', { category: 'hauts' }),
      make('pull-sweat', { name: 'Sweat', category: 'pagnes' }),
      make('x-1', { category: 'robes' }),
      make('x-2', { category: 'robes' }),
    ];
    expect(ids(popularProducts(list, mine))).toEqual(['x-1', 'top-1', 'x-2']);
  });

  it('respects the limit', () => {
    expect(popularProducts(products, SAMPLE_CATEGORIES, 3)).toHaveLength(3);
  });
});

describe('limitedProducts and newProducts', () => {
  it('gives the first N limited products when a count is passed', () => {
    const three = limitedProducts(products, LISTING.homeLimited);
    expect(three).toHaveLength(3);
    expect(three).toEqual(limitedProducts(products).slice(0, 3));
    expect(three.every((p) => p.isLimited)).toBe(true);
  });

  it('lists the new arrivals across several categories', () => {
    const fresh = newProducts(products);
    expect(fresh.length).toBeGreaterThanOrEqual(LISTING.homeNew);
    expect(fresh.length).toBeLessThanOrEqual(10);
    expect(fresh.every((p) => p.isNew)).toBe(true);
    expect(newProducts(products, LISTING.homeNew)).toEqual(fresh.slice(0, 4));
    const homeCategories = new Set(
      newProducts(products, LISTING.homeNew).map((p) =>
        PRODUCT_CATEGORIES.find((c) => productsInCategory([p], c).length),
      ),
    );
    expect(homeCategories.size).toBe(4);
  });
});

describe('pagination', () => {
  it.each(PRODUCT_CATEGORIES)(
    '%s has more products than its first page, so Voir plus appears',
    (c) => {
      expect(productsInCategory(products, c).length).toBeGreaterThan(paginationOf(c).initial);
    },
  );

  it('covers every category except the spring/summer gallery', () => {
    expect([...PRODUCT_CATEGORIES, 'spring-summer'].sort()).toEqual([...CATEGORY_IDS].sort());
  });
});

describe('categoryOfProduct', () => {
  it('names the one category page that lists each product, limited pieces under ÉDITION LIMITÉE', () => {
    for (const product of products) {
      const category = categoryOfProduct(product);
      expect(category, product.id).toBeDefined();
      expect(productsInCategory(products, category!), product.id).toContain(product);
    }
    const limited = products.find((p) => p.isLimited)!;
    expect(categoryOfProduct(limited)).toBe('limited-edition');
  });
});
