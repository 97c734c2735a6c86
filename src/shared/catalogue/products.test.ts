import { describe, expect, it } from 'vitest';
import { ART_VERSION } from '../art/art-version.ts';
import { productsInCategory } from './categories.ts';
import { PRODUCT_IDS, getProduct, products } from './products.ts';
import { SIZE_NAMES } from './types.ts';

const inCategory = (id: Parameters<typeof productsInCategory>[1]) =>
  productsInCategory(products, id);

describe('catalogue integrity', () => {
  it('has unique ids and unique names', () => {
    expect(new Set(PRODUCT_IDS).size).toBe(products.length);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
  });

  it('uses url-safe slugs for ids', () => {
    for (const p of products) expect(p.id, p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('prices in whole FCFA, with any old price above the price', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price > 0, p.id).toBe(true);
      if (p.oldPrice !== undefined) {
        expect(Number.isInteger(p.oldPrice), p.id).toBe(true);
        expect(p.oldPrice, p.id).toBeGreaterThan(p.price);
      }
    }
  });

  it('offers sizes S, M, L, XL in that order on every product', () => {
    for (const p of products)
      expect(
        p.sizes.map((s) => s.name),
        p.id,
      ).toEqual([...SIZE_NAMES]);
  });

  it('has exactly one out-of-stock sample, with XL unavailable, not first of its category', () => {
    const soldOut = products.filter((p) => !p.inStock);
    expect(soldOut).toHaveLength(1);
    const sample = soldOut[0]!;
    expect(sample.sizes.find((s) => s.name === 'XL')?.available).toBe(false);
    expect(['t-shirt-', 'top-'].some((prefix) => sample.id.startsWith(prefix))).toBe(true);
    for (const c of [
      't-shirt',
      'pull',
      'complet',
      'short',
      'top',
      'custom-tshirt',
      'limited-edition',
    ] as const) {
      expect(inCategory(c)[0]?.inStock, c).toBe(true);
    }
  });

  it('sells every in-stock product in at least one size', () => {
    for (const p of products.filter((p) => p.inStock)) {
      expect(
        p.sizes.some((s) => s.available),
        p.id,
      ).toBe(true);
    }
    // Availability varies a little across the catalogue.
    expect(products.some((p) => p.inStock && p.sizes.some((s) => !s.available))).toBe(true);
  });

  it('points images at the generated front and back pictures', () => {
    for (const p of products) {
      expect(p.images).toEqual({
        front: `/generated/${ART_VERSION}/products/${p.id}-front.svg`,
        back: `/generated/${ART_VERSION}/products/${p.id}-back.svg`,
      });
    }
  });

  it('describes every product in one or two French sentences', () => {
    for (const p of products) {
      expect(p.description.length, p.id).toBeGreaterThan(40);
      expect(p.description.length, p.id).toBeLessThan(220);
      expect(p.description, p.id).toMatch(/[.!]$/);
    }
  });
});

describe('price points', () => {
  it('sells t-shirts at 6 000 instead of 8 000', () => {
    for (const p of inCategory('t-shirt'))
      expect([p.price, p.oldPrice], p.id).toEqual([6000, 8000]);
  });

  it('sells tops at 8 000 instead of 12 000', () => {
    for (const p of inCategory('top')) expect([p.price, p.oldPrice], p.id).toEqual([8000, 12000]);
  });

  it('sells pulls at 28 000 instead of 32 000', () => {
    for (const p of inCategory('pull')) expect([p.price, p.oldPrice], p.id).toEqual([28000, 32000]);
  });

  it('has five premium complets at 25 000 without an old price', () => {
    const premium = inCategory('complet').filter((p) => p.price === 25000);
    expect(premium).toHaveLength(5);
    expect(premium.every((p) => p.oldPrice === undefined)).toBe(true);
  });

  it('sells limited t-shirts at 10 000 without an old price', () => {
    for (const p of inCategory('limited-edition')) {
      expect(p.id.startsWith('t-shirt-limited-'), p.id).toBe(true);
      expect([p.price, p.oldPrice], p.id).toEqual([10000, undefined]);
    }
  });
});

describe('names and art match the category', () => {
  it.each([
    ['pull', /pull|sweat/i, ['hoodie', 'sweater']],
    ['complet', /complet|ensemble/i, ['set']],
    ['short', /short/i, ['shorts']],
    ['top', /top/i, ['top', 'crop-top']],
    ['t-shirt', /^T-shirt /, ['tshirt']],
    ['custom-tshirt', /^T-shirt Personnalisé /, ['tshirt']],
    ['limited-edition', /^T-shirt /, ['tshirt']],
  ] as const)('%s products carry the expected name and garment', (category, pattern, kinds) => {
    for (const p of inCategory(category)) {
      expect(p.name, p.id).toMatch(pattern);
      expect(kinds as readonly string[], p.id).toContain(p.art.kind);
    }
  });

  it('uses valid hex colours in every art recipe', () => {
    for (const p of products) {
      expect(p.art.color, p.id).toMatch(/^#[0-9A-F]{6}$/i);
      expect(p.art.accent, p.id).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });
});

describe('getProduct', () => {
  it('finds a product by id and returns undefined for an unknown id', () => {
    expect(getProduct('pull-sweat-capuche-lagune')?.name).toBe('Sweat à capuche Lagune');
    expect(getProduct('nexiste-pas')).toBeUndefined();
  });
});
