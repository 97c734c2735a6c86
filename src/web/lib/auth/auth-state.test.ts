import type { SessionState } from '@shared/api/auth.ts';
import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState, returnPath } from './auth-state';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'awa@example.ci',
  fullName: 'Awa Koné',
  role: 'customer',
  securityLevel: 'enhanced',
  mfaMethod: 'authenticator',
} as const;

function session(overrides: Partial<SessionState>): SessionState {
  return {
    status: 'authenticated',
    user,
    hasMfa: true,
    assuranceLevel: 2,
    mfaMethods: ['authenticator', 'recovery'],
    recoveryCodesLeft: 10,
    mfaEnrollmentRequired: false,
    mfaDemo: false,
    expiresAt: null,
    ...overrides,
  };
}

describe('authReducer', () => {
  it('starts loading, then follows the session the server answers', () => {
    expect(initialAuthState).toMatchObject({ loading: true, isAuthenticated: false });
    const pending = authReducer(initialAuthState, {
      type: 'SIGNED_IN',
      session: session({ status: 'mfa_required', assuranceLevel: 1 }),
    });
    expect(pending).toMatchObject({ loading: false, isAuthenticated: false, mfaPending: true });
    const verified = authReducer(pending, { type: 'TOKEN_REFRESHED', session: session({}) });
    expect(verified).toMatchObject({ isAuthenticated: true, hasMfa: true, mfaPending: false });
    expect(verified.user?.email).toBe('awa@example.ci');
  });

  it('clears the user, the session, the two-factor flag and the method at sign-out', () => {
    const signedIn = authReducer(initialAuthState, {
      type: 'INITIAL_SESSION',
      session: session({}),
    });
    expect(authReducer(signedIn, { type: 'SIGNED_OUT' })).toEqual({
      ...initialAuthState,
      loading: false,
    });
  });

  it('treats a session that cannot be read as signed out', () => {
    expect(authReducer(initialAuthState, { type: 'LOAD_FAILED' })).toMatchObject({
      loading: false,
      isAuthenticated: false,
      user: null,
    });
  });
});

describe('returnPath', () => {
  it('returns to a path of this site only', () => {
    expect(returnPath({ from: '/orders?page=2' })).toBe('/orders?page=2');
    expect(returnPath({ from: '//evil.example/x' })).toBe('/');
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPath(null)).toBe('/');
  });
});
