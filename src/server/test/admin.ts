import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { createUser, GOOD_PASSWORD, sessionCookie } from './accounts.ts';

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
