import { and, count, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { SessionState } from '../../shared/api/auth.ts';
import { isStaff, type MfaMethod } from '../../shared/domain/users.ts';
import type { Db } from '../db/database.ts';
import {
  mfaFactors,
  oneTimeCodes,
  recoveryCodes,
  users,
  type MfaFactorType,
} from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import type { SessionInfo } from '../plugins/session.ts';
import { hashRecoveryCode, newRecoveryCode } from './codes.ts';
import { SecretKeyMismatchError, type SecretBox } from './secret-box.ts';
import { matchTotp } from './totp.ts';

export const RECOVERY_CODE_COUNT = 10;

/** Factor type ↔ the method names kept in the user's metadata. */
export const METHOD_OF_FACTOR: Record<MfaFactorType, Exclude<MfaMethod, 'recovery'>> = {
  totp: 'authenticator',
  sms: 'sms',
  email: 'email',
};
export const FACTOR_OF_METHOD: Record<Exclude<MfaMethod, 'recovery'>, MfaFactorType> = {
  authenticator: 'totp',
  sms: 'sms',
  email: 'email',
};

/** The AES-GCM associated data of a user's TOTP secret: binds the ciphertext to its owner. */
export const totpContext = (userId: string) => `mfa_factors.totp:${userId}`;

export async function confirmedFactors(db: Db | Tx, userId: string) {
  return db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)));
}

export async function recoveryCodesLeft(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** The methods an account can pass its second factor with now, in the selector's order. */
export async function availableMethods(db: Db, userId: string) {
  const factors = await confirmedFactors(db, userId);
  const left = await recoveryCodesLeft(db, userId);
  const methods = new Set<MfaMethod>(factors.map((f) => METHOD_OF_FACTOR[f.type]));
  if (left > 0) methods.add('recovery');
  const order: MfaMethod[] = ['authenticator', 'sms', 'email', 'recovery'];
  return { methods: order.filter((m) => methods.has(m)), recoveryCodesLeft: left, factors };
}

/** The client's auth state (GET /api/auth/session and every call that changes it). */
export async function sessionState(
  db: Db,
  session: SessionInfo | null,
  mfaDemo: boolean,
): Promise<SessionState> {
  if (!session) {
    return {
      status: 'anonymous',
      user: null,
      hasMfa: false,
      assuranceLevel: 0,
      mfaMethods: [],
      recoveryCodesLeft: 0,
      mfaEnrollmentRequired: false,
      mfaDemo,
      expiresAt: null,
    };
  }
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      securityLevel: users.securityLevel,
      mfaMethod: users.mfaMethod,
    })
    .from(users)
    .where(eq(users.id, session.user.id));
  const hasMfa = user!.securityLevel === 'enhanced';
  const available = hasMfa ? await availableMethods(db, user!.id) : undefined;
  return {
    status: hasMfa && session.assuranceLevel < 2 ? 'mfa_required' : 'authenticated',
    user: user!,
    hasMfa,
    assuranceLevel: session.assuranceLevel,
    mfaMethods: available?.methods ?? [],
    recoveryCodesLeft: available?.recoveryCodesLeft ?? 0,
    mfaEnrollmentRequired: isStaff(user!.role) && !hasMfa,
    mfaDemo,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** A TOTP code of the user's confirmed authenticator, each step accepted once. */
/**
 * Removes the account's authenticators whose secret was sealed with another key (a shop moved or
 * restored without it, ADR 0217): no code from them can ever be checked again. Returns whether one
 * was removed.
 */
export async function dropUnreadableAuthenticator(
  db: Db,
  box: SecretBox,
  userId: string,
): Promise<boolean> {
  const factors = await db
    .select({ id: mfaFactors.id, secret: mfaFactors.secretEncrypted })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.type, 'totp')));
  let dropped = false;
  for (const factor of factors) {
    if (!factor.secret) continue;
    try {
      box.open(factor.secret, totpContext(userId));
    } catch (error) {
      if (!(error instanceof SecretKeyMismatchError)) throw error;
      await db.delete(mfaFactors).where(eq(mfaFactors.id, factor.id));
      dropped = true;
    }
  }
  return dropped;
}

export async function verifyTotp(
  db: Db,
  box: SecretBox,
  userId: string,
  code: string,
  factorId?: string,
): Promise<boolean> {
  const [factor] = await db
    .select()
    .from(mfaFactors)
    .where(
      and(
        eq(mfaFactors.userId, userId),
        eq(mfaFactors.type, 'totp'),
        factorId ? eq(mfaFactors.id, factorId) : isNotNull(mfaFactors.confirmedAt),
      ),
    )
    .limit(1);
  if (!factor?.secretEncrypted) return false;
  const secret = box.open(factor.secretEncrypted, totpContext(userId));
  const step = matchTotp(secret, code, factor.lastUsedStep);
  if (step === null) return false;
  // Conditional: two requests racing with the same code, only one moves the step forward.
  const [moved] = await db
    .update(mfaFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(mfaFactors.id, factor.id),
        or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: mfaFactors.id });
  return moved !== undefined;
}

/**
 * A code of the account's authenticator (6 digits) or one of its recovery codes, for the admin's
 * way past a sign-in pause. MFA_DEMO accepts any 6 digits, as everywhere.
 */
export async function secondFactorPasses(
  db: Db,
  box: SecretBox,
  userId: string,
  code: string,
  mfaDemo: boolean,
): Promise<boolean> {
  if (/^\d{6}$/.test(code)) return mfaDemo || verifyTotp(db, box, userId, code);
  return useRecoveryCode(db, userId, code);
}

/** Uses up one recovery code; false if unknown or already used. */
export async function useRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used !== undefined;
}

/** A new set of 10 recovery codes in place of the old ones (which stop working). */
export async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/**
 * Turns a pending factor on: it replaces a confirmed one of the same type, two-factor becomes on
 * (security level enhanced; the method is this one unless another was already chosen). The first
 * factor of an account comes with 10 recovery codes, returned to be shown once; a factor added to
 * an account that already has one keeps the codes the owner saved (an empty list). Only
 * POST /api/auth/mfa/recovery-codes, asked for after a warning, replaces them.
 */
export async function activateFactor(
  db: Db,
  userId: string,
  factorId: string,
  type: MfaFactorType,
): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const [had] = await tx
      .select({ id: mfaFactors.id })
      .from(mfaFactors)
      .where(and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)))
      .limit(1);
    await tx
      .delete(mfaFactors)
      .where(
        and(
          eq(mfaFactors.userId, userId),
          eq(mfaFactors.type, type),
          isNotNull(mfaFactors.confirmedAt),
        ),
      );
    await tx
      .update(mfaFactors)
      .set({ confirmedAt: sql`now()` })
      .where(eq(mfaFactors.id, factorId));
    await tx
      .update(users)
      .set({
        securityLevel: 'enhanced',
        mfaMethod: sql`case when ${users.securityLevel} = 'enhanced' and ${users.mfaMethod} is not null then ${users.mfaMethod} else ${METHOD_OF_FACTOR[type]} end`,
      })
      .where(eq(users.id, userId));
    return had ? [] : replaceRecoveryCodes(tx, userId);
  });
}

/** Two-factor off: every factor, recovery code and pending second-factor code goes. */
export async function disableMfa(db: Db, userId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(mfaFactors).where(eq(mfaFactors.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .delete(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          inArray(oneTimeCodes.purpose, [
            'mfa_email',
            'mfa_sms',
            'mfa_email_enroll',
            'mfa_sms_enroll',
          ]),
        ),
      );
    await tx
      .update(users)
      .set({ securityLevel: 'standard', mfaMethod: null })
      .where(eq(users.id, userId));
  });
}

/** A pending factor of `type` for the user, replacing an earlier pending one. */
export async function createPendingFactor(
  db: Db,
  userId: string,
  values: { type: MfaFactorType; secretEncrypted?: string; phone?: string },
): Promise<string> {
  return inTransaction(db, async (tx) => {
    await tx
      .delete(mfaFactors)
      .where(
        and(
          eq(mfaFactors.userId, userId),
          eq(mfaFactors.type, values.type),
          isNull(mfaFactors.confirmedAt),
        ),
      );
    const [row] = await tx
      .insert(mfaFactors)
      .values({ userId, ...values })
      .returning({ id: mfaFactors.id });
    return row!.id;
  });
}

export async function pendingFactor(db: Db, userId: string, type: MfaFactorType) {
  const [row] = await db
    .select()
    .from(mfaFactors)
    .where(
      and(eq(mfaFactors.userId, userId), eq(mfaFactors.type, type), isNull(mfaFactors.confirmedAt)),
    )
    .limit(1);
  return row;
}

/** `awa.kone@example.ci` → `a•••@e•••.ci`; a phone → its last 4 digits. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}•••@${host.slice(0, 1)}•••${tld}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•• •• •• ${digits.slice(-4, -2)} ${digits.slice(-2)}`;
}
