import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { wasSignedOutHere } from '~/lib/auth/session-store';
import { useAuth } from '~/lib/auth/use-auth';
import { MfaNotice } from './mfa-notice';
import { PageSpinner } from './page-spinner';

/**
 * Protected pages: 'Chargement...' while the session is read; a visitor goes to /auth
 * (history replaced, the origin kept), a session waiting for its second factor to
 * /mfa-verification; a page that needs the second factor shows the two-factor notice to an
 * account without one.
 */
export default function RequireAuth({ level, children }: { level: 1 | 2; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  // One object per origin: <Navigate> navigates again whenever its `state` is a new object, and
  // this page re-renders while the navigation it started loads the next route.
  const state = useMemo(() => ({ from }), [from]);
  if (auth.loading) return <PageSpinner />;
  if (auth.mfaPending) return <Navigate to="/mfa-verification" replace state={state} />;
  if (!auth.isAuthenticated) {
    // Signing out here on an account page goes home; signed out elsewhere (another tab, an expired
    // session), the shopper is asked to sign in again and comes back.
    if (wasSignedOutHere()) return <Navigate to="/" replace />;
    return <Navigate to="/auth" replace state={state} />;
  }
  if (level === 2 && (auth.session?.assuranceLevel ?? 0) < 2) return <MfaNotice from={from} />;
  return children;
}
