import { CART_LINE_LIMITS } from '@shared/domain/cart.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '@shared/domain/orders.ts';
import { cartLineSchema } from '@shared/schemas/cart.ts';
import { describe, expect, it } from 'vitest';
import { parseCartLine } from './cart-line';

const line = {
  id: 't-shirt-signature-creme-M-1700000000000',
  productId: 't-shirt-signature-creme',
  name: 'T-shirt Signature Crème',
  price: 6000,
  size: 'M',
  quantity: 2,
  image: '/generated/products/t-shirt-signature-creme-front.svg',
};

/** Values at and around every limit of the schema, plus wrong types and shapes. */
function samples(): [string, unknown][] {
  const list: [string, unknown][] = [
    ['a valid line', line],
    ['a line with an unknown extra field', { ...line, colour: 'crème' }],
    ['null', null],
    ['a string', 'ligne'],
    ['an array', [line]],
    ['an empty object', {}],
  ];
  for (const field of Object.keys(CART_LINE_LIMITS) as (keyof typeof CART_LINE_LIMITS)[]) {
    const max = CART_LINE_LIMITS[field];
    list.push(
      [`${field} at its maximum length`, { ...line, [field]: 'x'.repeat(max) }],
      [`${field} one character too long`, { ...line, [field]: 'x'.repeat(max + 1) }],
      [`${field} empty`, { ...line, [field]: '' }],
      [`${field} a number`, { ...line, [field]: 42 }],
      [`${field} missing`, { ...line, [field]: undefined }],
    );
  }
  for (const [quantity, label] of [
    [QUANTITY_MIN, 'minimum'],
    [QUANTITY_MAX, 'maximum'],
    [QUANTITY_MIN - 1, 'below minimum'],
    [QUANTITY_MAX + 1, 'above maximum'],
    [1.5, 'a fraction'],
    ['2', 'a string'],
    [Number.NaN, 'NaN'],
  ] as const) {
    list.push([`quantity ${label}`, { ...line, quantity }]);
  }
  for (const [price, label] of [
    [0, 'zero'],
    [-1, 'negative'],
    [6000.5, 'a fraction'],
    [Number.MAX_SAFE_INTEGER + 1, 'beyond safe integers'],
    [Infinity, 'infinite'],
    ['6000', 'a string'],
  ] as const) {
    list.push([`price ${label}`, { ...line, price }]);
  }
  return list;
}

describe('parseCartLine (the cart store’s zod-free check)', () => {
  it.each(samples())('agrees with cartLineSchema on %s', (_label, value) => {
    const zod = cartLineSchema.safeParse(value);
    expect(parseCartLine(value)).toEqual(zod.success ? zod.data : undefined);
  });

  it('accepts the lines the store writes and refuses the others', () => {
    expect(parseCartLine(line)).toEqual(line);
    expect(parseCartLine({ ...line, quantity: QUANTITY_MAX + 1 })).toBeUndefined();
  });
});
