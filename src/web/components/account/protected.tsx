import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '~/components/ui/spinner';
import { PageSpinner } from './page-spinner';

// Other account code takes the spinner from here: one shared chunk per protected route, not two
// (every route's chunks are listed in the React Router manifest every page loads).
export { PageSpinner, Spinner };

// The guard brings the session code: route modules stay small (their static imports are what
// every page's React Router manifest lists), and the server-rendered page shows the spinner.
const RequireAuth = lazy(() => import('./require-auth'));

/**
 * A page for signed-in shoppers; `level={2}` also needs the second
 * factor (/vip). 'Chargement...' while the session is read.
 */
export function Protected({ level = 1, children }: { level?: 1 | 2; children: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RequireAuth level={level}>{children}</RequireAuth>
    </Suspense>
  );
}
