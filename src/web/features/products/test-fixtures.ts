import type { Product } from '@shared/catalogue/types.ts';

/** A product built for a test, with every size available unless told otherwise. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 't-shirt-test';
  return {
    id,
    name: 'T-shirt Test',
    description: 'Un t-shirt pour les tests.',
    price: 6000,
    oldPrice: 8000,
    sizes: [
      { name: 'S', available: true },
      { name: 'M', available: true },
      { name: 'L', available: true },
      { name: 'XL', available: true },
    ],
    images: {
      front: `/generated/products/${id}-front.svg`,
      back: `/generated/products/${id}-back.svg`,
    },
    inStock: true,
    isNew: false,
    art: { kind: 'tshirt', color: '#ffffff', accent: '#0e7c7b', print: 'plain' },
    ...overrides,
  };
}
