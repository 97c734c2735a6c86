import { and, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffRole } from '../../shared/domain/users.ts';
import {
  invitationAcceptSchema,
  invitationDetailsSchema,
  invitationTokenSchema,
  ownSessionsSchema,
  STAFF_TEXT,
  staffInviteSchema,
  staffListSchema,
  staffRemoveSchema,
  staffRoleChangeSchema,
} from '../../shared/schemas/staff.ts';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import { accountMail } from '../auth/account-mail.ts';
import { hashSecret, newToken } from '../auth/codes.ts';
import { staffInvitationEmail } from '../auth/emails.ts';
import { refuseWeakPassword } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { deleteSessionsOf } from '../auth/sessions.ts';
import { findUserByEmail } from '../auth/users.ts';
import type { Db } from '../db/database.ts';
import { adminChanges, sessions, staffInvitations, users } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Tx } from '../db/transaction.ts';
import { clientNetwork } from '../http/client-network.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';

/** An invitation link is good once, for 72 hours (docs/decisions/0201). */
export const INVITATION_TTL_MS = 72 * 3600 * 1000;
const STAFF_ROLES: StaffRole[] = ['admin', 'vendeur'];
const SUBJECT = 'staff';
const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const idParams = z.object({ id: z.uuid({ error: STAFF_TEXT.notFound }) });
const okAnswer = z.object({ ok: z.literal(true) });

type Change = { field: string; before: unknown; after: unknown };
const audit = (db: Db | Tx, actorId: string, changes: Change[]) =>
  db.insert(adminChanges).values({ subject: SUBJECT, actorId, changes });

/** A person of the team, by id (never a customer). */
async function staffMember(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, STAFF_ROLES)));
  if (!row) throw new HttpError(404, 'staff_not_found', STAFF_TEXT.notFound);
  return row as { id: string; email: string; role: StaffRole };
}

/** The live invitation behind a link's token, if any. */
async function liveInvitation(db: Db | Tx, token: string) {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashSecret(token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    );
  return row;
}

const invalidInvitation = () =>
  new HttpError(410, 'invitation_invalid', STAFF_TEXT.invitationInvalid);

/**
 * The invitation link's two public steps: read who is invited, then choose a password. The
 * account is created with its role but no second factor: the admin guard lets it reach nothing
 * until the person enrols one at their first sign-in (ADR 0106).
 */
export const staffInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = rateLimit({ max: 20, timeWindow: '10 minutes' });
  app.post(
    '/api/staff/invitation',
    {
      config: limit,
      schema: {
        body: invitationTokenSchema,
        response: { 200: invitationDetailsSchema, 410: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const invitation = await liveInvitation(app.db, request.body.token);
      if (!invitation) throw invalidInvitation();
      const { fullName, email, role } = invitation;
      return { fullName, email, role: role as StaffRole };
    },
  );

  app.post(
    '/api/staff/invitation/accept',
    {
      config: limit,
      schema: {
        body: invitationAcceptSchema,
        response: { 200: z.object({ email: z.string() }), 410: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const invitation = await liveInvitation(app.db, token);
      if (!invitation) throw invalidInvitation();
      const shopName = (await app.shopSettings.current()).name;
      await refuseWeakPassword(password, [shopName, invitation.email, invitation.fullName]);
      const passwordHash = await hashPassword(password, clientNetwork(request.ip));
      const created = await inTransaction(app.db, async (tx) => {
        // Single use: only the request that marks the invitation used creates the account.
        const [used] = await tx
          .update(staffInvitations)
          .set({ usedAt: sql`now()` })
          .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.usedAt)))
          .returning({ id: staffInvitations.id });
        if (!used) return undefined;
        const [user] = await tx
          .insert(users)
          .values({
            email: invitation.email,
            passwordHash,
            fullName: invitation.fullName,
            role: invitation.role,
            // The link reached the mailbox: the address is confirmed.
            emailConfirmedAt: sql`now()`,
          })
          .onConflictDoNothing()
          .returning({ id: users.id, email: users.email });
        return user;
      });
      if (!created) throw invalidInvitation();
      request.log.info({ role: invitation.role }, 'staff invitation accepted');
      return { email: created.email };
    },
  );
};

/** 'Équipe' (docs/decisions/0201): inside the admin wing, the owner's alone (ADR 0200). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendLater = accountMail(app);

  const readStaff = async (selfId: string) => {
    const people = await app.db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        role: users.role,
        lastSeenAt: max(sessions.lastSeenAt),
      })
      .from(users)
      .leftJoin(sessions, eq(sessions.userId, users.id))
      .where(inArray(users.role, STAFF_ROLES))
      .groupBy(users.id)
      .orderBy(users.createdAt);
    const invitations = await app.db
      .select()
      .from(staffInvitations)
      .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, sql`now()`)))
      .orderBy(desc(staffInvitations.createdAt));
    return {
      people: people.map((p) => ({
        ...p,
        role: p.role as StaffRole,
        lastSeenAt: p.lastSeenAt ? new Date(p.lastSeenAt).toISOString() : null,
        self: p.id === selfId,
      })),
      invitations: invitations.map((i) => ({
        id: i.id,
        fullName: i.fullName,
        email: i.email,
        role: i.role as StaffRole,
        expiresAt: i.expiresAt.toISOString(),
      })),
    };
  };

  app.get(
    '/api/admin/staff',
    { schema: { response: { 200: staffListSchema, ...errors } } },
    async (request) => readStaff(request.user!.id),
  );

  app.post(
    '/api/admin/staff/invitations',
    { schema: { body: staffInviteSchema, response: { 201: staffListSchema, ...errors } } },
    async (request, reply) => {
      const { fullName, email, role, currentPassword, mfa } = request.body;
      // A copied cookie alone cannot let someone else in (docs/decisions/0162).
      await app.accountGuard.reauthenticate(request, reply, { currentPassword, mfa });
      const existing = await findUserByEmail(app.db, email);
      if (existing?.role === 'customer')
        throw new HttpError(409, 'customer_account', STAFF_TEXT.customerAccount, {
          email: STAFF_TEXT.customerAccount,
        });
      if (existing)
        throw new HttpError(409, 'already_staff', STAFF_TEXT.alreadyStaff, {
          email: STAFF_TEXT.alreadyStaff,
        });
      const token = newToken();
      await inTransaction(app.db, async (tx) => {
        // A new invitation to the same address replaces the one still pending.
        await tx
          .update(staffInvitations)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              sql`lower(${staffInvitations.email}) = ${email.toLowerCase()}`,
              isNull(staffInvitations.usedAt),
            ),
          );
        await tx.insert(staffInvitations).values({
          tokenHash: hashSecret(token),
          email,
          fullName,
          role,
          invitedBy: request.user!.id,
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        });
        await audit(tx, request.user!.id, [
          { field: 'invitation', before: null, after: { email, role } },
        ]);
      });
      // The token rides in the fragment: it never reaches a server log nor a Referer.
      const link = `${app.config.publicUrl}/admin/invitation#${token}`;
      const shopName = (await app.shopSettings.current()).name;
      await sendLater(
        'staff-invitation',
        staffInvitationEmail(shopName, email, fullName, role, link),
      );
      request.log.info({ role }, 'staff invited');
      reply.code(201);
      return readStaff(request.user!.id);
    },
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      schema: {
        params: idParams,
        body: staffRoleChangeSchema,
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { role, currentPassword, mfa } = request.body;
      if (request.params.id === request.user!.id)
        throw new HttpError(409, 'not_yourself', STAFF_TEXT.notYourself);
      await app.accountGuard.reauthenticate(request, reply, { currentPassword, mfa });
      const person = await staffMember(app.db, request.params.id);
      if (person.role !== role) {
        await inTransaction(app.db, async (tx) => {
          await tx.update(users).set({ role }).where(eq(users.id, person.id));
          await audit(tx, request.user!.id, [
            {
              field: 'role',
              before: { email: person.email, role: person.role },
              after: { email: person.email, role },
            },
          ]);
        });
        request.log.info({ role }, 'staff role changed');
      }
      return readStaff(request.user!.id);
    },
  );

  app.post(
    '/api/admin/staff/:id/remove',
    {
      schema: {
        params: idParams,
        body: staffRemoveSchema,
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.params.id === request.user!.id)
        throw new HttpError(409, 'not_yourself', STAFF_TEXT.notYourself);
      await app.accountGuard.reauthenticate(request, reply, request.body);
      const person = await staffMember(app.db, request.params.id);
      // The account goes with its sessions (cascade): a staff account was made by an invitation,
      // never a customer's. The audit keeps who it was.
      await inTransaction(app.db, async (tx) => {
        await tx.delete(users).where(eq(users.id, person.id));
        await audit(tx, request.user!.id, [
          { field: 'removed', before: { email: person.email, role: person.role }, after: null },
        ]);
      });
      request.log.info('staff member removed');
      return readStaff(request.user!.id);
    },
  );

  app.post(
    '/api/admin/staff/:id/sessions/end',
    { schema: { params: idParams, response: { 200: z.object({ ended: z.number() }), ...errors } } },
    async (request) => {
      const person = await staffMember(app.db, request.params.id);
      // Her own: every session but this one.
      const keep = person.id === request.user!.id ? request.session!.id : undefined;
      const ended = await deleteSessionsOf(app.db, person.id, keep);
      await audit(app.db, request.user!.id, [
        { field: 'sessions', before: { email: person.email }, after: { ended } },
      ]);
      request.log.info({ ended }, 'staff sessions ended');
      return { ended };
    },
  );

  app.get(
    '/api/admin/sessions',
    { schema: { response: { 200: ownSessionsSchema, ...errors } } },
    async (request) => {
      const rows = await app.db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          lastSeenAt: sessions.lastSeenAt,
          createdAt: sessions.createdAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, request.user!.id), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.lastSeenAt));
      return {
        sessions: rows.map((s) => ({
          ...s,
          lastSeenAt: s.lastSeenAt.toISOString(),
          createdAt: s.createdAt.toISOString(),
          current: s.id === request.session!.id,
        })),
      };
    },
  );

  app.post(
    '/api/admin/sessions/:id/end',
    { schema: { params: idParams, response: { 200: okAnswer, ...errors } } },
    async (request) => {
      const [ended] = await app.db
        .delete(sessions)
        .where(and(eq(sessions.id, request.params.id), eq(sessions.userId, request.user!.id)))
        .returning({ id: sessions.id });
      if (!ended) throw new HttpError(404, 'session_not_found', STAFF_TEXT.sessionNotFound);
      await audit(app.db, request.user!.id, [
        { field: 'own-session', before: { id: ended.id }, after: null },
      ]);
      request.log.info('own session ended');
      return { ok: true as const };
    },
  );
};
