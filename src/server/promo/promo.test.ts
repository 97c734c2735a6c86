import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import { SHOP } from '../../shared/config/shop.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../shared/config/shop-settings.ts';
import { deliveryFee, deliveryRatesOf } from '../../shared/domain/delivery.ts';
import { PROMO_MESSAGES } from '../../shared/schemas/promo.ts';
import { orders, promoCodes } from '../db/schema.ts';
import { UNPAID_MESSAGES } from '../orders/place-order.ts';
import { startSmtpStub } from '../test/smtp-stub.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { PROMO_EMAIL_LIMIT, PROMO_IP_LIMIT, PROMO_RATE_MESSAGE } from './promo-routes.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';

const SENT = { ok: true, message: 'Votre code promo vous a été envoyé par e-mail.' };
const CODE_PATTERN = /BIENVENUE-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}/;
const tshirt = products.find(
  (p) => p.inStock && p.sizes.every((s) => s.available) && p.id.startsWith('t-shirt-'),
)!;

let buyers = 0;
/** An address of its own for the tests below (PGlite counts the per-IP limit in the app's memory). */
const BUYER = '192.0.2.77';
/** A buyer of their own each time (one welcome discount per phone number, ADR 0103). */
function orderBody(
  quantity: number,
  promoCode?: string,
  phone = `07 ${String(++buyers).padStart(8, '0')}`,
) {
  return {
    items: [{ productId: tshirt.id, size: 'M', quantity }],
    customer: {
      fullName: 'Awa Koné',
      phone,
      address: 'Marcory Zone 4, rue du Canal, immeuble 3',
    },
    delivery: { zone: 'abidjan' },
    ...(promoCode === undefined ? {} : { promoCode }),
  };
}

describe.each(DRIVERS)('welcome codes on %s', (driver) => {
  let s: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  const db = () => s.t.database.db;
  const ask = (
    payload: unknown,
    headers: Record<string, string> = {},
    app = s.app,
    remoteAddress = '127.0.0.1',
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: payload as object,
      headers,
      remoteAddress,
    });
  const order = (payload: object, app = s.app) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      payload,
      headers: { 'idempotency-key': randomUUID() },
    });
  /** Asks a code for `email` and reads it out of the e-mail the SMTP stub received. */
  async function codeFor(email: string, from?: string): Promise<string> {
    const since = smtp.received.length;
    const res = await ask({ email, acceptTerms: true }, {}, s.app, from);
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(email, since);
    return CODE_PATTERN.exec(mail.text)![0];
  }

  beforeAll(async () => {
    smtp = await startSmtpStub();
    s = await createTestApp(driver, {
      captureLogs: true,
      env: { SMTP_URL: smtp.url, ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS },
    });
  });
  afterEach(async () => s?.clearRateLimits());
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('e-mails a new code, then the same one again to the same address however typed', async () => {
    const since = smtp.received.length;
    const res = await ask({ email: '  Awa.Kone@Example.ci ', acceptTerms: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    expect(res.headers['cache-control']).toBe('no-store');

    const mail = await smtp.waitFor('awa.kone@example.ci', since);
    expect(mail.subject).toBe(frenchSpacing('Votre code de bienvenue : -10 % chez LAGUNE'));
    expect(mail.text).toContain('10 % de réduction');
    expect(mail.html).toContain('LAGUNE');
    const code = CODE_PATTERN.exec(mail.text)![0];
    expect(mail.html).toContain(code);

    const again = await ask({ email: 'awa.kone@example.ci', acceptTerms: true });
    expect(again.json()).toEqual(SENT);
    const resent = await smtp.waitFor('awa.kone@example.ci', since + 1);
    expect(CODE_PATTERN.exec(resent.text)![0]).toBe(code);

    // One row, no address in clear.
    const rows = await db().select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await db().select().from(promoCodes))).not.toContain('example.ci');
  });

  it('refuses a missing or bad e-mail and unticked terms in French, and sends nothing', async () => {
    const since = smtp.received.length;
    const cases: [unknown, Record<string, string>][] = [
      [{ email: '', acceptTerms: true }, { email: PROMO_MESSAGES.emailRequired }],
      [{ acceptTerms: true }, { email: PROMO_MESSAGES.emailRequired }],
      [{ email: 'pas-une-adresse', acceptTerms: true }, { email: PROMO_MESSAGES.emailInvalid }],
      [
        { email: 'awa@example.ci', acceptTerms: false },
        { acceptTerms: PROMO_MESSAGES.termsRequired },
      ],
      [{ email: 'awa@example.ci' }, { acceptTerms: PROMO_MESSAGES.termsRequired }],
    ];
    for (const [payload, fields] of cases) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect(smtp.received.length).toBe(since);
  });

  it('refuses a request from another site', async () => {
    const res = await ask(
      { email: 'awa@example.ci', acceptTerms: true },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
  });

  it(`limits one address to ${PROMO_EMAIL_LIMIT.max} e-mails an hour, across instances`, async () => {
    const other = await s.sibling({ SMTP_URL: smtp.url });
    const first = await s.sibling({ SMTP_URL: smtp.url });
    const email = 'limite.adresse@example.ci';
    for (let i = 0; i < PROMO_EMAIL_LIMIT.max; i++) {
      // PostgreSQL counts for every instance (docs/decisions/0080); PGlite in each one's memory.
      const app = driver === 'postgres' && i % 2 ? other : first;
      const res = await ask({ email, acceptTerms: true }, {}, app);
      expect(res.statusCode).toBe(200);
    }
    const res = await ask({ email, acceptTerms: true }, {}, driver === 'postgres' ? other : first);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(PROMO_RATE_MESSAGE);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`limits one IP to ${PROMO_IP_LIMIT.max} requests per window`, async () => {
    // An instance of its own: on PGlite the window is counted in the app's memory.
    const app = await s.sibling({ SMTP_URL: smtp.url });
    for (let i = 0; i < PROMO_IP_LIMIT.max; i++) {
      const res = await ask({ email: `ip${i}@example.ci`, acceptTerms: true }, {}, app);
      expect(res.statusCode).toBe(200);
    }
    const res = await ask({ email: 'ip-last@example.ci', acceptTerms: true }, {}, app);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(PROMO_RATE_MESSAGE);
  });

  it('takes 10 % off the subtotal (rounded down) once, the fee still decided on the subtotal', async () => {
    const code = await codeFor('commande@example.ci');
    // Just above the free-delivery threshold: free delivery although the discount takes the
    // amount below it (docs/decisions/0055).
    const quantity = Math.ceil(SHOP.freeDeliveryThreshold / tshirt.price);
    const subtotal = tshirt.price * quantity;
    const discount = Math.floor(subtotal / 10);
    const res = await order(orderBody(quantity, code.toLowerCase().replace('bienvenue-', '')));
    expect(res.statusCode).toBe(201);
    const placed = res.json().order;
    expect(placed.subtotal).toBe(subtotal);
    expect(placed.discount).toBe(discount);
    expect(placed.deliveryFee).toBe(
      deliveryFee('abidjan', subtotal, deliveryRatesOf(DEFAULT_SHOP_SETTINGS)),
    );
    expect(placed.totalAmount).toBe(subtotal - discount + placed.deliveryFee);
    expect(res.json().payment.amount).toBe(placed.totalAmount);

    const [row] = await db().select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ discount, promoCode: code, totalAmount: placed.totalAmount });
    const [used] = await db().select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(used!.usedAt).not.toBeNull();
    expect(used!.orderId).toBe(placed.id);

    // Used: refused on the field, and nothing of the order is kept.
    const count = (await db().select().from(orders)).length;
    const twice = await order(orderBody(1, code));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({ promoCode: PROMO_MESSAGES.codeUsed });
    expect((await db().select().from(orders)).length).toBe(count);

    // Asking again for that address says the code was used (the answer is still "sent").
    const since = smtp.received.length;
    expect((await ask({ email: 'commande@example.ci', acceptTerms: true })).json()).toEqual(SENT);
    expect((await smtp.waitFor('commande@example.ci', since)).text).toContain('a déjà servi');
  });

  it('refuses an unknown or malformed code on the field, and orders without a code as before', async () => {
    const unknown = await order(orderBody(1, 'BIENVENUE-ZZZZZZ'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ promoCode: PROMO_MESSAGES.codeUnknown });
    const malformed = await order(orderBody(1, 'PROMO50'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ promoCode: PROMO_MESSAGES.codeUnknown });
    const none = await order(orderBody(1, ''));
    expect(none.statusCode).toBe(201);
    expect(none.json().order.discount).toBe(0);
    expect(none.json().order.totalAmount).toBe(
      tshirt.price + deliveryFee('abidjan', tshirt.price, deliveryRatesOf(DEFAULT_SHOP_SETTINGS)),
    );
  });

  it('checks a code before ordering: prices the cart itself, refuses made-up and used codes in French', async () => {
    const check = (payload: object) =>
      s.app.inject({ method: 'POST', url: '/api/promo/check', payload });
    const items = [{ productId: tshirt.id, size: 'M', quantity: 3 }];
    for (const code of ['BIENVENUE-ZZZZZZ', 'PROMO50', '']) {
      const res = await check({ code, items });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error).toEqual({
        code: 'promo_unknown',
        message: PROMO_MESSAGES.codeUnknown,
        fields: { promoCode: PROMO_MESSAGES.codeUnknown },
      });
    }
    const code = await codeFor('verifie@example.ci');
    // Typed without its prefix and in lower case; a price sent by the browser is not read.
    const ok = await check({
      code: code.toLowerCase().replace('bienvenue-', ''),
      items: [{ ...items[0], price: 1 }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json()).toEqual({
      code,
      subtotal: tshirt.price * 3,
      discount: Math.floor((tshirt.price * 3) / 10),
    });
    // A product the catalogue does not have: the order's own French refusal.
    const unknownProduct = await check({
      code,
      items: [{ productId: 'nope', size: 'M', quantity: 1 }],
    });
    expect(unknownProduct.statusCode).toBe(400);
    expect(unknownProduct.json().error.code).toBe('invalid_item');
    // Checking does not use the code; ordering does, and then the check says so.
    expect((await order(orderBody(1, code))).statusCode).toBe(201);
    const used = await check({ code, items });
    expect(used.statusCode).toBe(409);
    expect(used.json().error.fields).toEqual({ promoCode: PROMO_MESSAGES.codeUsed });
  });

  it('lets one of ten concurrent orders with one code through, on two instances', async () => {
    const code = await codeFor('course@example.ci');
    const other = await s.sibling({ ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => order(orderBody(1, code), i % 2 ? other : s.app)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const withCode = await db().select().from(orders).where(eq(orders.promoCode, code));
    expect(withCode).toHaveLength(1);
  });

  it('gives one code per mailbox: a +tag or Gmail dots get the same code, not a second one', async () => {
    const first = await codeFor('promo1@example.ci', BUYER);
    expect(await codeFor('promo1+2@example.ci', BUYER)).toBe(first);
    expect(await codeFor('promo1+soldes@example.ci', BUYER)).toBe(first);
    const gmail = await codeFor('awa.kone@gmail.com', BUYER);
    expect(await codeFor('a.wa.ko.ne+promo@googlemail.com', BUYER)).toBe(gmail);
    expect(await codeFor('promo2@example.ci', BUYER)).not.toBe(first);
  });

  it('gives one welcome discount per phone number, whatever e-mail the code came from', async () => {
    const phone = '+225 05 55 66 77 88';
    const first = await order(orderBody(1, await codeFor('premier@example.ci', BUYER), phone));
    expect(first.statusCode).toBe(201);
    const count = (await db().select().from(orders)).length;
    // Typed another way, the number is the same.
    const second = await order(
      orderBody(1, await codeFor('second@example.ci', BUYER), '0555667788'),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'promo_used',
      message: UNPAID_MESSAGES.welcomePhone,
      fields: { promoCode: UNPAID_MESSAGES.welcomePhone },
    });
    expect((await db().select().from(orders)).length).toBe(count);
    // Without the code, that number orders as usual.
    expect((await order(orderBody(1, undefined, phone))).statusCode).toBe(201);
  });

  it('keeps e-mails and codes out of the logs', async () => {
    const log = s.logs.join('\n');
    expect(log).not.toMatch(/BIENVENUE-/);
    expect(log).not.toContain('example.ci');
  });
});
