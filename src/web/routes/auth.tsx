import { lazy, Suspense } from 'react';
import { PageSpinner } from '~/components/account/protected';
import { seo } from '~/lib/seo';
import type { Route } from './+types/auth';

// The form, its schemas and the session code load with the page, not with the shop's first load.
const AuthPage = lazy(() => import('~/features/auth/auth-page'));

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...seo(
    { location, matches },
    {
      title: 'Connexion',
      description: 'Connectez-vous ou créez votre compte LAGUNE.',
    },
  ),
  { name: 'robots', content: 'noindex' },
];

export default function AuthRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <AuthPage />
    </Suspense>
  );
}
