import { isStaff } from '../../shared/domain/users.ts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import {
  codeSentSchema,
  recoveryCodesSchema,
  sessionStateSchema,
  totpEnrollmentSchema,
} from '../../shared/api/auth.ts';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import {
  mfaActivateSchema,
  mfaMethodBodySchema,
  mfaVerifySchema,
  reauthSchema,
  smsEnrollSchema,
} from '../../shared/schemas/auth.ts';
import { users, type MfaFactorType } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { customerSmsAddress } from '../messaging/sms-address.ts';
import { requireSession, requireUser, type SessionInfo } from '../plugins/session.ts';
import { MFA_ERRORS } from './account-guard.ts';
import { deliverCode } from './code-delivery.ts';
import { accountMail } from './account-mail.ts';
import { mfaCodeEmail, mfaCodeSms, securityNoticeEmail, type SecurityChange } from './emails.ts';
import {
  activateFactor,
  availableMethods,
  createPendingFactor,
  disableMfa,
  FACTOR_OF_METHOD,
  maskEmail,
  maskPhone,
  pendingFactor,
  replaceRecoveryCodes,
  sessionState,
  totpContext,
  verifyTotp,
} from './mfa.ts';
import {
  checkCode,
  CODE_RESEND_COOLDOWN_MS,
  CODE_TTL_MS,
  issueCode,
  refuseWhileCoolingDown,
} from './one-time-codes.ts';
import { SESSION_TTL_MS, startSession } from './sessions.ts';
import { newTotpSecret, otpauthUrl } from './totp.ts';

export { CODE_FAILURES, MFA_ERRORS } from './account-guard.ts';

export const CODE_IP_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
export const SEND_IP_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

const CODE_MINUTES = CODE_TTL_MS / 60_000;

/**
 * The second factor (ADR 0032): TOTP enrolled with a QR code, e-mail and SMS codes, recovery
 * codes; a session reaches assurance level 2 when it passes one (its token rotated). MFA_DEMO=1
 * accepts any 6 digits instead, as the spec's demonstration did.
 */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const { box, checkCode: checked } = app.accountGuard;
  const demoAccepts = (code: string) => config.mfaDemo && /^\d{6}$/.test(code);

  // Through the outbox, queued after the answer: an SMTP outage delays it, never loses it.
  const send = accountMail(app);
  const notify = (user: { email: string; fullName: string }, change: SecurityChange) => {
    app.shopSettings
      .current()
      .then((shop) =>
        send('security-notice', securityNoticeEmail(shop.name, user.email, user.fullName, change)),
      )
      .catch((error: unknown) => app.log.warn({ err: error }, 'security notice not queued'));
  };

  /** Rotates the session to assurance level 2 and answers the new auth state. */
  async function stepUp(request: FastifyRequest, reply: FastifyReply) {
    const session = request.session!;
    const fresh = await startSession(
      app.db,
      config,
      request,
      reply,
      session.user.id,
      2,
      SESSION_TTL_MS,
    );
    const [user] = await app.db.select().from(users).where(eq(users.id, session.user.id));
    const next: SessionInfo = { ...fresh, assuranceLevel: 2, mfaPending: false, user: user! };
    request.session = next;
    request.user = next.user;
    return sessionState(app.db, next, config.mfaDemo);
  }

  async function sendCode(
    request: FastifyRequest,
    reply: FastifyReply,
    method: 'sms' | 'email',
    purpose: 'mfa_sms' | 'mfa_email' | 'mfa_sms_enroll' | 'mfa_email_enroll',
    phone: string | null,
    /** Writes what the code is for (an enrolment's pending factor), once sending is allowed. */
    prepare?: () => Promise<unknown>,
  ) {
    const user = request.session!.user;
    await refuseWhileCoolingDown(app.db, user.id, purpose, reply);
    // After the cooldown check: a refused second enrolment must not swap the pending factor (an
    // SMS factor would get a phone number no code was sent to, activated by the first code).
    await prepare?.();
    const code = await issueCode(app.db, user.id, purpose);
    const shop = (await app.shopSettings.current()).name;
    await deliverCode(
      app,
      method === 'email'
        ? { email: mfaCodeEmail(shop, user.email, code, CODE_MINUTES) }
        : { sms: { to: phone!, text: mfaCodeSms(shop, code, CODE_MINUTES) } },
    );
    return {
      method,
      destination: method === 'email' ? maskEmail(user.email) : maskPhone(phone!),
      expiresInSeconds: CODE_TTL_MS / 1000,
      resendAfterSeconds: CODE_RESEND_COOLDOWN_MS / 1000,
    };
  }

  async function activation(
    request: FastifyRequest,
    reply: FastifyReply,
    type: MfaFactorType,
    code: string,
  ) {
    const userId = request.user!.id;
    const pending = await pendingFactor(app.db, userId, type);
    if (!pending) throw new HttpError(409, 'no_pending_factor', MFA_ERRORS.noPendingFactor);
    await checked(request, reply, userId, async () => {
      if (demoAccepts(code)) return true;
      if (type === 'totp') return verifyTotp(app.db, box, userId, code, pending.id);
      return checkCode(
        app.db,
        userId,
        type === 'sms' ? 'mfa_sms_enroll' : 'mfa_email_enroll',
        code,
      );
    });
    const recoveryCodes = await activateFactor(app.db, userId, pending.id, type);
    request.log.info({ factor: type }, 'second factor activated');
    notify(request.user!, { kind: 'factor_added', factor: type });
    return { recoveryCodes, session: await stepUp(request, reply) };
  }

  app.post(
    '/api/auth/mfa/totp/enroll',
    {
      onRequest: requireUser(),
      config: rateLimit({ ...CODE_IP_LIMIT, message: MFA_ERRORS.tooManyCodes }),
      schema: { body: reauthSchema, response: { 200: totpEnrollmentSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await app.accountGuard.reauthenticate(request, reply, request.body);
      const user = request.user!;
      const secret = newTotpSecret();
      await createPendingFactor(app.db, user.id, {
        type: 'totp',
        secretEncrypted: box.seal(secret, totpContext(user.id)),
      });
      const url = otpauthUrl(secret, (await app.shopSettings.current()).name, user.email);
      const qrSvg = await QRCode.toString(url, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      });
      return { secret, otpauthUrl: url, qrSvg };
    },
  );

  app.post(
    '/api/auth/mfa/totp/activate',
    {
      onRequest: requireUser(),
      config: rateLimit({ ...CODE_IP_LIMIT, message: MFA_ERRORS.tooManyCodes }),
      schema: { body: mfaActivateSchema, response: { 200: recoveryCodesSchema, ...errors } },
    },
    async (request, reply) => activation(request, reply, 'totp', request.body.code),
  );

  app.post(
    '/api/auth/mfa/email/enroll',
    {
      onRequest: requireUser(),
      config: rateLimit({ ...SEND_IP_LIMIT }),
      schema: { body: reauthSchema, response: { 200: codeSentSchema, ...errors } },
    },
    async (request, reply) => {
      await app.accountGuard.reauthenticate(request, reply, request.body);
      return sendCode(request, reply, 'email', 'mfa_email_enroll', null, () =>
        createPendingFactor(app.db, request.user!.id, { type: 'email' }),
      );
    },
  );

  app.post(
    '/api/auth/mfa/email/activate',
    {
      onRequest: requireUser(),
      config: rateLimit({ ...CODE_IP_LIMIT, message: MFA_ERRORS.tooManyCodes }),
      schema: { body: mfaActivateSchema, response: { 200: recoveryCodesSchema, ...errors } },
    },
    async (request, reply) => activation(request, reply, 'email', request.body.code),
  );

  app.post(
    '/api/auth/mfa/sms/enroll',
    {
      onRequest: requireUser(),
      config: rateLimit({ ...SEND_IP_LIMIT }),
      schema: { body: smsEnrollSchema, response: { 200: codeSentSchema, ...errors } },
    },
    async (request, reply) => {
      const { phone } = request.body;
      // Each SMS costs the shop money: none to a premium-rate, satellite or far number (ADR 0168),
      // nor outside the shop's SMS countries (ADR 0197).
      const { smsCountries } = await app.shopSettings.current();
      if (!customerSmsAddress(phone, smsCountries))
        throw new HttpError(400, 'sms_not_served', MFA_ERRORS.smsNotServed, {
          phone: MFA_ERRORS.smsNotServed,
        });
      await app.accountGuard.reauthenticate(request, reply, request.body);
      return sendCode(request, reply, 'sms', 'mfa_sms_enroll', phone, () =>
        createPendingFactor(app.db, request.user!.id, { type: 'sms', phone }),
      );
    },
  );

  app.post(
    '/api/auth/mfa/sms/activate',
    {
      onRequest: requireUser(),
      config: rateLimit({ ...CODE_IP_LIMIT, message: MFA_ERRORS.tooManyCodes }),
      schema: { body: mfaActivateSchema, response: { 200: recoveryCodesSchema, ...errors } },
    },
    async (request, reply) => activation(request, reply, 'sms', request.body.code),
  );

  app.post(
    '/api/auth/mfa/challenge',
    {
      onRequest: requireSession(),
      config: rateLimit({ ...SEND_IP_LIMIT }),
      schema: { body: mfaMethodBodySchema, response: { 200: codeSentSchema, ...errors } },
    },
    async (request, reply) => {
      const { method } = request.body;
      const user = request.session!.user;
      if (method !== 'sms' && method !== 'email') {
        throw new HttpError(400, 'no_code_to_send', MFA_ERRORS.noCodeToSend);
      }
      const { factors } = await availableMethods(app.db, user.id);
      if (factors.length === 0) throw new HttpError(409, 'mfa_not_enabled', MFA_ERRORS.notEnabled);
      const factor = factors.find((f) => f.type === FACTOR_OF_METHOD[method]);
      if (!factor) throw new HttpError(409, 'method_unavailable', MFA_ERRORS.methodUnavailable);
      return sendCode(
        request,
        reply,
        method,
        method === 'sms' ? 'mfa_sms' : 'mfa_email',
        factor.phone,
      );
    },
  );

  app.post(
    '/api/auth/mfa/verify',
    {
      onRequest: requireSession(),
      config: rateLimit({ ...CODE_IP_LIMIT, message: MFA_ERRORS.tooManyCodes }),
      schema: { body: mfaVerifySchema, response: { 200: sessionStateSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = request.session!.user.id;
      await app.accountGuard.verifySecondFactor(request, reply, userId, request.body);
      const { method } = request.body;
      request.log.info({ method }, 'second factor passed');
      return stepUp(request, reply);
    },
  );

  app.post(
    '/api/auth/mfa/method',
    {
      onRequest: requireSession(),
      schema: { body: mfaMethodBodySchema, response: { 200: sessionStateSchema, ...errors } },
    },
    async (request) => {
      const { method } = request.body;
      const session = request.session!;
      const { methods } = await availableMethods(app.db, session.user.id);
      if (methods.length === 0) throw new HttpError(409, 'mfa_not_enabled', MFA_ERRORS.notEnabled);
      if (!methods.includes(method)) {
        throw new HttpError(409, 'method_unavailable', MFA_ERRORS.methodUnavailable);
      }
      await app.db.update(users).set({ mfaMethod: method }).where(eq(users.id, session.user.id));
      return sessionState(app.db, session, config.mfaDemo);
    },
  );

  app.post(
    '/api/auth/mfa/disable',
    {
      onRequest: requireUser(),
      config: rateLimit({ ...CODE_IP_LIMIT, message: MFA_ERRORS.tooManyCodes }),
      schema: { body: reauthSchema, response: { 200: sessionStateSchema, ...errors } },
    },
    async (request, reply) => {
      const user = request.user!;
      if (user.securityLevel !== 'enhanced') {
        throw new HttpError(409, 'mfa_not_enabled', MFA_ERRORS.notEnabled);
      }
      // Every admin route needs the second factor: only the CLI takes it off (reset-mfa).
      if (isStaff(user.role)) {
        throw new HttpError(409, 'admin_mfa_required', MFA_ERRORS.adminKeepsFactor);
      }
      await app.accountGuard.reauthenticate(request, reply, request.body);
      await disableMfa(app.db, user.id);
      request.log.info('second factor disabled');
      notify(user, { kind: 'mfa_disabled' });
      return sessionState(app.db, request.session, config.mfaDemo);
    },
  );

  app.post(
    '/api/auth/mfa/recovery-codes',
    {
      onRequest: requireUser(),
      config: rateLimit({ ...CODE_IP_LIMIT, message: MFA_ERRORS.tooManyCodes }),
      schema: { body: reauthSchema, response: { 200: recoveryCodesSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.user!;
      if (user.securityLevel !== 'enhanced') {
        throw new HttpError(409, 'mfa_not_enabled', MFA_ERRORS.notEnabled);
      }
      await app.accountGuard.reauthenticate(request, reply, request.body);
      const recoveryCodes = await inTransaction(app.db, (tx) => replaceRecoveryCodes(tx, user.id));
      notify(user, { kind: 'recovery_codes' });
      return {
        recoveryCodes,
        session: await sessionState(app.db, request.session, config.mfaDemo),
      };
    },
  );
};
