// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderTotal, zoneName } from '@shared/domain/delivery.ts';
import { formatPrice } from '@shared/format/money.ts';
import { OrderTotals } from './order-totals';

afterEach(cleanup);

const text = (el: Element) => el.textContent?.replace(/\s/g, ' ');

describe('OrderTotals', () => {
  it('shows the subtotal, delivery by zone, the discount and the total the server priced', () => {
    render(
      <OrderTotals
        order={{
          subtotal: 20_000,
          deliveryZone: 'abidjan',
          deliveryFee: 1_500,
          discount: 2_000,
          totalAmount: 19_500,
        }}
      />,
    );
    const rows = [...document.querySelectorAll('dl > div')].map(text);
    expect(rows).toEqual(
      [
        `Sous-total${formatPrice(20_000)}`,
        `Livraison (Abidjan)${formatPrice(1_500)}`,
        `Code promo-${formatPrice(2_000)}`,
        `Total${formatPrice(19_500)}`,
      ].map((row) => row.replace(/\s/g, ' ')),
    );
  });

  it('says free delivery, leaves out a missing subtotal and shows an unknown zone as stored', () => {
    render(
      <OrderTotals
        order={{ deliveryZone: 'ancienne-zone', deliveryFee: 0, discount: 0, totalAmount: 9_000 }}
      />,
    );
    expect(screen.queryByText('Sous-total')).not.toBeInTheDocument();
    expect(screen.getByText('Livraison (ancienne-zone)')).toBeInTheDocument();
    expect(screen.getByText('Offerte')).toBeInTheDocument();
    expect(screen.queryByText('Code promo')).not.toBeInTheDocument();
  });
});

describe('one sum and one zone name for every page and the server', () => {
  it('adds delivery and takes the discount off the subtotal', () => {
    expect(orderTotal({ subtotal: 20_000, discount: 2_000, deliveryFee: 1_500 })).toBe(19_500);
    expect(zoneName('world')).toBe('Europe et Amérique du Nord');
  });
});
