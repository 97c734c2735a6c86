import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryOfProduct } from '../../shared/catalogue/categories.ts';
import { products } from '../../shared/catalogue/products.ts';
import { formatPrice } from '../../shared/format/money.ts';
import { PROMO_MESSAGES } from '../../shared/schemas/promo.ts';
import { orders, shopPromoCodes, shopPromoUses } from '../db/schema.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const tshirt = products.find(
  (p) => p.inStock && p.sizes.every((s) => s.available) && p.id.startsWith('t-shirt-'),
)!;
const pull = products.find(
  (p) => p.inStock && categoryOfProduct(p) === 'pull' && p.sizes.some((s) => s.available),
)!;
/** Enough t-shirts for a subtotal of 20 000 FCFA or more. */
const OVER_MIN = Math.ceil(20_000 / tshirt.price);

let buyers = 0;
function orderBody(
  quantity: number,
  promoCode: string,
  phone = `07 ${String(++buyers).padStart(8, '0')}`,
) {
  return {
    items: [{ productId: tshirt.id, size: 'M', quantity }],
    customer: { fullName: 'Awa Koné', phone, address: 'Marcory Zone 4, rue du Canal, immeuble 3' },
    delivery: { zone: 'abidjan' },
    promoCode,
  };
}

describe.each(DRIVERS)('the owner’s promo codes on %s', (driver) => {
  let s: TestApp;
  const db = () => s.t.database.db;
  const order = (payload: object, app = s.app) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      payload,
      headers: { 'idempotency-key': randomUUID() },
    });

  beforeAll(async () => {
    s = await createTestApp(driver, { env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS } });
  });
  afterAll(async () => s?.close());

  it('TABASKI10 takes 10 % off from 20 000 FCFA, once per phone, refused below the minimum', async () => {
    await db()
      .insert(shopPromoCodes)
      .values({ code: 'TABASKI10', percent: 10, minSubtotal: 20_000, perCustomer: 1 });
    const subtotal = tshirt.price * OVER_MIN;
    const discount = Math.floor(subtotal / 10);

    // The checkout's check before ordering says the same as the order.
    const check = await s.app.inject({
      method: 'POST',
      url: '/api/promo/check',
      payload: { code: ' tabaski10 ', items: orderBody(OVER_MIN, '').items },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ code: 'TABASKI10', subtotal, discount });

    const phone = '+225 05 44 33 22 11';
    const first = await order(orderBody(OVER_MIN, 'tabaski10', phone));
    expect(first.statusCode).toBe(201);
    const placed = first.json().order;
    expect(placed.discount).toBe(discount);
    expect(placed.totalAmount).toBe(subtotal - discount + placed.deliveryFee);
    expect(first.json().payment.amount).toBe(placed.totalAmount);
    const [use] = await db()
      .select()
      .from(shopPromoUses)
      .where(eq(shopPromoUses.orderId, placed.id));
    expect(use).toMatchObject({ code: 'TABASKI10' });

    // The same phone, typed another way: refused, and nothing of the order kept.
    const count = (await db().select().from(orders)).length;
    const again = await order(orderBody(OVER_MIN, 'TABASKI10', '0544332211'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ promoCode: PROMO_MESSAGES.codeUsedByPhone });
    expect((await db().select().from(orders)).length).toBe(count);

    // Another phone below the minimum.
    const small = await order(orderBody(1, 'TABASKI10'));
    expect(small.statusCode).toBe(400);
    const minimum = PROMO_MESSAGES.minimum(formatPrice(20_000));
    expect(small.json().error).toMatchObject({ code: 'promo_minimum', message: minimum });
    expect(minimum).toBe('À partir de 20\u202f000\u202fFCFA d’achats (hors livraison).');
  });

  it('holds a total limit with concurrent orders, on two instances', async () => {
    await db().insert(shopPromoCodes).values({ code: 'SOLDES-2000', amount: 2000, totalLimit: 1 });
    const other = await s.sibling({ ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS });
    // Other products and sizes, other stock rows: nothing but the code orders them.
    const lines = products
      .filter((p) => p.inStock)
      .flatMap((p) =>
        p.sizes.filter((z) => z.available).map((z) => ({ productId: p.id, size: z.name })),
      )
      .slice(0, 10);
    const answers = await Promise.all(
      lines.map((line, i) =>
        order(
          { ...orderBody(2, 'SOLDES-2000'), items: [{ ...line, quantity: 2 }] },
          i % 2 ? other : s.app,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().error.fields).toEqual({ promoCode: PROMO_MESSAGES.codeOver });
    const placed = answers.find((a) => a.statusCode === 201)!.json().order;
    expect(placed.discount).toBe(2000);
    const uses = await db()
      .select()
      .from(shopPromoUses)
      .where(eq(shopPromoUses.code, 'SOLDES-2000'));
    expect(uses).toHaveLength(1);
  });

  it('refuses a code switched off or over, in French', async () => {
    await db()
      .insert(shopPromoCodes)
      .values([
        { code: 'ETEINT', percent: 5, active: false },
        { code: 'FINI-2025', percent: 5, endsAt: new Date(Date.now() - 60_000) },
      ]);
    for (const code of ['ETEINT', 'FINI-2025']) {
      const res = await order(orderBody(1, code));
      expect(res.statusCode, code).toBe(409);
      expect(res.json().error.message).toBe(PROMO_MESSAGES.codeOver);
    }
  });

  it('takes a category code off that category’s lines only, and refuses a cart without them', async () => {
    await db()
      .insert(shopPromoCodes)
      .values([
        { code: 'PULLS-15', percent: 15, category: 'pull' },
        { code: 'DEMAIN', percent: 5, startsAt: new Date(Date.now() + 86_400_000) },
      ]);
    const size = pull.sizes.find((z) => z.available)!.name;
    const mixed = {
      ...orderBody(1, 'PULLS-15'),
      items: [
        { productId: tshirt.id, size: 'M', quantity: 1 },
        { productId: pull.id, size, quantity: 1 },
      ],
    };
    const res = await order(mixed);
    expect(res.statusCode).toBe(201);
    expect(res.json().order.discount).toBe(Math.floor((pull.price * 15) / 100));

    const none = await order(orderBody(1, 'PULLS-15'));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(
      'Ce code ne s’applique qu’aux articles de la catégorie «\u202fPulls\u202f».',
    );
    const early = await order(orderBody(1, 'DEMAIN'));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(PROMO_MESSAGES.codeNotYet);
  });
});
