import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test-fixtures';
import {
  activeFilterCount,
  applyFilters,
  coloursIn,
  parseFilters,
  writeFilters,
  type UnitsLeft,
} from './listing-filters';

const INDIGO = '#2D3A6B';
const CREAM = '#F2EADB';
const catalogue = [
  makeProduct({
    id: 'a',
    price: 6000,
    isNew: false,
    art: { kind: 'tshirt', color: CREAM, accent: '#000', print: 'plain' },
  }),
  makeProduct({
    id: 'b',
    price: 28000,
    isNew: true,
    art: { kind: 'sweater', color: INDIGO, accent: '#000', print: 'plain' },
  }),
  makeProduct({
    id: 'c',
    price: 10000,
    isNew: true,
    sizes: [
      { name: 'S', available: false },
      { name: 'M', available: true },
      { name: 'L', available: true },
      { name: 'XL', available: true },
    ],
    art: { kind: 'shorts', color: INDIGO, accent: '#000', print: 'plain' },
  }),
  makeProduct({ id: 'd', price: 7000, inStock: false }),
];
const unknownStock: UnitsLeft = () => undefined;
const ids = (list: { id: string }[]) => list.map((p) => p.id);
const filters = (query: string) => parseFilters(new URLSearchParams(query), ['S', 'M', 'L', 'XL']);

describe('listing filters in the URL', () => {
  it('reads sizes, colours, price, stock and sort, and writes them back the same', () => {
    const query = 'q=pull&taille=M,L&couleur=bleu&prix=10000-20000&stock=1&tri=prix-croissant';
    const read = filters(query);
    expect(read).toEqual({
      sizes: ['M', 'L'],
      colours: ['bleu'],
      price: { min: 10000, max: 20000 },
      inStockOnly: true,
      sort: 'prix-croissant',
    });
    expect(activeFilterCount(read)).toBe(5);
    // The search query stays; a cleared filter leaves the URL.
    const written = writeFilters(new URLSearchParams(query), { ...read, colours: [] });
    expect(written.toString()).toBe(
      'q=pull&taille=M%2CL&prix=10000-20000&stock=1&tri=prix-croissant',
    );
  });

  it('ignores what it does not know instead of failing (a hand-edited or old link)', () => {
    expect(filters('taille=XXL,m,S&couleur=violet&prix=abc-&stock=oui&tri=hasard')).toEqual({
      sizes: ['S'],
      colours: [],
      price: { min: undefined, max: undefined },
      inStockOnly: false,
      sort: undefined,
    });
    expect(filters('prix=20001-').price).toEqual({ min: 20001, max: undefined });
  });
});

describe('applyFilters', () => {
  it('filters by colour family, price band and size, and sorts stably', () => {
    expect(ids(applyFilters(catalogue, filters('couleur=bleu'), unknownStock))).toEqual(['b', 'c']);
    expect(ids(applyFilters(catalogue, filters('prix=0-9999'), unknownStock))).toEqual(['a', 'd']);
    // Without live stock, the catalogue says: c has no S, d is sold out.
    expect(ids(applyFilters(catalogue, filters('taille=S'), unknownStock))).toEqual(['a', 'b']);
    expect(ids(applyFilters(catalogue, filters('tri=prix-decroissant'), unknownStock))).toEqual([
      'b',
      'c',
      'd',
      'a',
    ]);
    expect(ids(applyFilters(catalogue, filters('tri=nouveautes'), unknownStock))).toEqual([
      'b',
      'c',
      'a',
      'd',
    ]);
  });

  it('takes sizes and « en stock » from the live stock once it is known', () => {
    // a sold its last M since the build; d was restocked in L.
    const live: UnitsLeft = (id, size) =>
      ({ a: { S: 2, M: 0, L: 0, XL: 0 }, b: { S: 1 }, c: { M: 4 }, d: { L: 3 } })[id]?.[
        size as 'S'
      ] ?? 0;
    expect(ids(applyFilters(catalogue, filters('taille=M'), live))).toEqual(['c']);
    expect(ids(applyFilters(catalogue, filters('taille=L&stock=1'), live))).toEqual(['d']);
    expect(ids(applyFilters(catalogue, filters('stock=1'), unknownStock))).toEqual(['a', 'b', 'c']);
  });
});

describe('the shop’s own colours (docs/decisions/0225)', () => {
  // A colour she added: outside the drawings' palette, named and placed by the server's list.
  const fuchsia = makeProduct({
    id: 'fuchsia',
    art: { kind: 'top', color: '#d6247a', accent: '#000', print: 'plain' },
    colour: { name: 'Fuchsia', family: 'rose' },
  });

  it('offers her colour’s family and keeps the product under it', () => {
    const listing = [...catalogue, fuchsia];
    expect(coloursIn(listing)).toContain('rose');
    expect(ids(applyFilters(listing, filters('couleur=rose'), unknownStock))).toEqual(['fuchsia']);
  });
});
