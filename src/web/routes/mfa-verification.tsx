import { lazy, Suspense } from 'react';
import { PageSpinner } from '~/components/account/protected';
import { seo } from '~/lib/seo';
import type { Route } from './+types/mfa-verification';

const MfaVerificationPage = lazy(() => import('~/features/auth/mfa-verification-page'));

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...seo(
    { location, matches },
    {
      title: 'Vérification en deux étapes',
      description: 'Saisissez votre code de vérification pour accéder à votre compte LAGUNE.',
    },
  ),
  { name: 'robots', content: 'noindex' },
];

export default function MfaVerificationRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <MfaVerificationPage />
    </Suspense>
  );
}
