import { products } from '@shared/catalogue/products.ts';
import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from './testimonials';

describe('TESTIMONIALS', () => {
  it('each show a picture: the front art of a catalogue product, named as in the catalogue', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    for (const t of TESTIMONIALS) {
      const product = products.find((p) => p.images.front === t.image.src);
      expect(product, t.image.src).toBeDefined();
      expect(t.image.alt).toBe(product?.name);
    }
  });
});
