import { zoneName } from '@shared/domain/delivery.ts';
import { formatPrice } from '@shared/format/money.ts';
import { clsx } from 'clsx';

/** What an order's summary needs: its amounts as the server priced them (integer FCFA). */
export interface OrderAmounts {
  subtotal?: number;
  deliveryZone: string;
  deliveryFee: number;
  discount: number;
  totalAmount: number;
}

/**
 * An order's totals as every page shows them (the customer's orders, tracking, the admin's card): the subtotal when
 * given, delivery with its zone ('Offerte' when free), a promo code's discount (the welcome code or
 * one of the owner's), and the total. The admin's order card shows the same block.
 */
export function OrderTotals({ order, className }: { order: OrderAmounts; className?: string }) {
  return (
    <dl className={clsx('text-sm', className)}>
      {order.subtotal !== undefined && (
        <div className="flex justify-between gap-4">
          <dt>Sous-total</dt>
          <dd className="font-semibold whitespace-nowrap">{formatPrice(order.subtotal)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt>Livraison ({zoneName(order.deliveryZone)})</dt>
        <dd className="font-semibold whitespace-nowrap">
          {order.deliveryFee === 0 ? 'Offerte' : formatPrice(order.deliveryFee)}
        </dd>
      </div>
      {order.discount > 0 && (
        <div className="flex justify-between gap-4 text-lagoon">
          <dt>Code promo</dt>
          <dd className="font-semibold whitespace-nowrap">-{formatPrice(order.discount)}</dd>
        </div>
      )}
      <div
        className={clsx(
          'flex justify-between gap-4 text-base',
          order.subtotal !== undefined && 'border-t border-black/10 pt-2',
        )}
      >
        <dt className="font-semibold">Total</dt>
        <dd className="font-extrabold whitespace-nowrap">{formatPrice(order.totalAmount)}</dd>
      </div>
    </dl>
  );
}
