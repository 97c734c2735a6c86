import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  isStaff,
  type MfaMethod,
  type Role,
  type SecurityLevel,
} from '../../shared/domain/users.ts';
import {
  ADMIN_IDLE_MS,
  clearSessionCookie,
  deleteExpiredSessions,
  deleteSession,
  findSession,
  sessionCookieName,
  touchSession,
  TOUCH_INTERVAL_MS,
} from '../auth/sessions.ts';
import { HttpError } from '../http/errors.ts';
import { previewedProduct } from '../pages/preview.ts';

export type AuthUser = {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  securityLevel: SecurityLevel;
  mfaMethod: MfaMethod | null;
};

export type SessionInfo = {
  id: string;
  assuranceLevel: 1 | 2;
  expiresAt: Date;
  /** The account has a second factor that this session has not passed yet. */
  mfaPending: boolean;
  user: AuthUser;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's live session, second factor passed or not; null without one. */
    session: SessionInfo | null;
    /**
     * The signed-in user, only once the session is complete (an account with a second factor
     * has passed it). What every customer query is scoped to.
     */
    user: AuthUser | null;
  }
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const AUTH_REQUIRED_MESSAGE = 'Connexion requise. Veuillez vous connecter.';
export const MFA_REQUIRED_MESSAGE =
  'Vérification en deux étapes requise. Saisissez votre code pour continuer.';
export const MFA_NOT_ENABLED_MESSAGE =
  'Activez la vérification en deux étapes pour accéder à cette page.';

/**
 * Reads the session cookie of every API request that carries one (ADR 0031): the token's hash is
 * looked up with its user, expired and unknown tokens are ignored and their cookie cleared.
 * Decorates `request.session` and `request.user`; the guards below build on them.
 */
export const sessionPlugin = fp(
  async (app) => {
    const cookieName = sessionCookieName(app.config);
    app.decorateRequest('session', null);
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request, reply) => {
      // Pages are the same for everyone, so they read no session; but a product's preview and a
      // draft's drawing are the owner's alone (ADR 0146).
      if (
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/media/art/') &&
        previewedProduct(request.url) === undefined
      )
        return;
      const token = request.cookies[cookieName];
      if (token === undefined) return;
      const row = TOKEN_PATTERN.test(token) ? await findSession(app.db, token) : undefined;
      if (!row) {
        clearSessionCookie(reply, app.config);
        return;
      }
      // A staff session left unused too long is over, whatever its 30 days (docs/decisions/0162).
      if (isStaff(row.user.role) && Date.now() - row.lastSeenAt.getTime() > ADMIN_IDLE_MS) {
        await deleteSession(app.db, row.id);
        clearSessionCookie(reply, app.config);
        return;
      }
      const assuranceLevel = row.assuranceLevel === 2 ? 2 : 1;
      const session: SessionInfo = {
        id: row.id,
        assuranceLevel,
        expiresAt: row.expiresAt,
        mfaPending: row.user.securityLevel === 'enhanced' && assuranceLevel < 2,
        user: row.user,
      };
      request.session = session;
      request.user = session.mfaPending ? null : row.user;
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await touchSession(app.db, row.id);
      }
    });

    // Expired sessions are forgotten hourly (each instance; deletes are idempotent).
    const sweepExpired = () => {
      deleteExpiredSessions(app.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'expired sessions sweep failed'),
      );
    };
    const sweep = setInterval(sweepExpired, 3_600_000).unref();
    app.addHook('onReady', async () => sweepExpired());
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'session', dependencies: ['database'] },
);

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Any live session, second factor pending or not (the second-factor routes, sign-out). */
export function requireSession(message = AUTH_REQUIRED_MESSAGE): Guard {
  return async (request) => {
    if (!request.session) throw new HttpError(401, 'auth_required', message);
  };
}

/** A complete session: 401 `auth_required` without one, 401 `mfa_required` while the factor is pending. */
export function requireUser(message = AUTH_REQUIRED_MESSAGE): Guard {
  return async (request) => {
    if (!request.session) throw new HttpError(401, 'auth_required', message);
    if (!request.user) throw new HttpError(401, 'mfa_required', MFA_REQUIRED_MESSAGE);
  };
}

/**
 * A complete session that passed a second factor (/vip, and the admin's routes with
 * `requireRole`): 403 `mfa_not_enabled` for an account without one.
 */
export function requireAssurance(level: 2, message = AUTH_REQUIRED_MESSAGE): Guard {
  const user = requireUser(message);
  return async (request, reply) => {
    await user(request, reply);
    if (request.session!.assuranceLevel < level) {
      throw new HttpError(403, 'mfa_not_enabled', MFA_NOT_ENABLED_MESSAGE);
    }
  };
}

export const ADMIN_MFA_REQUIRED_MESSAGE =
  'Activez la vérification en deux étapes pour accéder à l’administration.';

/**
 * The admin wing (ADR 0106): a complete session of staff (the owner or a vendeur, ADR 0200) that
 * passed a second factor. Staff signed in with the password alone (no factor yet: enrolment at
 * first sign-in) get 403 `mfa_not_enabled` and reach nothing but the enrolment.
 */
export function requireAdmin(message = AUTH_REQUIRED_MESSAGE): Guard {
  const user = requireUser(message);
  return async (request, reply) => {
    await user(request, reply);
    if (!isStaff(request.user!.role)) throw new HttpError(403, 'forbidden', 'Accès non autorisé.');
    if (request.user!.securityLevel !== 'enhanced' || request.session!.assuranceLevel < 2) {
      throw new HttpError(403, 'mfa_not_enabled', ADMIN_MFA_REQUIRED_MESSAGE);
    }
  };
}

/** A complete session of a user with `role` (401 without a session, 403 for another role). */
export function requireRole(role: Role, message = AUTH_REQUIRED_MESSAGE): Guard {
  const user = requireUser(message);
  return async (request, reply) => {
    await user(request, reply);
    if (request.user!.role !== role) {
      throw new HttpError(403, 'forbidden', 'Accès non autorisé.');
    }
  };
}
