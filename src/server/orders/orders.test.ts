import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { products } from '../../shared/catalogue/products.ts';
import type { Product } from '../../shared/catalogue/types.ts';
import { SHOP } from '../../shared/config/shop.ts';
import type { OrderRequestInput } from '../../shared/schemas/order.ts';
import {
  idempotencyKeys,
  orderItems,
  orders,
  ordersInfo,
  stock,
  stockChanges,
} from '../db/schema.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';
import { DRIVERS } from '../test/test-database.ts';
import { newOrderReference, REFERENCE_PATTERN } from './order-reference.ts';
import { TRACK_REFERENCE_LIMIT, TRACK_REFERENCE_MESSAGE } from './order-routes.ts';

const inStock = products.filter((p) => p.inStock && p.sizes.every((s) => s.available));
const tshirt = inStock.find((p) => p.id.startsWith('t-shirt-') && !p.isLimited)!;
const pull = inStock.find((p) => p.id.startsWith('pull-'))!;
const withUnavailableSize = products.find((p) => p.inStock && p.sizes.some((s) => !s.available))!;
const unavailableSize = withUnavailableSize.sizes.find((s) => !s.available)!.name;
const soldOut = products.find((p) => !p.inStock)!;

const customer = {
  fullName: 'Adjoua Kouassi',
  phone: '+225 07 01 02 03 04',
  address: 'Cocody Riviera 3, rue des Jardins, villa 12',
  instructions: 'Appeler avant de livrer, portail bleu',
};

function body(overrides: Partial<OrderRequestInput> = {}): OrderRequestInput {
  return {
    items: [
      { productId: tshirt.id, size: 'M', quantity: 2 },
      { productId: pull.id, size: 'L', quantity: 1 },
    ],
    customer,
    delivery: { zone: 'abidjan' },
    ...overrides,
  };
}

describe.each(DRIVERS)('orders on %s', (driver) => {
  let s: TestApp;
  const db = () => s.t.database.db;
  const place = (payload: unknown, key: string | null = randomUUID(), app = s.app) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: payload as object,
      headers: key === null ? {} : { 'idempotency-key': key },
    });
  const units = async (productId: string, size: string) => {
    const [row] = await db()
      .select({ quantity: stock.quantity })
      .from(stock)
      .where(and(eq(stock.productId, productId), eq(stock.size, size as 'S')));
    return row?.quantity;
  };
  // Written behind the app's back: its catalogue (which sizes are available) is read again now
  // rather than when the stock table's notice arrives.
  const setUnits = async (productId: string, size: string, quantity: number) => {
    await db()
      .update(stock)
      .set({ quantity })
      .where(and(eq(stock.productId, productId), eq(stock.size, size as 'S')));
    s.app.catalogue.forget();
  };
  // A failure inside the order's transaction after its first insert: order_items refuses rows.
  const injectFault = async () => {
    await db().execute(sql`create function test_fault() returns trigger as $$
      begin raise exception 'panne simulée après l’insertion de la commande'; end $$ language plpgsql`);
    await db().execute(
      sql`create trigger test_fault before insert on order_items for each row execute function test_fault()`,
    );
  };
  const removeFault = async () => {
    await db().execute(sql`drop trigger test_fault on order_items`);
    await db().execute(sql`drop function test_fault()`);
  };
  const counts = async () => ({
    orders: await db().$count(orders),
    info: await db().$count(ordersInfo),
    items: await db().$count(orderItems),
    keys: await db().$count(idempotencyKeys),
    changes: await db().$count(stockChanges),
  });

  beforeAll(async () => {
    s = await createTestApp(driver, {
      captureLogs: true,
      env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS },
    });
  });
  // Limits count across instances on PostgreSQL: each test starts with none used.
  afterEach(async () => s?.clearRateLimits());
  afterAll(async () => {
    await s?.close();
  });

  it('places a guest order priced from the catalogue, with its reference, delivery fee and Wave payment', async () => {
    const before = { tshirt: await units(tshirt.id, 'M'), pull: await units(pull.id, 'L') };
    const res = await place(body());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    const subtotal = tshirt.price * 2 + pull.price;
    const fee = subtotal >= SHOP.freeDeliveryThreshold ? 0 : 1500;
    expect(created.order).toMatchObject({
      status: 'pending',
      subtotal,
      deliveryZone: 'abidjan',
      deliveryFee: fee,
      totalAmount: subtotal + fee,
      items: [
        {
          productId: tshirt.id,
          name: tshirt.name,
          size: 'M',
          quantity: 2,
          price: tshirt.price,
          lineTotal: tshirt.price * 2,
        },
        { productId: pull.id, name: pull.name, size: 'L', quantity: 1, price: pull.price },
      ],
    });
    expect(created.order.reference).toMatch(REFERENCE_PATTERN);
    expect(created.payment).toEqual({
      method: 'wave',
      number: '+225 07 00 00 00 00',
      amount: subtotal + fee,
      reference: created.order.reference,
      whatsapp: '2250700000000',
      // No WAVE_API_KEY here: the manual transfer (src/server/orders/order-payment.test.ts).
      checkout: false,
    });

    const [row] = await db().select().from(orders).where(eq(orders.id, created.order.id));
    expect(row).toMatchObject({
      reference: created.order.reference,
      userId: null,
      status: 'pending',
      subtotal,
      deliveryFee: fee,
      totalAmount: subtotal + fee,
      shippingAddress: customer.address,
      shippingCity: 'Abidjan',
      shippingPostalCode: '00225',
    });
    const [info] = await db().select().from(ordersInfo).where(eq(ordersInfo.id, row!.id));
    expect(info).toMatchObject({
      nomComplet: customer.fullName,
      telephone: customer.phone,
      instructions: customer.instructions,
    });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, row!.id));
    expect(items.map((i) => [i.productId, i.size, i.quantity, i.price]).sort()).toEqual(
      [
        [tshirt.id, 'M', 2, tshirt.price],
        [pull.id, 'L', 1, pull.price],
      ].sort(),
    );
    expect(await units(tshirt.id, 'M')).toBe(before.tshirt! - 2);
    expect(await units(pull.id, 'L')).toBe(before.pull! - 1);
    const audit = await db()
      .select({ delta: stockChanges.delta, reason: stockChanges.reason })
      .from(stockChanges)
      .where(eq(stockChanges.orderId, row!.id));
    expect(audit.map((a) => a.delta).sort((a, b) => a - b)).toEqual([-2, -1]);
    expect(audit.every((a) => a.reason === 'order')).toBe(true);
  });

  it('takes an order to Europe or North America with the buyer’s own international number', async () => {
    const cases = [
      ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
      ['0033 (0)6 12.34.56.78', '+33 6 12 34 56 78'],
      ['+32 470 12 34 56', '+32 470 12 34 56'],
      ['+1 514 555 0199', '+1 514 555 0199'],
    ] as const;
    const line = { productId: pull.id, size: 'S' as const, quantity: 1 };
    const stockBefore = await units(line.productId, line.size);
    for (const [typed, kept] of cases) {
      const res = await place(
        body({
          items: [line],
          customer: { ...customer, phone: typed },
          delivery: { zone: 'world' },
        }),
      );
      expect(res.statusCode, typed).toBe(201);
      expect(res.json().order).toMatchObject({ deliveryFee: 25000 });
      const [info] = await db()
        .select({ telephone: ordersInfo.telephone, key: ordersInfo.phoneKey })
        .from(ordersInfo)
        .where(eq(ordersInfo.id, res.json().order.id));
      // Kept in one spelling, so the admin reads it and finds it by its digits.
      expect(info, typed).toEqual({ telephone: kept, key: kept.replace(/\D/g, '') });
      // Followed on /suivi with the number typed another way.
      const tracked = await s.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        remoteAddress: '203.0.113.24',
        payload: { reference: res.json().order.reference, phone: kept.replace(/\s/g, '') },
      });
      expect(tracked.statusCode, typed).toBe(200);
    }
    await setUnits(line.productId, line.size, stockBefore!);
  });

  it('charges the zone’s fee below 50.000 FCFA and delivers free from it in Côte d’Ivoire only', async () => {
    const small = await place(
      body({
        items: [{ productId: tshirt.id, size: 'S', quantity: 1 }],
        delivery: { zone: 'interior' },
      }),
    );
    expect(small.json().order).toMatchObject({ subtotal: tshirt.price, deliveryFee: 3000 });
    const quantity = Math.ceil(SHOP.freeDeliveryThreshold / tshirt.price);
    const big = { items: [{ productId: tshirt.id, size: 'S' as const, quantity }] };
    const abidjan = await place(body({ ...big, delivery: { zone: 'abidjan' } }));
    expect(abidjan.json().order).toMatchObject({
      deliveryFee: 0,
      totalAmount: tshirt.price * quantity,
    });
    const abroad = await place(body({ ...big, delivery: { zone: 'west-africa' } }));
    expect(abroad.json().order).toMatchObject({
      deliveryFee: 12000,
      totalAmount: tshirt.price * quantity + 12000,
    });
  });

  it('ignores prices, fees and totals sent by the browser', async () => {
    const forged = {
      ...body({ items: [{ productId: pull.id, size: 'M', quantity: 1 }] }),
      totalAmount: 1,
      subtotal: 1,
      deliveryFee: 0,
      items: [{ productId: pull.id, size: 'M', quantity: 1, price: 1, lineTotal: 1 }],
      delivery: { zone: 'abidjan', fee: 0 },
    };
    const res = await place(forged);
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      subtotal: pull.price,
      deliveryFee: 1500,
      totalAmount: pull.price + 1500,
      items: [{ price: pull.price, lineTotal: pull.price }],
    });
    const [row] = await db()
      .select({ total: orders.totalAmount })
      .from(orders)
      .where(eq(orders.id, res.json().order.id));
    expect(row?.total).toBe(pull.price + 1500);
  });

  const NUL = '\u0000';
  it.each([
    [
      'customer.fullName',
      { customer: { ...customer, fullName: 'Al' } },
      'Le nom complet doit contenir au moins 3 caractères',
    ],
    [
      'customer.fullName',
      { customer: { ...customer, fullName: 'A'.repeat(101) } },
      'Le nom complet ne peut pas dépasser 100 caractères',
    ],
    [
      'customer.fullName',
      { customer: { ...customer, fullName: '   ' } },
      'Le nom complet doit contenir au moins 3 caractères',
    ],
    [
      'customer.phone',
      { customer: { ...customer, phone: '12 34' } },
      'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)',
    ],
    [
      'customer.phone',
      { customer: { ...customer, phone: '+225 07 01' } },
      'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)',
    ],
    // An international number gets a message that says what is wrong.
    [
      'customer.phone',
      { customer: { ...customer, phone: '+33 6 12 34 56 78 90 12 34 56' } },
      'Ce numéro a trop de chiffres pour l’indicatif +33 : vérifiez-le, par exemple +33 6 12 34 56 78',
    ],
    [
      'customer.phone',
      { customer: { ...customer, phone: '+33 6 12 34 56 7' } },
      'Il manque des chiffres à ce numéro pour l’indicatif +33 : vérifiez-le, par exemple +33 6 12 34 56 78',
    ],
    [
      'customer.phone',
      { customer: { ...customer, phone: '+999 12 34 56 78' } },
      'L’indicatif +999 ne correspond à aucun pays : vérifiez le début du numéro (+33 pour la France, +1 pour le Canada et les États-Unis…)',
    ],
    [
      'customer.phone',
      { customer: { ...customer, phone: '+33 6 12 AB 56 78' } },
      'Numéro international invalide : écrivez « + », l’indicatif du pays puis le numéro, par exemple +33 6 12 34 56 78',
    ],
    [
      'customer.phone',
      { customer: { ...customer, phone: '+1 000 000 0000' } },
      'Ce numéro n’existe pas avec l’indicatif +1 : vérifiez les chiffres, par exemple +33 6 12 34 56 78',
    ],
    [
      'customer.address',
      { customer: { ...customer, address: 'Rue' } },
      "L'adresse doit contenir au moins 5 caractères",
    ],
    [
      'customer.fullName',
      { customer: { ...customer, fullName: `Awa${NUL}Koné` } },
      'Ce champ contient des caractères non autorisés',
    ],
    // A right-to-left override, an isolate, a line and a paragraph separator.
    [
      'customer.fullName',
      { customer: { ...customer, fullName: 'Awa \u202Eénok' } },
      'Ce champ contient des caractères non autorisés',
    ],
    [
      'customer.address',
      { customer: { ...customer, address: 'Cocody \u2067rue 12\u2069 villa 3' } },
      'Ce champ contient des caractères non autorisés',
    ],
    [
      'customer.address',
      { customer: { ...customer, address: 'Cocody\u2028rue 12, villa 3' } },
      'Ce champ contient des caractères non autorisés',
    ],
    [
      'customer.instructions',
      { customer: { ...customer, instructions: 'Sonner\u2029deux fois' } },
      'Ce champ contient des caractères non autorisés',
    ],
    [
      'customer.phone',
      { customer: { ...customer, phone: `0701020304${NUL}` } },
      'Ce champ contient des caractères non autorisés',
    ],
    [
      'customer.address',
      { customer: { ...customer, address: `Cocody${NUL} rue 12` } },
      'Ce champ contient des caractères non autorisés',
    ],
    [
      'customer.instructions',
      { customer: { ...customer, instructions: `Sonner${NUL}` } },
      'Ce champ contient des caractères non autorisés',
    ],
    [
      'customer.fullName',
      { customer: { ...customer, fullName: 'Awa\u001bKoné' } },
      'Ce champ contient des caractères non autorisés',
    ],
    [
      'customer.fullName',
      { customer: { ...customer, fullName: 42 } },
      'Ce champ doit être un texte',
    ],
    [
      'customer.fullName',
      { customer: { ...customer, fullName: undefined } },
      'Le nom complet est requis',
    ],
    ['delivery.zone', { delivery: { zone: 'mars' } }, 'Veuillez choisir une zone de livraison'],
    ['delivery', { delivery: undefined }, 'Veuillez choisir une zone de livraison'],
    ['items', { items: [] }, 'Votre panier est vide'],
    [
      'items',
      {
        items: Array.from({ length: 21 }, () => ({ productId: tshirt.id, size: 'M', quantity: 1 })),
      },
      'Une commande ne peut pas dépasser 20 articles différents',
    ],
    [
      'items.0.quantity',
      { items: [{ productId: tshirt.id, size: 'M', quantity: 0 }] },
      'La quantité doit être comprise entre 1 et 10',
    ],
    [
      'items.0.quantity',
      { items: [{ productId: tshirt.id, size: 'M', quantity: 11 }] },
      'La quantité doit être comprise entre 1 et 10',
    ],
    [
      'items.0.quantity',
      { items: [{ productId: tshirt.id, size: 'M', quantity: 1.5 }] },
      'La quantité doit être un nombre entier',
    ],
    [
      'items.0.size',
      // Any label may be one of her sizes now (docs/decisions/0224): the refusal names the product.
      { items: [{ productId: tshirt.id, size: 'XXL', quantity: 1 }] },
      `La taille XXL n’existe pas pour « ${tshirt.name} ».`,
    ],
    [
      'items.0.productId',
      { items: [{ productId: 'pantalon-inconnu', size: 'M', quantity: 1 }] },
      'Ce produit n’existe pas ou plus dans la boutique (pantalon-inconnu).',
    ],
    [
      'items.0.size',
      { items: [{ productId: withUnavailableSize.id, size: unavailableSize, quantity: 1 }] },
      `La taille ${unavailableSize} de « ${withUnavailableSize.name} » n’est pas disponible.`,
    ],
    [
      'items.0',
      { items: [{ productId: soldOut.id, size: 'M', quantity: 1 }] },
      `« ${soldOut.name} » est épuisé.`,
    ],
    [
      'items.0.quantity',
      {
        items: [
          { productId: tshirt.id, size: 'M', quantity: 6 },
          { productId: tshirt.id, size: 'M', quantity: 5 },
        ],
      },
      `Pas plus de 10 pièces de « ${tshirt.name} » (taille M) par commande.`,
    ],
  ])(
    'refuses %s with its French message and writes nothing (%#)',
    async (field, overrides, message) => {
      const before = await counts();
      const stockBefore = await units(tshirt.id, 'M');
      const res = await place(body(overrides as Partial<OrderRequestInput>));
      expect(res.statusCode).toBe(400);
      const error = res.json().error;
      // The shop's French spacing (ADR 0116): narrow no-break spaces around « » and before ? ! : ;
      expect(error.fields[field]).toBe(frenchSpacing(message));
      expect(error.message).toBe(frenchSpacing(message));
      expect(await counts()).toEqual(before);
      expect(await units(tshirt.id, 'M')).toBe(stockBefore);
    },
  );

  it('requires an Idempotency-Key that is a UUID', async () => {
    const before = await counts();
    for (const key of [null, 'pas-un-uuid']) {
      const res = await place(body(), key);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'L’en-tête Idempotency-Key (un UUID) est requis pour passer une commande.',
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('answers a retry with the same key with the first response, byte for byte, and one order', async () => {
    const key = randomUUID();
    const before = await db().$count(orders);
    const first = await place(body(), key);
    const again = await place(body(), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await db().$count(orders)).toBe(before + 1);
    const [stored] = await db()
      .select({ orderId: idempotencyKeys.orderId })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(stored?.orderId).toBe(first.json().order.id);
  });

  it('answers a retry with its order even after the catalogue was re-read with the size sold out by that order', async () => {
    // The order takes the last units; its answer is lost; the catalogue is read again (another
    // instance, a restart, any change) and now says the size is gone: the retry still gets its order.
    const stockBefore = await units(tshirt.id, 'M');
    await setUnits(tshirt.id, 'M', 2);
    const key = randomUUID();
    const first = await place(body(), key);
    expect(first.statusCode).toBe(201);
    expect(await units(tshirt.id, 'M')).toBe(0);
    s.app.catalogue.forget(); // as another instance, a restart or any change does
    const before = await db().$count(orders);
    const again = await place(body(), key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await db().$count(orders)).toBe(before);
    // A new key for the same cart is refused: the size is sold out.
    expect((await place(body())).statusCode).toBe(400);
    await setUnits(tshirt.id, 'M', stockBefore!);
  });

  it('refuses the same key with another body (422): a key cannot read or replace another order', async () => {
    const key = randomUUID();
    expect((await place(body(), key)).statusCode).toBe(201);
    const before = await db().$count(orders);
    const other = await place(body({ customer: { ...customer, phone: '0102030405' } }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(other.body).not.toContain(customer.fullName);
    expect(await db().$count(orders)).toBe(before);
  });

  it('gives exactly one order for 10 concurrent requests with one key, and each its answer', async () => {
    const key = randomUUID();
    const before = await db().$count(orders);
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(body(), key)));
    // A duplicate waits for the order's transaction, then replays its answer (ADR 0155).
    for (const a of answers) expect(a.statusCode).toBe(201);
    for (const a of answers) expect(a.body).toBe(answers[0]!.body);
    expect(await db().$count(orders)).toBe(before + 1);
  });

  it('gives 50 complete orders for 50 concurrent orders with distinct keys', async () => {
    await setUnits(tshirt.id, 'L', 60);
    const before = await counts();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        place(body({ items: [{ productId: tshirt.id, size: 'L', quantity: 1 }] })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const after = await counts();
    expect(after.orders - before.orders).toBe(50);
    expect(after.info - before.info).toBe(50);
    expect(after.items - before.items).toBe(50);
    const references = new Set(answers.map((a) => a.json().order.reference));
    expect(references.size).toBe(50);
  });

  it('leaves no row anywhere and no stock taken when the transaction fails after the first insert; the same key then works', async () => {
    await injectFault();
    const key = randomUUID();
    const before = await counts();
    const stockBefore = await units(tshirt.id, 'M');
    const res = await place(body(), key);
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe('Une erreur est survenue');
    expect(await counts()).toEqual(before);
    expect(await units(tshirt.id, 'M')).toBe(stockBefore);
    await removeFault();
    const retry = await place(body(), key);
    expect(retry.statusCode).toBe(201);
    expect(await db().$count(orders)).toBe(before.orders + 1);
  });

  it('refuses a line beyond the stock left with 409 "Stock insuffisant", naming product, size and what is left', async () => {
    await setUnits(pull.id, 'S', 1);
    const before = await counts();
    const res = await place(
      body({
        items: [
          { productId: tshirt.id, size: 'M', quantity: 1 },
          { productId: pull.id, size: 'S', quantity: 2 },
        ],
      }),
    );
    expect(res.statusCode).toBe(409);
    const message = frenchSpacing(
      `Stock insuffisant : « ${pull.name} » en taille S, il n’en reste que 1.`,
    );
    expect(res.json().error).toEqual({
      code: 'out_of_stock',
      message,
      fields: { 'items.1': message },
    });
    expect(await counts()).toEqual(before);
    expect(await units(pull.id, 'S')).toBe(1);
    const last = await place(body({ items: [{ productId: pull.id, size: 'S', quantity: 1 }] }));
    expect(last.statusCode).toBe(201);
    expect(await units(pull.id, 'S')).toBe(0);
    // The sell-out is announced (the stock table's trigger): the catalogue reads S sold out, and
    // the next order is told so before anything is written.
    await expect
      .poll(async () => {
        const read = (await s.app.catalogue.current()).products.find((p) => p.id === pull.id);
        return read?.sizes.find((size) => size.name === 'S')?.available;
      })
      .toBe(false);
    const none = await place(body({ items: [{ productId: pull.id, size: 'S', quantity: 1 }] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(
      frenchSpacing(`La taille S de « ${pull.name} » n’est pas disponible.`),
    );
  });

  it('writes no log line with the buyer’s name, phone, address or notes (placed, refused or failed)', async () => {
    const secret = {
      fullName: 'Mariam Secrète-Ouattara',
      phone: '+225 05 44 33 22 11',
      address: 'Yopougon Secret, rue 999, immeuble Confidentiel',
      instructions: 'Code portail 4321 confidentiel',
    };
    s.logs.length = 0;
    await place(body({ customer: secret }));
    await place(body({ customer: { ...secret, phone: '12' } }));
    await setUnits(pull.id, 'XL', 0);
    await place(
      body({ customer: secret, items: [{ productId: pull.id, size: 'XL', quantity: 1 }] }),
    );
    await injectFault();
    try {
      await place(body({ customer: secret }));
    } finally {
      await removeFault();
    }
    const log = s.logs.join('\n');
    expect(log).toContain('order placed');
    expect(log).toContain('unexpected error');
    for (const value of [...Object.values(secret), 'Mariam', 'Ouattara', '44 33 22', 'Yopougon'])
      expect(log).not.toContain(value);
  });

  describe('GET /api/stock', () => {
    it('lists units per product and size, 0 for unavailable sizes and the sold-out product', async () => {
      const res = await s.app.inject({ url: '/api/stock' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=5');
      const levels = res.json() as Record<string, Record<string, number>>;
      expect(Object.keys(levels).sort()).toEqual(products.map((p: Product) => p.id).sort());
      expect(levels[soldOut.id]).toEqual({ S: 0, M: 0, L: 0, XL: 0 });
      expect(levels[withUnavailableSize.id]?.[unavailableSize]).toBe(0);
      expect(levels[pull.id]?.S).toBe(0); // sold out by the test above
      expect(levels[tshirt.id]?.M).toBe(await units(tshirt.id, 'M'));
    });
  });

  describe('POST /api/orders/track', () => {
    let reference: string;
    beforeAll(async () => {
      reference = (await place(body())).json().order.reference;
    });
    const track = (payload: unknown, app = s.app) =>
      app.inject({ method: 'POST', url: '/api/orders/track', payload: payload as object });

    it.each([customer.phone, '0701020304', '00225 07 01 02 03 04', '+2250701020304'])(
      'shows status, items and totals for the reference and the phone (%s)',
      async (phone) => {
        const res = await track({ reference: reference.toLowerCase(), phone });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        const tracked = res.json().order;
        expect(tracked).toMatchObject({ reference, status: 'pending', deliveryZone: 'abidjan' });
        expect(tracked.items).toHaveLength(2);
        expect(tracked).not.toHaveProperty('id');
        expect(res.body).not.toContain(customer.fullName);
        expect(res.body).not.toContain(customer.address);
      },
    );

    it('answers one "Commande introuvable" whatever was wrong', async () => {
      for (const payload of [
        { reference, phone: '0709090909' },
        { reference: 'LG-ZZZZZZ', phone: customer.phone },
        { reference: 'pas-une-ref', phone: customer.phone },
      ]) {
        const res = await track(payload);
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toEqual({
          code: 'order_not_found',
          message: 'Commande introuvable',
        });
      }
    });

    it('counts wrong phones per reference and client network: a stranger’s do not refuse the right phone from another network', async () => {
      const target = (
        await place(body({ items: [{ productId: tshirt.id, size: 'S', quantity: 1 }] }))
      ).json().order.reference as string;
      const from = (remoteAddress: string, phone: string) =>
        s.app.inject({
          method: 'POST',
          url: '/api/orders/track',
          remoteAddress,
          payload: { reference: target, phone },
        });
      for (let i = 0; i <= TRACK_REFERENCE_LIMIT.max; i++) {
        const res = await from('198.51.100.9', `07${String(i).padStart(8, '0')}`);
        if (i < TRACK_REFERENCE_LIMIT.max) expect(res.statusCode, `essai ${i + 1}`).toBe(404);
        else {
          expect(res.statusCode).toBe(429);
          expect(res.json().error.message).toBe(TRACK_REFERENCE_MESSAGE);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect((await from('198.51.100.10', customer.phone)).statusCode).toBe(200);
      // The network that failed too often is still refused, the right phone too.
      expect((await from('198.51.100.9', customer.phone)).statusCode).toBe(429);
    });

    it('is rate-limited per IP with a French 429', async () => {
      const fresh = await s.sibling();
      // References of their own: one reference has its own, smaller allowance (below).
      for (let i = 0; i < 10; i++)
        expect(
          (await track({ reference: newOrderReference(), phone: '0709090909' }, fresh)).statusCode,
        ).toBe(404);
      const res = await track({ reference, phone: customer.phone }, fresh);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(
        'Trop de recherches de commande. Veuillez réessayer dans quelques minutes.',
      );
    });
  });

  it('limits orders per IP with a French 429', async () => {
    const limited = await s.sibling({ ORDER_RATE_LIMIT: '2' });
    for (let i = 0; i < 2; i++)
      expect((await place(body(), randomUUID(), limited)).statusCode).toBe(201);
    const res = await place(body(), randomUUID(), limited);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      'Vous avez passé plusieurs commandes en peu de temps. Veuillez réessayer dans quelques minutes.',
    );
  });

  it('answers 503 in French, never 500, when the database is unreachable', async () => {
    if (driver === 'pglite') {
      const app = await s.sibling();
      await s.t.database.close();
      const res = await place(body(), randomUUID(), app);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('service_unavailable');
      return;
    }
    const admin = new pg.Client({ connectionString: inject('postgresServerUrl') });
    const name = pg.escapeIdentifier(new URL(s.t.location.databaseUrl!).pathname.slice(1));
    await admin.connect();
    try {
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`,
        [new URL(s.t.location.databaseUrl!).pathname.slice(1)],
      );
      const res = await place(body());
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        code: 'service_unavailable',
        message:
          'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
      });
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
    }
    // Back by itself once the database accepts connections again.
    await expect.poll(async () => (await place(body())).statusCode, { timeout: 10_000 }).toBe(201);
  });
});
