import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import { customerMessages } from '../db/schema.ts';
import { placeTestOrder } from '../test/admin.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { orderEventKey } from './order-messages.ts';
import { smsSegments } from './sms-text.ts';

const product = products.find((p) => p.inStock && p.id.startsWith('t-shirt-') && !p.isLimited)!;

/** '30/11 14:05': the day, month, hours and minutes of `iso` in Abidjan. */
function abidjanDayTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Africa/Abidjan',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}/${part('month')} ${part('hour')}:${part('minute')}`;
}

describe.each(DRIVERS)('the order placed SMS on %s', (driver) => {
  let s: TestApp;
  beforeAll(async () => {
    // A 48 h payment window: the fresh shop has no order old enough to release.
    s = await createTestApp(driver, {
      env: {
        ORDER_RATE_LIMIT: '1000',
        ...NO_UNPAID_CAPS,
        ORDER_PAYMENT_WINDOW: '48h',
      },
    });
  });
  afterAll(async () => s?.close());

  it('tells the customer until when to pay, as the payment screen does, in one segment', async () => {
    const placed = await placeTestOrder(s.app, {
      items: [{ productId: product.id, size: 'M', quantity: 1 }],
    });
    const { payBy } = (placed as unknown as { payment: { payBy: string } }).payment;
    expect(payBy).toEqual(expect.any(String));
    const [sms] = await s.t.database.db
      .select()
      .from(customerMessages)
      .where(
        and(
          eq(customerMessages.orderId, placed.order.id),
          eq(customerMessages.eventKey, orderEventKey(placed.order.id, 'placed')),
          eq(customerMessages.channel, 'sms'),
        ),
      );
    expect(sms!.body).toContain(`avant le ${abidjanDayTime(payBy)}`);
    expect(sms!.body).toContain(placed.order.reference);
    expect(smsSegments(sms!.body)).toBe(1);
  });
});
