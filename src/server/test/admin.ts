import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import { orderItems, orders, ordersInfo, users } from '../db/schema.ts';
import { createUser, GOOD_PASSWORD, sessionCookie } from './accounts.ts';
import { orderRow } from './fixtures.ts';
import { totpCode } from '../auth/totp.ts';

/** An administrator written straight to the database (GOOD_PASSWORD). */
export async function createAdminUser(db: Db, email = 'patronne@lagune.ci') {
  const user = await createUser(db, { email, fullName: 'Administrateur' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return { ...user, role: 'admin' as const };
}

/**
 * The authenticator of each administrator the helpers enrolled (by user id): its secret, and the
 * last 30-second step a code was used for (a code works once, docs/decisions/0032).
 */
const authenticators = new Map<string, { secret: string; lastStep: number }>();

/**
 * A code of `secret` no sign-in has used yet: the step before now, now or the next one (the server
 * accepts ±1 step), waiting for the clock when all three are spent.
 */
export async function freshAdminCode(userId: string): Promise<string> {
  const entry = authenticators.get(userId);
  if (!entry) throw new Error('aucune application enregistrée pour cet administrateur');
  const now = Math.floor(Date.now() / 30_000);
  // The step before now is good only until this step ends: taken only with 10 s of it left, so a
  // slow request on a busy machine does not reach the server after the clock moved on (seen once).
  const earliest = Date.now() % 30_000 < 20_000 ? now - 1 : now;
  const step = Math.max(earliest, entry.lastStep + 1);
  if (step > now + 1)
    await new Promise((r) => setTimeout(r, (step - 1) * 30_000 - Date.now() + 50));
  entry.lastStep = step;
  return totpCode(entry.secret, step * 30_000);
}

/** The TOTP secret the helpers enrolled for an administrator (for tests that compute codes). */
export function adminTotpSecret(userId: string): string | undefined {
  return authenticators.get(userId)?.secret;
}

/**
 * Signs in through POST /api/admin/sign-in, then passes the second factor as a real admin does:
 * at the first sign-in it enrols an authenticator (its secret kept for the next ones), later it
 * types a fresh code. Returns the Cookie header value of the level-2 session.
 */
export async function adminSignIn(app: App, username: string, password = GOOD_PASSWORD) {
  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const res = await post('/api/admin/sign-in', { username, password });
  if (res.statusCode !== 200)
    throw new Error(`connexion admin refusée : ${res.statusCode} ${res.body}`);
  const state = res.json() as {
    status: string;
    mfaEnrollmentRequired: boolean;
    user: { id: string };
  };
  const cookie = sessionCookie(res);
  let done;
  if (state.mfaEnrollmentRequired) {
    const enrolled = await post('/api/auth/mfa/totp/enroll', { currentPassword: password }, cookie);
    if (enrolled.statusCode !== 200) throw new Error(`enrôlement refusé : ${enrolled.body}`);
    const secret = (enrolled.json() as { secret: string }).secret;
    authenticators.set(state.user.id, { secret, lastStep: -1 });
    const code = await freshAdminCode(state.user.id);
    done = await post('/api/auth/mfa/totp/activate', { code }, cookie);
  } else {
    const code = await freshAdminCode(state.user.id);
    done = await post('/api/auth/mfa/verify', { method: 'authenticator', code }, cookie);
  }
  if (done.statusCode !== 200)
    throw new Error(`second facteur refusé : ${done.statusCode} ${done.body}`);
  return sessionCookie(done);
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
  /** A pick-up order collected in the shop of that name (no address kept, ADR 0221). */
  pickupShop?: string;
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
      ...orderRow(
        values.pickupShop
          ? {
              totalAmount: subtotal,
              subtotal,
              deliveryZone: 'pickup',
              pickupShop: values.pickupShop,
              shippingAddress: '',
            }
          : {
              totalAmount: subtotal + 1500,
              subtotal,
              deliveryFee: 1500,
              shippingAddress: values.address ?? 'Yopougon Selmer, rue 12',
            },
      ),
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
