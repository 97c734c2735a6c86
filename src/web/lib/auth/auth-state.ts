import type { SessionState } from '@shared/api/auth.ts';

/**
 * The client's auth state and its transitions, as a pure
 * reducer: the session store feeds it the server's answers, the screens read it.
 *
 * Every session-changing call answers the whole server session (src/shared/api/auth.ts), so an
 * event carries it and the state is rebuilt from it: no field can drift from the server's word.
 */
export type AuthUser = NonNullable<SessionState['user']>;

export interface AuthState {
  /** Password and, for an account with two-factor, the second factor passed. */
  isAuthenticated: boolean;
  /** The session has not been read yet (server-rendered pages start here). */
  loading: boolean;
  /** Two-factor is on for the account (security level `enhanced`). */
  hasMfa: boolean;
  /** The signed-in user, also while the second factor is still to pass. */
  user: AuthUser | null;
  session: SessionState | null;
  /** Password checked, second factor still to pass (/mfa-verification). */
  mfaPending: boolean;
  /** A password-reset link is being used (/auth/reset). */
  passwordRecovery: boolean;
}

export type AuthEvent =
  /** The first read of GET /api/auth/session. */
  | { type: 'INITIAL_SESSION'; session: SessionState }
  /** The sign-in answer (possibly `mfa_required`). */
  | { type: 'SIGNED_IN'; session: SessionState }
  /** The session was rotated: second factor passed, or a factor activated (assurance level 2). */
  | { type: 'TOKEN_REFRESHED'; session: SessionState }
  /** Account facts changed: two-factor on or off, method, recovery codes, password. */
  | { type: 'USER_UPDATED'; session: SessionState }
  /** A reset link was opened. */
  | { type: 'PASSWORD_RECOVERY' }
  /** Signed out here, in another tab, or the server no longer knows the session. */
  | { type: 'SIGNED_OUT' }
  /** The session could not be read (offline): treated as signed out until the next read. */
  | { type: 'LOAD_FAILED' };

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  loading: true,
  hasMfa: false,
  user: null,
  session: null,
  mfaPending: false,
  passwordRecovery: false,
};

const signedOut: AuthState = { ...initialAuthState, loading: false };

function fromSession(session: SessionState): AuthState {
  if (session.status === 'anonymous' || !session.user) return signedOut;
  return {
    isAuthenticated: session.status === 'authenticated',
    loading: false,
    hasMfa: session.hasMfa,
    user: session.user,
    session,
    mfaPending: session.status === 'mfa_required',
    passwordRecovery: false,
  };
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'INITIAL_SESSION':
    case 'SIGNED_IN':
    case 'TOKEN_REFRESHED':
    case 'USER_UPDATED':
      return fromSession(event.session);
    case 'PASSWORD_RECOVERY':
      // A flag only: the reset link works whoever is signed in, and the server closes every
      // session of the account once the new password is saved.
      return { ...state, passwordRecovery: true };
    case 'SIGNED_OUT':
    case 'LOAD_FAILED':
      // Sign-out clears the user, the session, the two-factor flag and the method.
      return state.passwordRecovery ? { ...signedOut, passwordRecovery: true } : signedOut;
  }
}

/** The path to return to after sign-in or the second factor, from navigation state. */
export function returnPath(state: unknown, fallback = '/'): string {
  const from = (state as { from?: unknown } | null)?.from;
  // Only a path of this site: never `//host` or a full URL someone put in the state.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : fallback;
}
