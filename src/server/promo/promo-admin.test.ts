import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_TEXT } from '../../shared/api/admin-promotions.ts';
import { products } from '../../shared/catalogue/products.ts';
import { PROMO_MESSAGES } from '../../shared/schemas/promo.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const tshirt = products.find(
  (p) => p.inStock && p.sizes.every((s) => s.available) && p.id.startsWith('t-shirt-'),
)!;

describe.each(DRIVERS)('Promotions in the admin on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    s.app.inject({ method, url, payload, headers: { cookie: admin } });
  const order = (promoCode: string, phone: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        items: [{ productId: tshirt.id, size: 'M', quantity: Math.ceil(20_000 / tshirt.price) }],
        customer: { fullName: 'Awa Koné', phone, address: 'Marcory Zone 4, rue du Canal' },
        delivery: { zone: 'abidjan' },
        promoCode,
      },
    });

  beforeAll(async () => {
    s = await createTestApp(driver, { env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS } });
    await createAdminUser(s.t.database.db);
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => s?.close());

  it('creates TABASKI10, counts its uses, and switches it off', async () => {
    const created = await call('POST', '/api/admin/promotions', {
      code: ' tabaski10 ',
      discount: { kind: 'percent', value: 10 },
      minSubtotal: 20_000,
      perCustomer: 1,
      endsOn: '2099-06-30',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'TABASKI10',
      percent: 10,
      amount: null,
      minSubtotal: 20_000,
      startsOn: null,
      endsOn: '2099-06-30',
      perCustomer: 1,
      totalLimit: null,
      active: true,
      uses: 0,
    });

    expect((await order('TABASKI10', '07 11 22 33 44')).statusCode).toBe(201);
    const list = await call('GET', '/api/admin/promotions');
    expect(list.json().promotions).toEqual([
      expect.objectContaining({ code: 'TABASKI10', uses: 1 }),
    ]);

    const off = await call('POST', '/api/admin/promotions/TABASKI10/off');
    expect(off.json()).toMatchObject({ active: false, uses: 1 });
    const refused = await order('TABASKI10', '07 55 66 77 88');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PROMO_MESSAGES.codeOver);
  });

  it('names any category of hers, refuses one she does not have', async () => {
    const added = await call('POST', '/api/admin/categories', { name: 'Robes d’été' });
    expect(added.statusCode).toBe(200);
    const created = await call('POST', '/api/admin/promotions', {
      code: 'ROBES15',
      discount: { kind: 'percent', value: 15 },
      category: 'robes-d-ete',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'ROBES15', category: 'robes-d-ete' });
    // A cart with none of her dresses is told so by the name she gave the category.
    const refused = await order('ROBES15', '07 99 88 77 66');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(PROMO_MESSAGES.category('Robes d’été'));

    for (const category of ['chaussettes', 'spring-summer', 'Pas une adresse']) {
      const res = await call('POST', '/api/admin/promotions', {
        code: 'CHAUSSETTES',
        discount: { kind: 'percent', value: 5 },
        category,
      });
      expect(res.statusCode, category).toBe(400);
      expect(res.json().error.fields).toEqual({ category: PROMOTION_TEXT.category });
    }
    const list = (await call('GET', '/api/admin/promotions')).json().promotions as object[];
    expect(list).not.toContainEqual(expect.objectContaining({ code: 'CHAUSSETTES' }));
  });

  it('refuses bad terms and a code taken, in French', async () => {
    const cases: [object, Record<string, string>][] = [
      [
        { code: 'A B', discount: { kind: 'percent', value: 10 } },
        { code: PROMOTION_TEXT.codeShape },
      ],
      [
        { code: 'SOLDES', discount: { kind: 'percent', value: 0 } },
        { 'discount.value': PROMOTION_TEXT.percent },
      ],
      [
        { code: 'SOLDES', discount: { kind: 'amount', value: 1.5 } },
        { 'discount.value': PROMOTION_TEXT.amount },
      ],
      [
        { code: '7K3P9Q', discount: { kind: 'percent', value: 5 } },
        { code: PROMOTION_TEXT.codeLikeWelcome },
      ],
      [
        {
          code: 'SOLDES',
          discount: { kind: 'percent', value: 5 },
          startsOn: '2099-02-01',
          endsOn: '2099-01-01',
        },
        { endsOn: PROMOTION_TEXT.endBeforeStart },
      ],
    ];
    for (const [payload, fields] of cases) {
      const res = await call('POST', '/api/admin/promotions', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    const body = { code: 'NOEL-2000', discount: { kind: 'amount', value: 2000 } };
    expect((await call('POST', '/api/admin/promotions', body)).statusCode).toBe(201);
    const again = await call('POST', '/api/admin/promotions', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PROMOTION_TEXT.codeTaken);
  });
});
