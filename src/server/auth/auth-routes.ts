import { isStaff } from '../../shared/domain/users.ts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmedSchema, okSchema, sessionStateSchema } from '../../shared/api/auth.ts';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import {
  changePasswordSchema,
  confirmEmailSchema,
  emailOnlySchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../shared/schemas/auth.ts';
import { oneTimeCodes, users } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { SQLSTATE, violatedConstraint } from '../db/pg-errors.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { Throttle } from '../http/throttle.ts';
import { requireUser } from '../plugins/session.ts';
import { ACCOUNT_PASSWORD_FAILURES, accountKey } from './account-guard.ts';
import { accountMail } from './account-mail.ts';
import { hashSecret } from './codes.ts';
import { confirmationEmail, passwordChangedEmail, passwordResetEmail } from './emails.ts';
import { warmLeakedPasswords } from './leaked-passwords.ts';
import { sessionState } from './mfa.ts';
import {
  consumeLinkToken,
  CONFIRM_TOKEN_TTL_MS,
  deleteExpiredCodes,
  deleteUnusedResetLinks,
  issueLinkToken,
  RESET_TOKEN_TTL_MS,
} from './one-time-codes.ts';
import { clientNetwork } from '../http/client-network.ts';
import { refuseWeakPassword } from './password-policy.ts';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import {
  clearSessionCookie,
  deleteSession,
  deleteSessionsOf,
  PENDING_SESSION_TTL_MS,
  SESSION_TTL_MS,
  startSession,
} from './sessions.ts';
import { findUserByEmail, findUserById } from './users.ts';

/** The sign-in and sign-up messages, as the server answers them. */
export const AUTH_ERRORS = {
  adminDoor:
    'Ce compte est un compte administrateur : connectez-vous par l’espace administrateur de la boutique.',
  emailNotConfirmed: 'Email non confirmé. Veuillez vérifier votre boîte mail',
  invalidCredentials: 'Email ou mot de passe incorrect',
  emailTaken: 'Un compte avec cet email existe déjà',
  confirmTokenInvalid:
    'Ce lien de confirmation est invalide ou a expiré. Demandez un nouvel e-mail de confirmation.',
  resetTokenInvalid:
    'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
} as const;

export const SIGN_IN_IP_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
/** Failed sign-ins per e-mail (any e-mail, account or not) before a 15-minute pause: every door's. */
export const SIGN_IN_EMAIL_FAILURES = ACCOUNT_PASSWORD_FAILURES;
export const SIGN_UP_IP_LIMIT = { max: 20, timeWindow: '1 hour' } as const;
export const LINK_IP_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;
export const MAIL_REQUEST_IP_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
/** Reset or confirmation e-mails asked per address per hour. */
export const MAIL_REQUEST_EMAIL_LIMIT = { max: 3, windowMs: 3_600_000 } as const;

export const RATE_MESSAGES = {
  signIn:
    'Trop de tentatives de connexion. Veuillez patienter quelques minutes avant de réessayer.',
  signUp: 'Trop d’inscriptions depuis cette connexion. Veuillez réessayer plus tard.',
  link: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  mailRequest: 'Trop de demandes d’e-mail. Veuillez patienter avant de réessayer.',
} as const;

/** What the reset and resend forms always answer, account or not. */
export const MAIL_REQUEST_ANSWER =
  'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé.';

const mailRequestAnswer = z.object({ ok: z.literal(true), message: z.string() });
const signedOutOthers = z.object({ signedOut: z.number().int() });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

function tooMany(reply: FastifyReply, seconds: number, message: string): never {
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, 'rate_limited', message);
}

/**
 * Accounts: sign-up with a confirmation e-mail, sign-in with the cookie
 * session, sign-out, password change and reset. No answer tells whether an e-mail has an account,
 * but sign-up's own 'Un compte avec cet email existe déjà'.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const signInFailures = app.accountGuard.passwordFailures;
  const mailRequests = new Throttle(
    () => app.rateCounter,
    'mail-request',
    MAIL_REQUEST_EMAIL_LIMIT.max,
    MAIL_REQUEST_EMAIL_LIMIT.windowMs,
  );

  const sendLater = accountMail(app);

  app.addHook('onReady', async () => {
    await warmLeakedPasswords();
  });
  const sweep = setInterval(() => {
    deleteExpiredCodes(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'expired codes sweep failed'),
    );
  }, 3_600_000).unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post(
    '/api/auth/sign-up',
    {
      config: rateLimit({ ...SIGN_UP_IP_LIMIT, hook: 'preHandler', message: RATE_MESSAGES.signUp }),
      schema: { body: signUpSchema, response: { 201: okSchema, ...errors } },
    },
    async (request, reply) => {
      const { email, password, fullName } = request.body;
      await refuseWeakPassword(password, [
        (await app.shopSettings.current()).name,
        email,
        fullName,
      ]);
      const passwordHash = await hashPassword(password, clientNetwork(request.ip));
      let userId: string;
      try {
        const [row] = await app.db
          .insert(users)
          .values({ email, passwordHash, fullName })
          .returning({ id: users.id });
        userId = row!.id;
      } catch (error) {
        if (violatedConstraint(error, SQLSTATE.uniqueViolation) === 'users_email_lower_key') {
          throw new HttpError(409, 'email_taken', AUTH_ERRORS.emailTaken, {
            email: AUTH_ERRORS.emailTaken,
          });
        }
        throw error;
      }
      const token = await issueLinkToken(app.db, userId, 'email_confirm', CONFIRM_TOKEN_TTL_MS);
      const link = `${config.publicUrl}/auth/confirm?token=${token}`;
      await sendLater(
        'confirm',
        confirmationEmail((await app.shopSettings.current()).name, email, fullName, link),
      );
      return reply.code(201).send({ ok: true as const });
    },
  );

  /** Whether a confirmation link, used or expired, belongs to an account already confirmed. */
  async function linkOfConfirmedAddress(token: string): Promise<boolean> {
    const [row] = await app.db
      .select({ confirmedAt: users.emailConfirmedAt })
      .from(oneTimeCodes)
      .innerJoin(users, eq(users.id, oneTimeCodes.userId))
      .where(
        and(
          eq(oneTimeCodes.codeHash, hashSecret(token)),
          eq(oneTimeCodes.purpose, 'email_confirm'),
        ),
      );
    return Boolean(row?.confirmedAt);
  }

  app.post(
    '/api/auth/confirm',
    {
      config: rateLimit({ ...LINK_IP_LIMIT, message: RATE_MESSAGES.link }),
      schema: { body: confirmEmailSchema, response: { 200: confirmedSchema, ...errors } },
    },
    async (request) => {
      const userId = await consumeLinkToken(app.db, request.body.token, 'email_confirm');
      if (!userId) {
        // A link opened again (a second tap in the mail app) for an address it already confirmed:
        // said as such, not as an invalid link.
        if (await linkOfConfirmedAddress(request.body.token)) {
          return { ok: true as const, alreadyConfirmed: true };
        }
        throw new HttpError(400, 'invalid_token', AUTH_ERRORS.confirmTokenInvalid);
      }
      await app.db
        .update(users)
        .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
        .where(eq(users.id, userId));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/confirm/resend',
    {
      config: rateLimit({ ...MAIL_REQUEST_IP_LIMIT, message: RATE_MESSAGES.mailRequest }),
      schema: { body: emailOnlySchema, response: { 200: mailRequestAnswer, ...errors } },
    },
    async (request, reply) => {
      const { email } = request.body;
      const key = hashSecret(`mail:${email}`);
      const wait = await mailRequests.attempt(key);
      if (wait > 0) tooMany(reply, wait, RATE_MESSAGES.mailRequest);
      const user = await findUserByEmail(app.db, email);
      if (user && !user.emailConfirmedAt) {
        const token = await issueLinkToken(app.db, user.id, 'email_confirm', CONFIRM_TOKEN_TTL_MS);
        const link = `${config.publicUrl}/auth/confirm?token=${token}`;
        await sendLater(
          'confirm',
          confirmationEmail(
            (await app.shopSettings.current()).name,
            user.email,
            user.fullName,
            link,
          ),
        );
      }
      return { ok: true as const, message: MAIL_REQUEST_ANSWER };
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      config: rateLimit({ ...SIGN_IN_IP_LIMIT, message: RATE_MESSAGES.signIn }),
      schema: { body: signInSchema, response: { 200: sessionStateSchema, ...errors } },
    },
    async (request, reply) => {
      noStore(reply);
      const { email, password } = request.body;
      const key = accountKey(email);
      const { wait, last } = await signInFailures.hit(key);
      if (wait > 0) tooMany(reply, wait, RATE_MESSAGES.signIn);

      const user = await findUserByEmail(app.db, email);
      let valid = false;
      const client = clientNetwork(request.ip);
      if (user) valid = await verifyPassword(password, user.passwordHash, client);
      else await verifyAgainstDecoy(password, client);
      if (!user || !valid) {
        await app.accountGuard.alertIfPaused(request, user?.id, last, 'passwords');
        throw new HttpError(401, 'invalid_credentials', AUTH_ERRORS.invalidCredentials);
      }
      // A hash from older settings (scrypt before ADR 0102) is replaced while the password is known.
      if (needsRehash(user.passwordHash)) {
        const passwordHash = await hashPassword(password, client);
        await app.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      }
      // The password was right: the e-mail's count starts again.
      await signInFailures.reset(key);
      // Said only to whoever knows the password. The admin has one door, with its second factor.
      if (isStaff(user.role)) {
        throw new HttpError(403, 'admin_sign_in', AUTH_ERRORS.adminDoor);
      }
      if (!user.emailConfirmedAt) {
        throw new HttpError(403, 'email_not_confirmed', AUTH_ERRORS.emailNotConfirmed);
      }
      const hasMfa = user.securityLevel === 'enhanced';
      // A session waiting for its second factor is short-lived; it becomes a full one at verify.
      const session = await startSession(
        app.db,
        config,
        request,
        reply,
        user.id,
        1,
        hasMfa ? PENDING_SESSION_TTL_MS : SESSION_TTL_MS,
      );
      request.log.info({ mfa: hasMfa }, 'signed in');
      return sessionState(
        app.db,
        { ...session, assuranceLevel: 1, mfaPending: hasMfa, user },
        config.mfaDemo,
      );
    },
  );

  app.get(
    '/api/auth/session',
    { schema: { response: { 200: sessionStateSchema } } },
    async (request, reply) => {
      noStore(reply);
      return sessionState(app.db, request.session, config.mfaDemo);
    },
  );

  app.post(
    '/api/auth/sign-out',
    { schema: { response: { 200: sessionStateSchema } } },
    async (request, reply) => {
      noStore(reply);
      if (request.session) await deleteSession(app.db, request.session.id);
      clearSessionCookie(reply, config);
      return sessionState(app.db, null, config.mfaDemo);
    },
  );

  app.post(
    '/api/auth/sign-out-others',
    {
      onRequest: requireUser(),
      schema: { response: { 200: signedOutOthers, ...errors } },
    },
    async (request) => {
      const signedOut = await deleteSessionsOf(app.db, request.user!.id, request.session!.id);
      return { signedOut };
    },
  );

  app.post(
    '/api/auth/password',
    {
      onRequest: requireUser(),
      schema: { body: changePasswordSchema, response: { 200: okSchema, ...errors } },
    },
    async (request, reply) => {
      const { password } = request.body;
      const user = request.user!;
      await refuseWeakPassword(password, [
        (await app.shopSettings.current()).name,
        user.email,
        user.fullName,
      ]);
      // A borrowed session must not be enough to take the account over.
      await app.accountGuard.reauthenticate(request, reply, request.body);
      const passwordHash = await hashPassword(password, clientNetwork(request.ip));
      await inTransaction(app.db, async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        // A reset link asked before the change would undo it.
        await deleteUnusedResetLinks(tx, user.id);
      });
      // Whoever knew the old password is signed out everywhere else.
      await deleteSessionsOf(app.db, user.id, request.session!.id);
      await sendLater(
        'password-changed',
        passwordChangedEmail((await app.shopSettings.current()).name, user.email, user.fullName),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: rateLimit({ ...MAIL_REQUEST_IP_LIMIT, message: RATE_MESSAGES.mailRequest }),
      schema: { body: emailOnlySchema, response: { 200: mailRequestAnswer, ...errors } },
    },
    async (request, reply) => {
      const { email } = request.body;
      const key = hashSecret(`mail:${email}`);
      const wait = await mailRequests.attempt(key);
      if (wait > 0) tooMany(reply, wait, RATE_MESSAGES.mailRequest);
      const user = await findUserByEmail(app.db, email);
      // The link is issued after the answer: its write would make the answer slower for an address
      // that has an account, and so tell which ones do.
      if (user) {
        void (async () => {
          const token = await issueLinkToken(app.db, user.id, 'password_reset', RESET_TOKEN_TTL_MS);
          const link = `${config.publicUrl}/auth/reset?token=${token}`;
          const shopName = (await app.shopSettings.current()).name;
          await sendLater('reset', passwordResetEmail(shopName, user.email, user.fullName, link));
        })().catch((error: unknown) => app.log.warn({ err: error }, 'reset link not issued'));
      }
      return { ok: true as const, message: MAIL_REQUEST_ANSWER };
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: rateLimit({ ...LINK_IP_LIMIT, message: RATE_MESSAGES.link }),
      schema: { body: resetPasswordSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      const { token, password } = request.body;
      const invalid = new HttpError(400, 'invalid_token', AUTH_ERRORS.resetTokenInvalid);
      // A dead link is said before any work (and before the password is judged).
      const [live] = await app.db
        .select({ userId: oneTimeCodes.userId })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.codeHash, hashSecret(token)),
            eq(oneTimeCodes.purpose, 'password_reset'),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, sql`now()`),
          ),
        );
      if (!live) throw invalid;
      await refuseWeakPassword(password, [(await app.shopSettings.current()).name]);
      const passwordHash = await hashPassword(password, clientNetwork(request.ip));
      const userId = await inTransaction(app.db, async (tx) => {
        const owner = await consumeLinkToken(tx, token, 'password_reset');
        if (!owner) return null;
        await tx
          .update(users)
          .set({
            passwordHash,
            // The link reached the mailbox: the address is confirmed too.
            emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
          })
          .where(eq(users.id, owner));
        await deleteUnusedResetLinks(tx, owner);
        return owner;
      });
      if (!userId) throw invalid;
      await deleteSessionsOf(app.db, userId);
      const user = await findUserById(app.db, userId);
      if (user)
        await sendLater(
          'password-changed',
          passwordChangedEmail((await app.shopSettings.current()).name, user.email, user.fullName),
        );
      return { ok: true as const };
    },
  );
};
