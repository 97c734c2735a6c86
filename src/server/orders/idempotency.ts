import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';

/** A key answers its retries this long, then it is forgotten. */
export const KEY_LIFETIME_HOURS = 24;
/**
 * A key committed "in progress" was claimed by an earlier version of the shop, in a transaction
 * of its own; after this long its request is taken as dead and a retry takes it over.
 */
const ABANDONED_AFTER_SECONDS = 120;

export type Claim = { kind: 'new' } | { kind: 'replay'; statusCode: number; body: string };

/**
 * Claims `key` for a request whose validated body hashes to `requestHash`, inside the order's own
 * transaction (docs/decisions/0155-order-key-claimed-by-its-transaction.md): the claim lives as
 * long as that transaction. A duplicate sent meanwhile waits on the uncommitted key, then replays
 * the answer (committed) or claims the key itself (rolled back: the request failed or died with
 * its connection, or its server). So:
 * - a new key (or an expired one, or one abandoned by an earlier version) → `new`;
 * - the same key and body, already answered → `replay` of the stored response;
 * - the same key and body, claimed by an earlier version still at work → 409;
 * - the same key with another body → 422.
 */
export async function claimKey(db: Tx, key: string, requestHash: string): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'new' };

    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        responseCode: idempotencyKeys.responseCode,
        responseBody: idempotencyKeys.responseBody,
        expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`,
        abandoned: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`,
      })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    if (!row) continue; // released meanwhile: try to insert again
    if (row.expired) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      continue;
    }
    if (row.requestHash !== requestHash) {
      throw new HttpError(
        422,
        'idempotency_key_reused',
        'Cette clé de commande a déjà servi pour une autre commande. Rechargez la page et réessayez.',
      );
    }
    if (row.status === 'completed' && row.responseCode !== null && row.responseBody !== null) {
      return { kind: 'replay', statusCode: row.responseCode, body: row.responseBody };
    }
    if (row.abandoned) {
      const taken = await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.status, 'in_progress'),
            lt(
              idempotencyKeys.createdAt,
              sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`,
            ),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (taken.length > 0) return { kind: 'new' };
    }
    throw new HttpError(
      409,
      'order_in_progress',
      'Votre commande est déjà en cours d’enregistrement. Patientez quelques secondes.',
    );
  }
  throw new HttpError(
    409,
    'order_in_progress',
    'Votre commande est déjà en cours d’enregistrement. Patientez quelques secondes.',
  );
}

/** Forgets keys past their lifetime (run now and then by each instance). */
export async function deleteExpiredKeys(db: Db): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(
      lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`),
    )
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
