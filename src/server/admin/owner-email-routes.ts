import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import {
  OWNER_EMAIL_TEXT,
  ownerEmailChangeSchema,
  ownerEmailConfirmSchema,
} from '../../shared/schemas/staff.ts';
import { accountMail } from '../auth/account-mail.ts';
import { hashSecret, newSixDigitCode } from '../auth/codes.ts';
import { emailChangeCodeEmail, emailChangedEmail } from '../auth/emails.ts';
import { findUserByEmail } from '../auth/users.ts';
import { adminChanges, emailChanges, users } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';

export const EMAIL_CHANGE_TTL_MINUTES = 15;
/** Wrong codes before the pending change is dropped (the owner starts again). */
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5;

const errors = { 400: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
const answer = z.object({ ok: z.literal(true), message: z.string() });

/**
 * The owner's e-mail (docs/decisions/0202): where her security notices and reset links go, and
 * her sign-in name. Changed in two steps: a proof of herself and the new address, then the code
 * sent to that address. The old address is told once it is applied.
 */
export const ownerEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendLater = accountMail(app);
  const shopName = async () => (await app.shopSettings.current()).name;

  app.post(
    '/api/admin/account/email',
    { schema: { body: ownerEmailChangeSchema, response: { 200: answer, ...errors } } },
    async (request, reply) => {
      const { email, currentPassword, mfa } = request.body;
      const user = request.user!;
      await app.accountGuard.reauthenticate(request, reply, { currentPassword, mfa });
      if (email.toLowerCase() === user.email.toLowerCase())
        throw new HttpError(400, 'same_email', OWNER_EMAIL_TEXT.sameEmail, {
          email: OWNER_EMAIL_TEXT.sameEmail,
        });
      if (await findUserByEmail(app.db, email))
        throw new HttpError(409, 'email_taken', OWNER_EMAIL_TEXT.taken, {
          email: OWNER_EMAIL_TEXT.taken,
        });
      const code = newSixDigitCode();
      const pending = {
        newEmail: email,
        codeHash: hashSecret(code),
        attempts: 0,
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MINUTES * 60_000),
      };
      await app.db
        .insert(emailChanges)
        .values({ userId: user.id, ...pending })
        .onConflictDoUpdate({ target: emailChanges.userId, set: pending });
      await sendLater(
        'email-change-code',
        emailChangeCodeEmail(await shopName(), email, code, EMAIL_CHANGE_TTL_MINUTES),
      );
      request.log.info('owner e-mail change asked');
      return { ok: true as const, message: OWNER_EMAIL_TEXT.codeSent };
    },
  );

  app.post(
    '/api/admin/account/email/confirm',
    { schema: { body: ownerEmailConfirmSchema, response: { 200: answer, ...errors } } },
    async (request) => {
      const user = request.user!;
      // Each try is counted before the code is compared; past the limit the change is dropped.
      const [pending] = await app.db
        .update(emailChanges)
        .set({ attempts: sql`${emailChanges.attempts} + 1` })
        .where(and(eq(emailChanges.userId, user.id), gt(emailChanges.expiresAt, sql`now()`)))
        .returning();
      if (!pending) throw new HttpError(409, 'no_email_change', OWNER_EMAIL_TEXT.noChange);
      if (pending.attempts > EMAIL_CHANGE_MAX_ATTEMPTS) {
        await app.db.delete(emailChanges).where(eq(emailChanges.userId, user.id));
        throw new HttpError(409, 'no_email_change', OWNER_EMAIL_TEXT.noChange);
      }
      if (pending.codeHash !== hashSecret(request.body.code))
        throw new HttpError(400, 'invalid_code', OWNER_EMAIL_TEXT.wrongCode, {
          code: OWNER_EMAIL_TEXT.wrongCode,
        });
      const applied = await inTransaction(app.db, async (tx) => {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${pending.newEmail.toLowerCase()}`);
        if (taken) return false;
        await tx
          .update(users)
          .set({ email: pending.newEmail, emailConfirmedAt: sql`now()` })
          .where(eq(users.id, user.id));
        await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
        await tx.insert(adminChanges).values({
          subject: 'owner-email',
          actorId: user.id,
          changes: [{ field: 'email', before: user.email, after: pending.newEmail }],
        });
        return true;
      });
      if (!applied) throw new HttpError(409, 'email_taken', OWNER_EMAIL_TEXT.taken);
      await sendLater(
        'email-changed',
        emailChangedEmail(await shopName(), user.email, pending.newEmail),
      );
      request.log.info('owner e-mail changed');
      return { ok: true as const, message: OWNER_EMAIL_TEXT.changed };
    },
  );
};
