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
  smsEnrollSchema,
} from '../../shared/schemas/auth.ts';
import { users, type MfaFactorType } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { Throttle } from '../http/throttle.ts';
import { requireSession, requireUser, type SessionInfo } from '../plugins/session.ts';
import { mfaCodeEmail, mfaCodeSms } from './emails.ts';
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
  useRecoveryCode,
  verifyTotp,
} from './mfa.ts';
import {
  checkCode,
  codeCooldown,
  CODE_RESEND_COOLDOWN_MS,
  CODE_TTL_MS,
  issueCode,
} from './one-time-codes.ts';
import { createSecretBox, loadMfaKey, SecretKeyMismatchError } from './secret-box.ts';
import { SESSION_TTL_MS, startSession } from './sessions.ts';
import { newTotpSecret, otpauthUrl } from './totp.ts';

export const MFA_ERRORS = {
  notEnabled: "MFA n'est pas activé",
  invalidCode: 'Code MFA invalide',
  methodUnavailable: 'Cette méthode de vérification n’est pas configurée pour votre compte.',
  noCodeToSend: 'Cette méthode n’envoie pas de code : utilisez votre application ou vos codes.',
  noPendingFactor: 'Commencez par demander un code ou scanner le QR code.',
  recoveryNotAFactor:
    'Les codes de récupération complètent une autre méthode : activez d’abord l’application, les SMS ou l’e-mail.',
  tooManyCodes: 'Trop de codes incorrects. Veuillez patienter quelques minutes avant de réessayer.',
  keyMismatch:
    'La vérification par application est momentanément indisponible. Utilisez un autre moyen ou réessayez plus tard.',
} as const;

export const CODE_IP_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
/** Wrong codes per account (every method together) before a 15-minute pause. */
export const CODE_FAILURES = { max: 10, windowMs: 15 * 60_000 } as const;
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
 * The second factor (DESIGN §3): TOTP enrolled with a QR code, e-mail and SMS codes, recovery
 * codes; a session reaches assurance level 2 when it passes one (its token rotated). MFA_DEMO=1
 * accepts any 6 digits instead, as the spec's demonstration did.
 */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const { key, source } = await loadMfaKey(config.mfaEncryptionKey, config.dataDir);
  const box = createSecretBox(key);
  if (source.kind === 'file' && source.created) {
    app.log.info({ file: source.file }, 'clé de chiffrement MFA générée (mode 0600)');
  }
  if (source.kind === 'file' && config.databaseUrl) {
    app.log.warn(
      'MFA_ENCRYPTION_KEY absent : la clé qui chiffre les secrets TOTP est lue dans DATA_DIR. ' +
        'Avec plusieurs instances sur DATABASE_URL, donnez à chacune la même MFA_ENCRYPTION_KEY, ' +
        'sinon une instance ne pourra pas vérifier les applications enregistrées par une autre.',
    );
  }
  if (config.mfaDemo) {
    app.log.warn('MFA_DEMO=1 : tout code à 6 chiffres est accepté (démonstration uniquement).');
  }
  const failures = new Throttle(
    () => app.rateCounter,
    'mfa-codes',
    CODE_FAILURES.max,
    CODE_FAILURES.windowMs,
  );

  const demoAccepts = (code: string) => config.mfaDemo && /^\d{6}$/.test(code);

  /** Runs a code check under the per-account failure limit; a wrong code answers 'Code MFA invalide'. */
  async function checked(
    request: FastifyRequest,
    reply: FastifyReply,
    check: () => Promise<boolean>,
  ): Promise<void> {
    const userKey = `codes:${request.session!.user.id}`;
    const wait = await failures.attempt(userKey);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, 'rate_limited', MFA_ERRORS.tooManyCodes);
    }
    let ok: boolean;
    try {
      ok = await check();
    } catch (error) {
      if (error instanceof SecretKeyMismatchError) {
        request.log.error({ err: error }, 'TOTP secret sealed with another key');
        throw new HttpError(503, 'service_unavailable', MFA_ERRORS.keyMismatch);
      }
      throw error;
    }
    if (!ok) {
      throw new HttpError(400, 'invalid_code', MFA_ERRORS.invalidCode, {
        code: MFA_ERRORS.invalidCode,
      });
    }
    await failures.reset(userKey);
  }

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
    const wait = await codeCooldown(app.db, user.id, purpose);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(
        429,
        'rate_limited',
        `Veuillez patienter ${wait} secondes avant de demander un nouveau code.`,
      );
    }
    // After the cooldown check: a refused second enrolment must not swap the pending factor (an
    // SMS factor would get a phone number no code was sent to, activated by the first code).
    await prepare?.();
    const code = await issueCode(app.db, user.id, purpose);
    if (method === 'email') {
      await app.mailer.send(
        mfaCodeEmail((await app.shopSettings.current()).name, user.email, code, CODE_MINUTES),
      );
    } else {
      await app.sms.send(
        phone!,
        mfaCodeSms((await app.shopSettings.current()).name, code, CODE_MINUTES),
      );
    }
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
    await checked(request, reply, async () => {
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
    return { recoveryCodes, session: await stepUp(request, reply) };
  }

  app.post(
    '/api/auth/mfa/totp/enroll',
    {
      onRequest: requireUser(),
      schema: { response: { 200: totpEnrollmentSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
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
      schema: { response: { 200: codeSentSchema, ...errors } },
    },
    async (request, reply) =>
      sendCode(request, reply, 'email', 'mfa_email_enroll', null, () =>
        createPendingFactor(app.db, request.user!.id, { type: 'email' }),
      ),
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
      const { method, code } = request.body;
      const userId = request.session!.user.id;
      const { methods } = await availableMethods(app.db, userId);
      if (!demoAccepts(code)) {
        if (methods.length === 0)
          throw new HttpError(409, 'mfa_not_enabled', MFA_ERRORS.notEnabled);
        if (!methods.includes(method)) {
          throw new HttpError(409, 'method_unavailable', MFA_ERRORS.methodUnavailable);
        }
      }
      await checked(request, reply, async () => {
        if (demoAccepts(code)) return true;
        switch (method) {
          case 'authenticator':
            return verifyTotp(app.db, box, userId, code);
          case 'recovery':
            return useRecoveryCode(app.db, userId, code);
          case 'sms':
            return checkCode(app.db, userId, 'mfa_sms', code);
          case 'email':
            return checkCode(app.db, userId, 'mfa_email', code);
        }
      });
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
      schema: { response: { 200: sessionStateSchema, ...errors } },
    },
    async (request) => {
      const user = request.user!;
      if (user.securityLevel !== 'enhanced') {
        throw new HttpError(409, 'mfa_not_enabled', MFA_ERRORS.notEnabled);
      }
      await disableMfa(app.db, user.id);
      request.log.info('second factor disabled');
      return sessionState(app.db, request.session, config.mfaDemo);
    },
  );

  app.post(
    '/api/auth/mfa/recovery-codes',
    {
      onRequest: requireUser(),
      schema: { response: { 200: recoveryCodesSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.user!;
      if (user.securityLevel !== 'enhanced') {
        throw new HttpError(409, 'mfa_not_enabled', MFA_ERRORS.notEnabled);
      }
      const recoveryCodes = await inTransaction(app.db, (tx) => replaceRecoveryCodes(tx, user.id));
      return {
        recoveryCodes,
        session: await sessionState(app.db, request.session, config.mfaDemo),
      };
    },
  );
};
