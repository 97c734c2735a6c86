import { describe, expect, it } from 'vitest';
import { products } from '../catalogue/products.ts';
import { buildSearchIndex, findProducts, loadSearchIndex } from './search-index.ts';

// Through JSON, as the browser gets it.
const file = JSON.parse(JSON.stringify(buildSearchIndex(products))) as ReturnType<
  typeof buildSearchIndex
>;
const search = loadSearchIndex(file);
const byId = new Map(file.products.map((p) => [p.id, p]));
const names = (q: string) => findProducts(search, byId, q).map((p) => p.name);

describe('product search', () => {
  it('finds t-shirts whether written tshirt, T-SHIRT or tee-shirt', () => {
    for (const q of ['tshirt', 'T-SHIRT', 'tee-shirt']) {
      const found = names(q);
      expect(found.length, q).toBeGreaterThan(5);
      expect(
        found.slice(0, 5).every((n) => /t-shirt/i.test(n)),
        q,
      ).toBe(true);
    }
  });

  it('finds pulls from the first three letters, as the shopper types', () => {
    const found = names('pul');
    expect(found.length).toBeGreaterThan(3);
    expect(found[0]).toMatch(/^pull/i);
  });

  it('forgives a missing accent and one typo: marinere finds the Marinière', () => {
    expect(names('marinere')).toContain('T-shirt Marinière Plateau');
    expect(names('MARINIÈRE')).toContain('T-shirt Marinière Plateau');
    expect(names('creme')).toContain('T-shirt Signature Crème');
  });

  it('searches colours and categories: bleu finds indigo and sky pieces, complet finds the sets', () => {
    const blue = findProducts(search, byId, 'bleu');
    expect(blue.length).toBeGreaterThan(3);
    expect(
      blue.every(
        (p) => ['#2D3A6B', '#8DBFD0'].includes(p.art.color) || /bleu/i.test(p.description + p.name),
      ),
    ).toBe(true);
    expect(names('complet').length).toBeGreaterThan(3);
  });

  it('finds nothing for words the catalogue does not have, and nothing for an empty query', () => {
    expect(names('zzzzqx')).toEqual([]);
    expect(names('   ')).toEqual([]);
  });
});
