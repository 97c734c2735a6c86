import type { FastifyInstance } from 'fastify';
import type { CreatedOrder, OrderPayment } from '../../shared/api/orders.ts';
import { internationalDigits } from '../../shared/config/shop-contact.ts';
import type { ShopSettings } from '../../shared/config/shop-settings.ts';
import type { OrderStatus } from '../../shared/domain/orders.ts';

/** What an order's payment details are built from: the shop's settings now and the config. */
export type PaymentSettings = {
  waveNumber: string;
  wavePaymentLink: string | undefined;
  whatsappNumber: string;
  /** Wave Checkout is configured (WAVE_API_KEY + WAVE_WEBHOOK_SECRET). */
  checkout: boolean;
};

export function paymentSettingsOf(
  shop: Pick<ShopSettings, 'waveNumber' | 'wavePaymentLink' | 'whatsappNumber'>,
  waveCheckout: unknown,
): PaymentSettings {
  return {
    waveNumber: shop.waveNumber,
    wavePaymentLink: shop.wavePaymentLink || undefined,
    whatsappNumber: shop.whatsappNumber,
    checkout: waveCheckout !== undefined,
  };
}

/** The running shop's payment settings: the settings saved in the admin, and the config. */
export async function currentPaymentSettings(app: FastifyInstance): Promise<PaymentSettings> {
  return paymentSettingsOf(await app.shopSettings.current(), app.config.waveCheckout);
}

/**
 * How to pay one order (ADR 0144): one builder for the 201 of POST /api/orders, /suivi and
 * 'Mes commandes', so the three never disagree on the number, the link or the checkout button.
 */
export function orderPayment(
  reference: string,
  amount: number,
  settings: PaymentSettings,
  payBy?: Date | string | null,
): OrderPayment {
  return {
    method: 'wave',
    number: settings.waveNumber,
    amount,
    reference,
    ...(settings.wavePaymentLink
      ? { link: settings.wavePaymentLink.replaceAll('{amount}', String(amount)) }
      : {}),
    whatsapp: internationalDigits(settings.whatsappNumber),
    checkout: settings.checkout,
    ...(payBy ? { payBy: new Date(payBy).toISOString() } : {}),
  };
}

/** The payment details while the order waits for its payment; none once paid, cancelled… */
export function paymentWhileUnpaid(
  order: {
    reference: string;
    status: OrderStatus;
    totalAmount: number;
    /** `payDeadline()` read with the order. */
    payBy: Date | string | null;
  },
  settings: PaymentSettings,
): OrderPayment | undefined {
  return order.status === 'pending'
    ? orderPayment(order.reference, order.totalAmount, settings, order.payBy)
    : undefined;
}

/**
 * The 201 of a new order (fresh or replayed) with its deadline: its creation time on the database
 * clock plus the payment window. Derived from the stored answer alone, so a replay stays byte for
 * byte the first answer.
 */
export function withPayBy(body: string, windowMs: number): string {
  if (windowMs <= 0) return body;
  const created = JSON.parse(body) as CreatedOrder;
  const payBy = new Date(Date.parse(created.order.createdAt) + windowMs).toISOString();
  return JSON.stringify({ ...created, payment: { ...created.payment, payBy } });
}
