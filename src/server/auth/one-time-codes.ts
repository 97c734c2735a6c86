import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { oneTimeCodes, type OneTimeCodePurpose } from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { hashSecret, newSixDigitCode, newToken } from './codes.ts';

export const CONFIRM_TOKEN_TTL_MS = 24 * 3600 * 1000;
export const RESET_TOKEN_TTL_MS = 3600 * 1000;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_MS = 60 * 1000;

/**
 * A link token for e-mail confirmation or password reset: 256 random bits, only the hash kept,
 * single use, expiring. A new one replaces the user's earlier unused ones of the same purpose.
 */
export async function issueLinkToken(
  db: Db,
  userId: string,
  purpose: 'email_confirm' | 'password_reset',
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  await inTransaction(db, async (tx) => {
    await deleteUnused(tx, userId, purpose);
    await tx.insert(oneTimeCodes).values({
      userId,
      purpose,
      codeHash: hashSecret(token),
      expiresAt: new Date(Date.now() + ttlMs),
    });
  });
  return token;
}

/** Marks the token used and returns its user, or null if unknown, used, expired or of another purpose. */
export async function consumeLinkToken(
  db: Db | Tx,
  token: string,
  purpose: 'email_confirm' | 'password_reset',
): Promise<string | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.codeHash, hashSecret(token)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return row?.userId ?? null;
}

/** Seconds before another code of `purpose` may be sent to `userId` (0: now). */
export async function codeCooldown(
  db: Db,
  userId: string,
  purpose: OneTimeCodePurpose,
): Promise<number> {
  const [last] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!last) return 0;
  const wait = last.createdAt.getTime() + CODE_RESEND_COOLDOWN_MS - Date.now();
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

/**
 * Refuses a new code of `purpose` while the last one is younger than the resend cooldown: a
 * French 429 with the seconds to wait (also in Retry-After).
 */
export async function refuseWhileCoolingDown(
  db: Db,
  userId: string,
  purpose: OneTimeCodePurpose,
  reply: { header(name: string, value: string): unknown },
): Promise<void> {
  const wait = await codeCooldown(db, userId, purpose);
  if (wait <= 0) return;
  reply.header('retry-after', String(wait));
  throw new HttpError(
    429,
    'rate_limited',
    `Veuillez patienter ${wait} secondes avant de demander un nouveau code.`,
  );
}

/** A fresh 6-digit code for `purpose` (10 minutes, 5 tries); earlier unused ones stop working. */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: OneTimeCodePurpose,
): Promise<string> {
  const code = newSixDigitCode();
  await inTransaction(db, async (tx) => {
    await deleteUnused(tx, userId, purpose);
    await tx.insert(oneTimeCodes).values({
      userId,
      purpose,
      codeHash: hashSecret(`${userId}:${code}`),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  });
  return code;
}

/**
 * Checks `code` against the user's live code of `purpose`. Each try takes one of the code's 5
 * tries first, atomically, so concurrent guesses cannot go past 5; a right code is then used up.
 */
export async function checkCode(
  db: Db,
  userId: string,
  purpose: OneTimeCodePurpose,
  code: string,
): Promise<boolean> {
  const live = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const [attempt] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(sql`${oneTimeCodes.id} = (${live})`, lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  if (!attempt) return false;
  const expected = Buffer.from(attempt.codeHash, 'hex');
  const given = Buffer.from(hashSecret(`${userId}:${code}`), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, attempt.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used !== undefined;
}

async function deleteUnused(tx: Tx, userId: string, purpose: OneTimeCodePurpose) {
  await tx
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
}

/** Codes and tokens a day past their expiry are of no use to anyone. */
export async function deleteExpiredCodes(db: Db): Promise<void> {
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, sql`now() - interval '1 day'`));
}

/**
 * Ends every reset link of the user still unused: a new password (changed, reset, or given by the
 * CLI) must not be undone by a link asked before it.
 */
export async function deleteUnusedResetLinks(db: Db | Tx, userId: string): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, 'password_reset'),
        isNull(oneTimeCodes.usedAt),
      ),
    );
}
