import { Link, Navigate, useLocation } from 'react-router';
import { returnPath } from '~/lib/auth/auth-state';
import { useAuth } from '~/lib/auth/use-auth';
import { AuthForm, type AuthMode } from './auth-form';

/** Pages a sign-in never returns to (they would send the shopper straight back). */
const NOT_A_DESTINATION = /^\/(auth|mfa-verification)(\/|$|\?)/;

export function safeReturnPath(state: unknown): string {
  const path = returnPath(state);
  return NOT_A_DESTINATION.test(path) ? '/' : path;
}

/** /auth: the sign-in / sign-up form; a signed-in shopper goes back where they came from. */
export default function AuthPage() {
  const auth = useAuth();
  const location = useLocation();
  const returnTo = safeReturnPath(location.state);
  const mode: AuthMode =
    (location.state as { mode?: unknown } | null)?.mode === 'sign-up' ? 'sign-up' : 'sign-in';
  if (auth.isAuthenticated) return <Navigate to={returnTo} replace />;
  return (
    <div className="bg-sand/60 sm:py-12">
      <section className="mx-auto max-w-md bg-white px-5 py-8 sm:rounded-xl sm:border sm:border-black/10 sm:px-8 sm:shadow-sm">
        {auth.mfaPending && (
          <div className="mb-6 rounded-md border border-lagoon/30 bg-lagoon/5 p-4 text-sm">
            <p className="font-semibold">Vérification en deux étapes en attente</p>
            <Link
              to="/mfa-verification"
              state={{ from: returnTo }}
              className="mt-1 inline-flex min-h-11 items-center font-semibold text-lagoon-dark underline underline-offset-4"
            >
              Saisir mon code de vérification
            </Link>
          </div>
        )}
        <AuthForm key={mode} initialMode={mode} returnTo={returnTo} />
      </section>
    </div>
  );
}
