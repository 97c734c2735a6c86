import { describe, expect, it } from 'vitest';
import { formatPrice } from './money.ts';

// The French way Intl writes an amount: what the shop showed before it wrote it out itself.
const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

describe('formatPrice', () => {
  it('groups thousands with a narrow no-break space and ends with FCFA', () => {
    expect(formatPrice(25_000)).toBe('25\u202F000\u202FFCFA');
    expect(formatPrice(0)).toBe('0\u202FFCFA');
    expect(formatPrice(1_234_567)).toBe('1\u202F234\u202F567\u202FFCFA');
  });

  it('writes every amount as Intl fr-FR does, negative and half amounts included', () => {
    const amounts = [1, 9, 10, 99, 100, 999, 1_000, 1_500, 9_999, 10_000, 99_999, 100_000];
    amounts.push(999_999, 1_000_000, 10_000_000, 123_456_789, 9_007_199_254_740_991);
    for (const amount of [...amounts, ...amounts.map((a) => -a), 2.5, -2.5, 0.4, 1_499.5, -1_499.5])
      expect(formatPrice(amount), String(amount)).toBe(`${intl.format(amount)}\u202FFCFA`);
  });

  it('never writes a negative zero', () => {
    expect(formatPrice(-0)).toBe('0\u202FFCFA');
    expect(formatPrice(-0.4)).toBe('0\u202FFCFA');
  });
});
