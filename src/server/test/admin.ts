import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import { orderItems, orders, ordersInfo, users } from '../db/schema.ts';
import { createUser, GOOD_PASSWORD, sessionCookie } from './accounts.ts';
import { orderRow } from './fixtures.ts';

/** An administrator written straight to the database (GOOD_PASSWORD). */
export async function createAdminUser(db: Db, email = 'patronne@lagune.ci') {
  const user = await createUser(db, { email, fullName: 'Administrateur' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return { ...user, role: 'admin' as const };
}

/** Signs in through POST /api/admin/sign-in and returns the Cookie header value. */
export async function adminSignIn(app: App, username: string, password = GOOD_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/sign-in',
    payload: { username, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`connexion admin refusée : ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** A guest order through the real API; returns its 201 body. */
export async function placeTestOrder(
  app: App,
  {
    items,
    customer = {
      fullName: 'Adjoua Kouassi',
      phone: '+225 07 01 02 03 04',
      address: 'Cocody Riviera 3, rue des Jardins, villa 12',
    },
    cookie,
  }: {
    items: { productId: string; size: string; quantity: number }[];
    customer?: { fullName: string; phone: string; address: string; instructions?: string };
    cookie?: string;
  },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': crypto.randomUUID(), ...(cookie ? { cookie } : {}) },
    payload: { items, customer, delivery: { zone: 'abidjan' } },
  });
  if (res.statusCode !== 201) throw new Error(`commande refusée : ${res.statusCode} ${res.body}`);
  return res.json() as { order: { id: string; reference: string; totalAmount: number } };
}

export type DirectOrder = {
  fullName?: string;
  phone?: string;
  address?: string;
  instructions?: string | null;
  userId?: string | null;
  status?: (typeof orders.$inferInsert)['status'];
  createdAt?: Date;
  items?: { productId: string; size: string; quantity: number; price: number }[];
  /** No orders_info row at all (an order whose details failed to load in the prototype). */
  withoutInfo?: boolean;
};

/**
 * An order written straight to the tables (no stock taken), for tests that need a given date,
 * status, or details the API would refuse. Returns its id and reference.
 */
export async function insertOrder(db: Db | Tx, values: DirectOrder = {}) {
  const items = values.items ?? [
    { productId: 't-shirt-signature-creme', size: 'M', quantity: 1, price: 6000 },
  ];
  const subtotal = items.reduce((n, i) => n + i.quantity * i.price, 0);
  const [order] = await db
    .insert(orders)
    .values({
      ...orderRow({
        totalAmount: subtotal + 1500,
        subtotal,
        deliveryFee: 1500,
        shippingAddress: values.address ?? 'Yopougon Selmer, rue 12',
      }),
      userId: values.userId ?? null,
      status: values.status ?? 'pending',
      ...(values.createdAt ? { createdAt: values.createdAt, updatedAt: values.createdAt } : {}),
    })
    .returning({ id: orders.id, reference: orders.reference });
  if (!values.withoutInfo) {
    await db.insert(ordersInfo).values({
      id: order!.id,
      nomComplet: values.fullName ?? 'Koffi Yao',
      telephone: values.phone ?? '07 08 09 10 11',
      instructions: values.instructions ?? null,
    });
  }
  if (items.length > 0)
    await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order!.id })));
  return order!;
}
