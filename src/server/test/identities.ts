import { eq } from 'drizzle-orm';
import { createSession, SESSION_TTL_MS, PENDING_SESSION_TTL_MS } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { createUser } from './accounts.ts';

/** Who calls a route, for tables that check every route for every kind of caller. */
export const IDENTITIES = [
  'anonymous',
  'customer',
  'customer-aal2',
  'customer-mfa-pending',
  'admin',
  'admin-mfa-pending',
  'admin-no-factor',
  'vendeur',
] as const;
export type Identity = (typeof IDENTITIES)[number];

export type Callers = {
  /** The Cookie header of a fresh session for `identity` (undefined for anonymous). */
  cookie(identity: Identity): Promise<string | undefined>;
  ids: {
    customer: string;
    other: string;
    admin: string;
    mfaCustomer: string;
    mfaAdmin: string;
    bareAdmin: string;
    vendeur: string;
  };
};

/**
 * Accounts for every kind of caller, and sessions minted straight in the database (no scrypt per
 * session): a customer (assurance level 1), the same at level 2, a customer and an admin whose
 * second factor is enrolled but not yet passed, an admin past its second factor, an admin with the
 * password alone and no factor, and another customer to reach for.
 */
export async function createCallers(db: Db, prefix = 'id'): Promise<Callers> {
  const customer = await createUser(db, { email: `${prefix}-cliente@example.ci` });
  const other = await createUser(db, {
    email: `${prefix}-autre@example.ci`,
    fullName: 'Yao Autre',
  });
  const admin = await createUser(db, { email: `${prefix}-patronne@lagune.ci` });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  // An administrator signed in with the password alone, who has no second factor yet.
  const bareAdmin = await createUser(db, { email: `${prefix}-sans-2fa@lagune.ci` });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, bareAdmin.id));
  const mfaCustomer = await createUser(db, { email: `${prefix}-mfa@example.ci` });
  const mfaAdmin = await createUser(db, { email: `${prefix}-mfa-patronne@lagune.ci` });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, mfaAdmin.id));
  // A staff member the owner invited, past her second factor (docs/decisions/0200).
  const vendeur = await createUser(db, { email: `${prefix}-vendeur@lagune.ci` });
  await db.update(users).set({ role: 'vendeur' }).where(eq(users.id, vendeur.id));
  for (const id of [mfaCustomer.id, mfaAdmin.id, admin.id, vendeur.id])
    await db
      .update(users)
      .set({ securityLevel: 'enhanced', mfaMethod: 'email' })
      .where(eq(users.id, id));
  const mint = async (userId: string, level: 1 | 2, ttl = SESSION_TTL_MS) =>
    `lagune_session=${(await createSession(db, userId, level, ttl)).token}`;
  return {
    ids: {
      customer: customer.id,
      other: other.id,
      admin: admin.id,
      mfaCustomer: mfaCustomer.id,
      mfaAdmin: mfaAdmin.id,
      bareAdmin: bareAdmin.id,
      vendeur: vendeur.id,
    },
    async cookie(identity) {
      switch (identity) {
        case 'anonymous':
          return undefined;
        case 'customer':
          return mint(customer.id, 1);
        case 'customer-aal2':
          return mint(customer.id, 2);
        case 'customer-mfa-pending':
          return mint(mfaCustomer.id, 1, PENDING_SESSION_TTL_MS);
        case 'admin':
          return mint(admin.id, 2);
        case 'admin-mfa-pending':
          return mint(mfaAdmin.id, 1, PENDING_SESSION_TTL_MS);
        case 'admin-no-factor':
          return mint(bareAdmin.id, 1, PENDING_SESSION_TTL_MS);
        case 'vendeur':
          return mint(vendeur.id, 2);
      }
    },
  };
}
