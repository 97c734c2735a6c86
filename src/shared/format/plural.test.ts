import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('keeps 0 and 1 in the singular, as French does', () => {
    expect(plural(0, 'invité', 'invités')).toBe('invité');
    expect(plural(1, 'produit affiché', 'produits affichés')).toBe('produit affiché');
    expect(plural(2, 'produit affiché', 'produits affichés')).toBe('produits affichés');
  });
});
