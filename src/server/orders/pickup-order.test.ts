// Pick-up in a shop (docs/decisions/0206): free, recorded with the order, and refused by the
// server whenever no shop of the owner's allows it, whatever the browser sends.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContent } from '../../shared/api/admin-content.ts';
import { getProduct } from '../../shared/catalogue/products.ts';
import { orders } from '../db/schema.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { createCallers } from '../test/identities.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { PICKUP_MESSAGES } from './pickup.ts';
import { ORDER_ENTRY_TEXT } from '../../shared/api/admin-order-entry.ts';

const PRODUCT = 't-shirt-signature-creme';
const price = getProduct(PRODUCT)!.price;

describe.each(DRIVERS)('pick-up orders on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  const order = (delivery: object) =>
    s.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        items: [{ productId: PRODUCT, size: 'M', quantity: 1 }],
        customer: { fullName: 'Awa Koné', phone: '+225 07 01 02 03 04', address: 'Cocody' },
        delivery,
      },
    });
  const shops = async (pickup: (name: string) => boolean) => {
    const read = await s.app.inject({ url: '/api/admin/content', headers: { cookie: admin } });
    const { blocks } = read.json() as AdminContent;
    const saved = await s.app.inject({
      method: 'PUT',
      url: '/api/admin/content/shops',
      headers: { cookie: admin },
      payload: {
        value: blocks.shops.value.map((shop) => ({ ...shop, pickup: pickup(shop.name) })),
        version: blocks.shops.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeAll(async () => {
    s = await createTestApp(driver, { env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS } });
    await createAdminUser(s.t.database.db);
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  }, 60_000);
  afterAll(async () => s?.close());

  it('places a pick-up order with no delivery fee and records the shop chosen', async () => {
    const res = await order({ zone: 'pickup', pickupShop: 'LAGUNE Cocody' });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as {
      order: { id: string; deliveryFee: number; totalAmount: number };
    };
    expect(placed.order.deliveryFee).toBe(0);
    expect(placed.order.totalAmount).toBe(price);
    const [row] = await s.t.database.db
      .select({ zone: orders.deliveryZone, shop: orders.pickupShop })
      .from(orders)
      .where(eq(orders.id, placed.order.id));
    expect(row).toEqual({ zone: 'pickup', shop: 'LAGUNE Cocody' });
  });

  it('names the shop on the admin card and on /suivi as it was when ordered, even once it is deleted', async () => {
    const read = await s.app.inject({ url: '/api/admin/content', headers: { cookie: admin } });
    const { blocks } = read.json() as AdminContent;
    const cocody = blocks.shops.value.find((shop) => shop.name === 'LAGUNE Cocody')!;
    const placed = (await order({ zone: 'pickup', pickupShop: 'LAGUNE Cocody' })).json() as {
      order: { id: string; reference: string };
    };
    // The owner renames and then deletes the shop: the order still says where to go.
    await shops(() => true);
    const without = await s.app.inject({ url: '/api/admin/content', headers: { cookie: admin } });
    const current = (without.json() as AdminContent).blocks.shops;
    const deleted = await s.app.inject({
      method: 'PUT',
      url: '/api/admin/content/shops',
      headers: { cookie: admin },
      payload: {
        value: current.value.filter((shop) => shop.name !== 'LAGUNE Cocody'),
        version: current.version,
      },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const where = {
      name: 'LAGUNE Cocody',
      address: cocody.address,
      hours: cocody.hours,
      phone: cocody.phone,
      mapUrl: cocody.mapUrl,
    };
    const card = await s.app.inject({
      url: `/api/admin/orders/${placed.order.id}`,
      headers: { cookie: admin },
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().order.pickupShop).toEqual(where);
    const tracked = await s.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { reference: placed.order.reference, phone: '+225 07 01 02 03 04' },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    // Only what the tracking page shows: not the shop's e-mail nor its settings.
    expect(tracked.json().order.pickupShop).toEqual(where);
    // Delivered orders name no shop.
    const delivered = (await order({ zone: 'abidjan' })).json() as { order: { id: string } };
    const deliveredCard = await s.app.inject({
      url: `/api/admin/orders/${delivered.order.id}`,
      headers: { cookie: admin },
    });
    expect(deliveredCard.json().order.pickupShop).toBeNull();
    // The shops as they were, for the next tests.
    const back = await s.app.inject({ url: '/api/admin/content', headers: { cookie: admin } });
    const restored = await s.app.inject({
      method: 'PUT',
      url: '/api/admin/content/shops',
      headers: { cookie: admin },
      payload: {
        value: blocks.shops.value,
        version: (back.json() as AdminContent).blocks.shops.version,
      },
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('takes a pick-up order without a home address, and still asks one for delivery', async () => {
    const send = (url: string, headers: Record<string, string>, payload: object) =>
      s.app.inject({
        method: 'POST',
        url,
        headers: { 'idempotency-key': randomUUID(), ...headers },
        payload: {
          items: [{ productId: PRODUCT, size: 'M', quantity: 1 }],
          ...payload,
        },
      });
    const customer = { fullName: 'Awa Koné', phone: '+225 07 01 02 03 04' };
    const pickup = { zone: 'pickup', pickupShop: 'LAGUNE Cocody' };
    for (const [url, headers] of [
      ['/api/orders', {}],
      ['/api/admin/orders', { cookie: admin }],
    ] as const) {
      const taken = await send(url, headers, { customer, delivery: pickup });
      expect(taken.statusCode, taken.body).toBe(201);
      const id = (taken.json() as { order: { id: string } }).order.id;
      const card = await s.app.inject({
        url: `/api/admin/orders/${id}`,
        headers: { cookie: admin },
      });
      expect(card.json().order.customer.address).toBeNull();
      const delivered = await send(url, headers, { customer, delivery: { zone: 'abidjan' } });
      expect(delivered.statusCode, delivered.body).toBe(400);
      expect(delivered.json().error.fields['customer.address']).toBe("L'adresse est requise");
      const short = await send(url, headers, {
        customer: { ...customer, address: 'Rue' },
        delivery: { zone: 'abidjan' },
      });
      expect(short.json().error.fields['customer.address']).toBe(
        "L'adresse doit contenir au moins 5 caractères",
      );
    }
  });

  it('lets the owner edit a pick-up order without an address, and a change to delivery drops the shop', async () => {
    const placed = await s.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        items: [{ productId: PRODUCT, size: 'M', quantity: 1 }],
        customer: { fullName: 'Awa Koné', phone: '+225 07 01 02 03 04' },
        delivery: { zone: 'pickup', pickupShop: 'LAGUNE Cocody' },
      },
    });
    const id = (placed.json() as { order: { id: string } }).order.id;
    const edit = (payload: object) =>
      s.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${id}/contents`,
        headers: { cookie: admin },
        payload: { items: [{ productId: PRODUCT, size: 'M', quantity: 2 }], ...payload },
      });
    const more = await edit({ delivery: { zone: 'pickup' } });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().order.pickupShop.name).toBe('LAGUNE Cocody');
    const noAddress = await edit({ delivery: { zone: 'abidjan' } });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.fields.address).toBe("L'adresse est requise");
    const delivered = await edit({ address: 'Cocody Riviera 3', delivery: { zone: 'abidjan' } });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().order.pickupShop).toBeNull();
    expect(delivered.json().order.customer.address).toBe('Cocody Riviera 3');
  });

  it('refuses to turn a delivered order into a pick-up one by an edit (no shop was chosen)', async () => {
    const placed = await order({ zone: 'abidjan' });
    const id = (placed.json() as { order: { id: string } }).order.id;
    const edit = await s.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}/contents`,
      headers: { cookie: admin },
      payload: {
        items: [{ productId: PRODUCT, size: 'M', quantity: 1 }],
        delivery: { zone: 'pickup' },
      },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().error.message).toBe(ORDER_ENTRY_TEXT.pickupOnlyWhenOrdered);
    const [row] = await s.t.database.db
      .select({ zone: orders.deliveryZone, address: orders.shippingAddress })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row).toEqual({ zone: 'abidjan', address: 'Cocody' });
  });

  it('refuses a shop that does not offer pick-up, and asks which shop when several do', async () => {
    await shops((name) => name !== 'LAGUNE Marcory');
    const marcory = await order({ zone: 'pickup', pickupShop: 'LAGUNE Marcory' });
    expect(marcory.statusCode).toBe(422);
    expect(marcory.json().error.message).toBe(PICKUP_MESSAGES.unknownShop);
    const unnamed = await order({ zone: 'pickup' });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().error.message).toBe(PICKUP_MESSAGES.chooseShop);
  });

  it('refuses pick-up (French 422) once no shop allows it, and places no order', async () => {
    await shops(() => false);
    const before = (await s.t.database.db.select({ id: orders.id }).from(orders)).length;
    const res = await order({ zone: 'pickup', pickupShop: 'LAGUNE Cocody' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(PICKUP_MESSAGES.unavailable);
    expect((await s.t.database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
    // Delivery is still offered as before.
    expect((await order({ zone: 'abidjan' })).statusCode).toBe(201);
  });

  it('gives a vendeur the shops she may set as pick-up in her order form', async () => {
    const callers = await createCallers(s.t.database.db, 'retrait');
    const vendeur = (await callers.cookie('vendeur'))!;
    const read = () =>
      s.app.inject({ url: '/api/admin/pickup-shops', headers: { cookie: vendeur } });
    await shops((name) => name !== 'LAGUNE Marcory');
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    const names = (res.json() as { shops: { name: string; address: string }[] }).shops;
    expect(names.map((shop) => shop.name)).toEqual(['LAGUNE Plateau', 'LAGUNE Cocody']);
    expect(names.every((shop) => shop.address.length > 0)).toBe(true);
    await shops(() => false);
    expect((await read()).json()).toEqual({ shops: [] });
  });
});
