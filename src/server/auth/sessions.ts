import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { sessions, users } from '../db/schema.ts';
import { hashSecret, newToken } from './codes.ts';

/** A signed-in session lasts 30 days from sign-in (or from the second factor). */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** A session waiting for its second factor lives 15 minutes: time to open the app or the mailbox. */
export const PENDING_SESSION_TTL_MS = 15 * 60 * 1000;
/** `last_seen_at` is written at most this often, not on every request. */
export const TOUCH_INTERVAL_MS = 3600 * 1000;
/**
 * An admin session with no request for this long is over (docs/decisions/0162): a cookie left
 * overnight on a shared computer, an old phone or a copy dies by itself. `last_seen_at` moves
 * hourly, so the session ends between 7 and 8 hours after its last request.
 */
export const ADMIN_IDLE_MS = 8 * 3600 * 1000;

/**
 * The cookie's name. Over https the `__Host-` prefix makes the browser insist on Secure, Path=/
 * and no Domain, so no sibling subdomain can plant or read it.
 */
export function sessionCookieName(config: Pick<Config, 'secure'>): string {
  return config.secure ? '__Host-lagune_session' : 'lagune_session';
}

function cookieOptions(config: Pick<Config, 'secure'>) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secure };
}

/** Creates a session row (only the token's hash is stored) and returns the token for the cookie. */
export async function createSession(
  db: Db,
  userId: string,
  assuranceLevel: 1 | 2,
  ttlMs: number,
  userAgent?: string,
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSecret(token),
      userId,
      assuranceLevel,
      expiresAt,
      // Only the device's name, for the owner's list of her sessions (ADR 0201); never an address.
      userAgent: userAgent?.slice(0, 200) ?? null,
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token, expiresAt };
}

/**
 * A new session for `userId` in place of the request's (rotated at sign-in and at the
 * second factor, so a token planted or seen before cannot ride the new privileges).
 */
export async function startSession(
  db: Db,
  config: Pick<Config, 'secure'>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  assuranceLevel: 1 | 2,
  ttlMs = SESSION_TTL_MS,
): Promise<{ id: string; expiresAt: Date }> {
  if (request.session) await deleteSession(db, request.session.id);
  const { id, token, expiresAt } = await createSession(
    db,
    userId,
    assuranceLevel,
    ttlMs,
    request.headers['user-agent'],
  );
  reply.setCookie(sessionCookieName(config), token, {
    ...cookieOptions(config),
    expires: expiresAt,
  });
  return { id, expiresAt };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'secure'>): void {
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));
}

/** Signs every session of `userId` out but `keepId` (sign-out elsewhere, password change). */
export async function deleteSessionsOf(db: Db, userId: string, keepId?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      keepId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/** The live session behind a token, with what the guards need of its user. */
export async function findSession(db: Db, token: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      assuranceLevel: sessions.assuranceLevel,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        role: users.role,
        securityLevel: users.securityLevel,
        mfaMethod: users.mfaMethod,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashSecret(token)), gt(sessions.expiresAt, sql`now()`)));
  return row;
}

export async function touchSession(db: Db, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, id));
}
