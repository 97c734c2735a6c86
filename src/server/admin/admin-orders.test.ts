import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrdersPage } from '../../shared/api/admin.ts';
import { products } from '../../shared/catalogue/products.ts';
import { phoneKey } from '../../shared/schemas/order.ts';
import { orders, ordersInfo } from '../db/schema.ts';
import { createUser, signIn } from '../test/accounts.ts';
import { adminSignIn, createAdminUser, insertOrder, placeTestOrder } from '../test/admin.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { parseOrderSearch } from './order-queries.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';

const tshirt = products.find((p) => p.inStock && p.id.startsWith('t-shirt-') && !p.isLimited)!;
const pull = products.find((p) => p.inStock && p.id.startsWith('pull-'))!;

describe('parseOrderSearch', () => {
  it('reads references with or without LG-, phones typed any way, short and whole ids', () => {
    expect(parseOrderSearch('lg-7k3p9q')).toEqual({ reference: 'LG-7K3P9Q' });
    expect(parseOrderSearch(' 7K3P9Q ')).toEqual({ reference: 'LG-7K3P9Q' });
    expect(parseOrderSearch('+225 07 01 02 03 04')).toEqual({ phonePrefix: '701020304' });
    expect(parseOrderSearch('07.01.02')).toEqual({ phonePrefix: '70102' });
    expect(parseOrderSearch('1a2b3c4d')).toEqual({ idPrefix: '1a2b3c4d' });
    // Eight digits: a phone prefix and a short id at once.
    expect(parseOrderSearch('07010203')).toEqual({ phonePrefix: '7010203', idPrefix: '07010203' });
    expect(parseOrderSearch('123')).toBeNull();
    // Letters: part of a customer's name, compared without case or accents.
    expect(parseOrderSearch(' Awa  KONÉ ')).toEqual({ name: 'awa kone' });
    expect(parseOrderSearch('a')).toBeNull();
  });
});

describe.each(DRIVERS)('admin orders on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  const db = () => s.t.database.db;
  const get = async (url: string) => {
    const res = await s.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    return res;
  };
  const page = async (query = '') => {
    const res = await get(`/api/admin/orders${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminOrdersPage;
  };

  beforeAll(async () => {
    s = await createTestApp(driver, {
      captureLogs: true,
      env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS },
    });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('shows the newest order first with its customer, items, totals, 8-character id and whether it is a guest’s', async () => {
    await createUser(db(), { email: 'awa@example.ci', fullName: 'Awa Koné' });
    const awa = await signIn(s.app, 'awa@example.ci');
    const registered = await placeTestOrder(s.app, {
      items: [{ productId: pull.id, size: 'L', quantity: 1 }],
      customer: {
        fullName: 'Awa Koné',
        phone: '05 44 33 22 11',
        address: 'Marcory Zone 4, rue du Canal',
      },
      cookie: awa,
    });
    const guest = await placeTestOrder(s.app, {
      items: [
        { productId: tshirt.id, size: 'M', quantity: 2 },
        { productId: pull.id, size: 'S', quantity: 1 },
      ],
      customer: {
        fullName: 'Adjoua Kouassi',
        phone: '+225 07 01 02 03 04',
        address: 'Cocody Riviera 3, villa 12',
        instructions: 'Appeler avant de livrer',
      },
    });

    const { orders: list, counts, nextCursor } = await page();
    expect(nextCursor).toBeNull();
    expect(list.map((o) => o.id)).toEqual([guest.order.id, registered.order.id]);
    const first = list[0]!;
    expect(first).toMatchObject({
      id: guest.order.id,
      shortId: guest.order.id.slice(0, 8),
      reference: guest.order.reference,
      status: 'pending',
      userId: null,
      customer: {
        present: true,
        fullName: 'Adjoua Kouassi',
        phone: '+225 07 01 02 03 04',
        address: 'Cocody Riviera 3, villa 12',
      },
      instructions: 'Appeler avant de livrer',
      subtotal: tshirt.price * 2 + pull.price,
      deliveryZone: 'abidjan',
      totalAmount: guest.order.totalAmount,
    });
    expect(first.items).toEqual(
      [
        {
          productId: tshirt.id,
          name: tshirt.name,
          image: tshirt.images.front,
          size: 'M',
          quantity: 2,
          price: tshirt.price,
          lineTotal: tshirt.price * 2,
        },
        {
          productId: pull.id,
          name: pull.name,
          image: pull.images.front,
          size: 'S',
          quantity: 1,
          price: pull.price,
          lineTotal: pull.price,
        },
      ].sort((a, b) => a.productId.localeCompare(b.productId)),
    );
    expect(list[1]!.userId).not.toBeNull();
    expect(counts).toMatchObject({ all: 2, registered: 1, guest: 1 });
    expect(counts!.byStatus).toEqual({
      pending: 2,
      processing: 0,
      shipped: 0,
      paid: 0,
      delivered: 0,
      cancelled: 0,
    });
    expect(counts!.guestByStatus).toMatchObject({ pending: 1, cancelled: 0 });

    const one = await get(`/api/admin/orders/${guest.order.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().order).toEqual(first);
    expect(one.headers['cache-control']).toBe('no-store');
  });

  it('pages newest first by cursor with no gap and no repeat, orders sharing a timestamp included', async () => {
    // 45 orders: 30 written in one transaction share their created_at to the microsecond.
    await db().transaction(async (tx) => {
      for (let i = 0; i < 30; i++) await insertOrder(tx, { fullName: `Client Lot ${i}` });
    });
    for (let i = 0; i < 15; i++) await insertOrder(db(), { fullName: `Client Seul ${i}` });
    const expected = (
      await db()
        .select({ id: orders.id })
        .from(orders)
        .orderBy(desc(orders.createdAt), desc(orders.id))
    ).map((o) => o.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const current: AdminOrdersPage = await page(
        `?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      // Counts come with the first page only.
      expect(current.counts === null).toBe(cursor !== null);
      seen.push(...current.orders.map((o) => o.id));
      cursor = current.nextCursor;
      pages++;
    } while (cursor);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 20));
  });

  it('filters guests, registered users and a status, with counts computed by the database', async () => {
    const [user] = await db()
      .select({ id: orders.userId })
      .from(orders)
      .where(sql`${orders.userId} is not null`);
    await insertOrder(db(), { status: 'cancelled', userId: user!.id });
    await insertOrder(db(), { status: 'delivered' });
    const total = await db().$count(orders);
    const guests = await db().$count(orders, sql`${orders.userId} is null`);

    const all = await page('?limit=100');
    expect(all.counts).toMatchObject({ all: total, guest: guests, registered: total - guests });
    expect(all.counts!.byStatus.cancelled).toBe(1);
    expect(all.counts!.byStatus.delivered).toBe(1);
    const counts = await get('/api/admin/orders/counts');
    expect(counts.json()).toEqual(all.counts);

    const guestPage = await page('?filter=guest&limit=100');
    expect(guestPage.orders).toHaveLength(guests);
    expect(guestPage.orders.every((o) => o.userId === null)).toBe(true);
    const registered = await page('?filter=registered&limit=100');
    expect(registered.orders).toHaveLength(total - guests);
    expect(registered.orders.every((o) => o.userId !== null)).toBe(true);
    const cancelled = await page('?filter=registered&status=cancelled');
    expect(cancelled.orders.map((o) => o.status)).toEqual(['cancelled']);
  });

  it('finds an order by reference, by phone however it is typed, by its first digits and by the 8-character id', async () => {
    const target = await insertOrder(db(), {
      fullName: 'Mariam Traoré',
      phone: '+225 01 23 45 67 89',
    });
    await insertOrder(db(), { fullName: 'Autre Client', phone: '01 23 99 99 99' });
    const ids = (p: AdminOrdersPage) => p.orders.map((o) => o.id);

    for (const q of [target.reference, target.reference.toLowerCase(), target.reference.slice(3)]) {
      expect(ids(await page(`?q=${encodeURIComponent(q)}`))).toEqual([target.id]);
    }
    for (const q of ['0123456789', '00225 01 23 45 67 89', '+225 0123456789', '01.23.45.67.89']) {
      const found = await page(`?q=${encodeURIComponent(q)}`);
      expect(ids(found), q).toEqual([target.id]);
      expect(found.counts!.all).toBe(1);
    }
    const prefix = await page(`?q=${encodeURIComponent('01 23')}`);
    expect(ids(prefix)).toContain(target.id);
    expect(prefix.orders.every((o) => phoneKey(o.customer.phone ?? '').startsWith('123'))).toBe(
      true,
    );
    expect(prefix.counts!.all).toBe(prefix.orders.length);
    expect(ids(await page(`?q=${target.id.slice(0, 8)}`))).toEqual([target.id]);
    expect(ids(await page(`?q=${target.id}`))).toEqual([target.id]);

    const none = await page('?q=LG-ZZZZZZ');
    expect(none.orders).toEqual([]);
    expect(none.counts!.all).toBe(0);
  });

  it('finds a customer’s orders by part of the name, whatever the case and accents', async () => {
    const first = await insertOrder(db(), { fullName: 'Fatoumata Kéïta', phone: '07 11 22 33 44' });
    const second = await insertOrder(db(), {
      fullName: 'fatoumata KEITA',
      phone: '07 11 22 33 45',
    });
    await insertOrder(db(), { fullName: 'Fatou Diallo', phone: '07 11 22 33 46' });
    await insertOrder(db(), { fullName: 'Keit_a 100%', phone: '07 11 22 33 47' });
    const ids = (p: AdminOrdersPage) => p.orders.map((o) => o.id).sort();
    const both = [first.id, second.id].sort();
    for (const q of ['Fatoumata Keïta', 'keita', 'KÉÏTA', 'toumata k', ' fatoumata  keita ']) {
      const found = await page(`?q=${encodeURIComponent(q)}`);
      expect(ids(found), q).toEqual(both);
      expect(found.counts!.all, q).toBe(2);
    }
    // LIKE's own characters are plain letters here: '_' and '%' match only themselves.
    expect((await page(`?q=${encodeURIComponent('kei_a')}`)).orders).toEqual([]);
    expect((await page(`?q=${encodeURIComponent('keit%')}`)).orders).toEqual([]);
    expect((await page(`?q=${encodeURIComponent('it_a 100%')}`)).orders).toHaveLength(1);
    expect((await page('?q=Zacharie')).orders).toEqual([]);
  });

  it('keeps phone_key equal to phoneKey for every way of typing a phone', async () => {
    const phones = [
      '+225 07 01 02 03 04',
      '00225 0701020304',
      '07-01-02-03-04',
      '(07) 01.02.03.04',
      '2250701020304',
      '22507010203',
      '0022501234567',
      '12345678',
      '+33 6 12 34 56 78',
      '0033 6 12 34 56 78',
      '+1 514 555 0199',
      '',
    ];
    for (const phone of phones) {
      const { id } = await insertOrder(db(), { phone });
      const [row] = await db()
        .select({ key: ordersInfo.phoneKey })
        .from(ordersInfo)
        .where(eq(ordersInfo.id, id));
      expect(row!.key, phone).toBe(phoneKey(phone));
    }
  });

  it('marks missing details: blank or placeholder name or phone, no address', async () => {
    const cases: [Parameters<typeof insertOrder>[1], Partial<AdminOrder['customer']>][] = [
      [
        { fullName: '   ', phone: '0700000001' },
        { present: false, fullName: null, phone: '0700000001' },
      ],
      [{ fullName: 'Information non disponible' }, { present: false, fullName: null }],
      [{ phone: 'Information non disponible' }, { present: false, phone: null }],
      [{ address: ' ' }, { present: true, address: null }],
      [{ withoutInfo: true }, { present: false, fullName: null, phone: null }],
    ];
    for (const [values, customer] of cases) {
      const { id } = await insertOrder(db(), values);
      const res = await get(`/api/admin/orders/${id}`);
      expect(res.json().order.customer, JSON.stringify(values)).toMatchObject(customer);
    }
  });

  it('answers 404 for an unknown order and a French 400 for bad input', async () => {
    const unknown = await get('/api/admin/orders/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Commande introuvable');
    const cases: [string, string][] = [
      ['/api/admin/orders/pas-un-id', 'Identifiant de commande invalide'],
      ['/api/admin/orders?filter=tous', 'Filtre inconnu : all, registered ou guest'],
      ['/api/admin/orders?status=perdue', 'Statut de commande inconnu'],
      ['/api/admin/orders?limit=0', 'La taille de page doit être comprise entre 1 et 100'],
      ['/api/admin/orders?limit=abc', 'La taille de page doit être un nombre entier'],
      ['/api/admin/orders?cursor=abc', 'Curseur de pagination invalide : rechargez la liste.'],
      [`/api/admin/orders?q=${'7'.repeat(61)}`, 'La recherche ne peut pas dépasser 60 caractères'],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toBe(frenchSpacing(message));
    }
  });

  it('writes no customer name, phone or address to the logs', () => {
    const text = s.logs.join('\n');
    for (const secret of [
      'Adjoua',
      'Kouassi',
      'Awa Koné',
      '07 01 02 03 04',
      '0701020304',
      'Riviera',
      'Marcory',
      'Mariam',
      '45 67 89',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
