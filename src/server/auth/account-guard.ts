import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MfaMethod } from '../../shared/domain/users.ts';
import { REAUTH_MESSAGES } from '../../shared/schemas/auth.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { Throttle } from '../http/throttle.ts';
import { queueAdminAlert, type AdminAlert } from './admin-alerts.ts';
import { hashSecret } from './codes.ts';
import {
  availableMethods,
  dropUnreadableAuthenticator,
  useRecoveryCode,
  verifyTotp,
} from './mfa.ts';
import { checkCode } from './one-time-codes.ts';
import { verifyPassword } from './passwords.ts';
import {
  createSecretBox,
  loadMfaKey,
  SecretKeyMismatchError,
  type SecretBox,
} from './secret-box.ts';

export const MFA_ERRORS = {
  notEnabled: 'La vérification en deux étapes n’est pas activée sur ce compte.',
  invalidCode:
    'Code incorrect. Vérifiez-le et réessayez (avec l’application, vérifiez aussi que votre téléphone est à l’heure).',
  methodUnavailable: 'Cette méthode de vérification n’est pas configurée pour votre compte.',
  noCodeToSend: 'Cette méthode n’envoie pas de code : utilisez votre application ou vos codes.',
  smsNotServed:
    'Les codes par SMS ne partent que vers un mobile de Côte d’Ivoire, d’un pays voisin ou d’un pays où nous livrons : indiquez un tel numéro, ou choisissez l’application ou l’e-mail.',
  noPendingFactor: 'Commencez par demander un code ou scanner le QR code.',
  recoveryNotAFactor:
    'Les codes de récupération complètent une autre méthode : activez d’abord l’application, les SMS ou l’e-mail.',
  tooManyCodes: 'Trop de codes incorrects. Veuillez patienter quelques minutes avant de réessayer.',
  // The shop was moved or restored without the key that seals authenticator secrets (ADR 0217).
  keyMismatch:
    'Votre application d’authentification n’est plus reconnue : la boutique a été déplacée ou restaurée sans sa clé. Entrez un de vos codes de récupération, puis ajoutez l’application de nouveau.',
  // Read by the owner on a screen: words to act on, never a command line (docs/decisions/0192).
  adminKeepsFactor:
    'Un compte administrateur garde sa vérification en deux étapes. Téléphone perdu ? Connectez-vous avec un de vos codes de récupération, ou demandez à la personne qui a installé la boutique de la réinitialiser.',
} as const;

/**
 * Wrong codes per account (every method together, every door that checks one: the second-factor
 * routes and the paused admin's sign-in) before a 15-minute pause (docs/decisions/0156).
 */
export const CODE_FAILURES = { max: 10, windowMs: 15 * 60_000 } as const;
/**
 * Wrong passwords per account before a 15-minute pause, whatever the door: the shop's sign-in,
 * the admin's, and the re-authentication of a signed-in session all count on this one counter
 * (docs/decisions/0106). Counted for any e-mail, account or not, so a 429 reveals nothing.
 */
export const ACCOUNT_PASSWORD_FAILURES = { max: 10, windowMs: 15 * 60_000 } as const;

export const ACCOUNT_LOCKED_MESSAGE =
  'Trop de tentatives de connexion. Veuillez patienter quelques minutes avant de réessayer.';

/** The key of an account's password counter: a hash of its e-mail, never the e-mail. */
export const accountKey = (email: string) => hashSecret(`account:${email.trim().toLowerCase()}`);

export type SecondFactorProof = { method: MfaMethod; code: string };
export type ReauthProof = {
  currentPassword?: string | undefined;
  mfa?: SecondFactorProof | undefined;
};

export type AccountGuard = {
  /** Seals and opens TOTP secrets (docs/decisions/0032). */
  box: SecretBox;
  /** The per-account password counter every door shares. */
  passwordFailures: Throttle;
  /** The per-account code counter every second-factor door shares (keyed by `codeKey`). */
  codeFailures: Throttle;
  /**
   * Alerts an admin account (e-mail and SMS through the outbox) when `last` says the failure just
   * counted started a pause; a customer's account gets nothing. A failure to queue is logged.
   */
  alertIfPaused(
    request: FastifyRequest,
    userId: string | undefined,
    last: boolean,
    alert: AdminAlert,
  ): Promise<void>;
  /**
   * Checks a second-factor code of `userId` under the per-account code limit: 429 when paused,
   * 400 `MFA_ERRORS.invalidCode` when wrong, 503 when the TOTP secret was sealed with another key.
   */
  checkCode(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    check: () => Promise<boolean>,
  ): Promise<void>;
  /** A code of one of the account's methods (`method_unavailable` for another). */
  verifySecondFactor(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    proof: SecondFactorProof,
  ): Promise<void>;
  /**
   * The signed-in owner proves it again before a takeover step: the current password (counted on
   * the account's password counter) or a fresh second-factor code (on its code counter).
   */
  reauthenticate(request: FastifyRequest, reply: FastifyReply, proof: ReauthProof): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    accountGuard: AccountGuard;
  }
}

/** The key of an account's code counter. */
export const codeKey = (userId: string) => `codes:${userId}`;

function tooMany(reply: FastifyReply, seconds: number, message: string): never {
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, 'rate_limited', message);
}

/**
 * What the sign-in doors, the second-factor routes and the re-authentication share: the key that
 * seals TOTP secrets, the per-account password counter and the per-account code counter.
 */
export const accountGuardPlugin = fp(
  async (app) => {
    const { config } = app;
    const { key, source } = await loadMfaKey(config.mfaEncryptionKey, config.dataDir);
    const box = createSecretBox(key);
    if (source.kind === 'file' && source.created) {
      app.log.info({ file: source.file }, 'clé de chiffrement MFA générée (mode 0600)');
    }
    if (source.kind === 'file' && config.databaseUrl) {
      app.log.warn(
        'MFA_ENCRYPTION_KEY absent : la clé qui chiffre les secrets TOTP est lue dans DATA_DIR. ' +
          'Avec plusieurs instances sur DATABASE_URL, donnez à chacune la même MFA_ENCRYPTION_KEY, ' +
          'sinon une instance ne pourra pas vérifier les applications enregistrées par une autre.',
      );
    }
    if (config.mfaDemo) {
      app.log.warn('MFA_DEMO=1 : tout code à 6 chiffres est accepté (démonstration uniquement).');
    }
    // In the database on both drivers: a restart does not lift a pause (docs/decisions/0156).
    const codeFailures = new Throttle(
      () => app.accountCounter,
      'mfa-codes',
      CODE_FAILURES.max,
      CODE_FAILURES.windowMs,
    );
    const passwordFailures = new Throttle(
      () => app.accountCounter,
      'account-passwords',
      ACCOUNT_PASSWORD_FAILURES.max,
      ACCOUNT_PASSWORD_FAILURES.windowMs,
    );
    const demoAccepts = (code: string) => config.mfaDemo && /^\d{6}$/.test(code);

    const alertIfPaused: AccountGuard['alertIfPaused'] = async (request, userId, last, alert) => {
      if (!last || !userId) return;
      try {
        const shop = await app.shopSettings.current();
        if (await queueAdminAlert(app.db, userId, alert, shop)) {
          request.log.warn({ alert }, 'admin account paused, admin alerted');
        }
      } catch (error) {
        request.log.error({ err: error }, 'admin alert not queued');
      }
    };

    const checkCode_: AccountGuard['checkCode'] = async (request, reply, userId, check) => {
      const userKey = codeKey(userId);
      const { wait, last } = await codeFailures.hit(userKey);
      if (wait > 0) tooMany(reply, wait, MFA_ERRORS.tooManyCodes);
      let ok: boolean;
      try {
        ok = await check();
      } catch (error) {
        if (error instanceof SecretKeyMismatchError) {
          request.log.error({ err: error }, 'TOTP secret sealed with another key');
          throw new HttpError(409, 'authenticator_unreadable', MFA_ERRORS.keyMismatch);
        }
        throw error;
      }
      if (!ok) {
        await alertIfPaused(request, userId, last, 'codes');
        throw new HttpError(400, 'invalid_code', MFA_ERRORS.invalidCode, {
          code: MFA_ERRORS.invalidCode,
        });
      }
      await codeFailures.reset(userKey);
    };

    const verifySecondFactor: AccountGuard['verifySecondFactor'] = async (
      request,
      reply,
      userId,
      { method, code },
    ) => {
      const { methods } = await availableMethods(app.db, userId);
      if (!demoAccepts(code)) {
        if (methods.length === 0)
          throw new HttpError(409, 'mfa_not_enabled', MFA_ERRORS.notEnabled);
        if (!methods.includes(method)) {
          throw new HttpError(409, 'method_unavailable', MFA_ERRORS.methodUnavailable);
        }
      }
      await checkCode_(request, reply, userId, async () => {
        if (demoAccepts(code)) return true;
        switch (method) {
          case 'authenticator':
            return verifyTotp(app.db, box, userId, code);
          case 'recovery': {
            if (!(await useRecoveryCode(app.db, userId, code))) return false;
            // The person is proven: an app whose secret this shop can no longer open is removed,
            // so that it is set up again (an admin is asked to at once).
            if (await dropUnreadableAuthenticator(app.db, box, userId))
              request.log.warn('unreadable authenticator removed after a recovery code');
            return true;
          }
          case 'sms':
            return checkCode(app.db, userId, 'mfa_sms', code);
          case 'email':
            return checkCode(app.db, userId, 'mfa_email', code);
        }
      });
    };

    const reauthenticate: AccountGuard['reauthenticate'] = async (request, reply, proof) => {
      const user = request.user!;
      if (proof.mfa) {
        await verifySecondFactor(request, reply, user.id, proof.mfa);
        return;
      }
      if (proof.currentPassword === undefined) {
        throw new HttpError(400, 'reauth_required', REAUTH_MESSAGES.required, {
          currentPassword: REAUTH_MESSAGES.required,
        });
      }
      const key = accountKey(user.email);
      const { wait, last } = await passwordFailures.hit(key);
      if (wait > 0) tooMany(reply, wait, ACCOUNT_LOCKED_MESSAGE);
      const [row] = await app.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(proof.currentPassword, row.passwordHash))) {
        request.log.info('re-authentication refused');
        await alertIfPaused(request, user.id, last, 'passwords');
        throw new HttpError(400, 'wrong_password', REAUTH_MESSAGES.wrongPassword, {
          currentPassword: REAUTH_MESSAGES.wrongPassword,
        });
      }
      await passwordFailures.reset(key);
    };

    app.decorate('accountGuard', {
      box,
      passwordFailures,
      codeFailures,
      alertIfPaused,
      checkCode: checkCode_,
      verifySecondFactor,
      reauthenticate,
    } satisfies AccountGuard);
  },
  { name: 'account-guard', dependencies: ['database', 'session', 'rate-limits', 'shop-settings'] },
);
