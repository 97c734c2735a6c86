import { lazy, Suspense } from 'react';
import { PageSpinner } from '~/components/account/protected';
import { seo } from '~/lib/seo';
import type { Route } from './+types/auth-link';

// The two e-mail links share one route (src/shared/routes/route-table.ts); each page loads alone.
const ConfirmEmailPage = lazy(() => import('~/features/auth/confirm-email-page'));
const ResetPasswordPage = lazy(() => import('~/features/auth/reset-password-page'));

const META = {
  confirm: {
    title: 'Confirmation de votre adresse e-mail',
    description: 'Confirmez votre adresse e-mail pour activer votre compte LAGUNE.',
  },
  reset: {
    title: 'Nouveau mot de passe',
    description: 'Choisissez un nouveau mot de passe pour votre compte LAGUNE.',
  },
};

export const meta: Route.MetaFunction = ({ location, matches, params }) => [
  ...seo({ location, matches }, params.link === 'reset' ? META.reset : META.confirm),
  { name: 'robots', content: 'noindex' },
];

/** /auth/confirm?token=… and /auth/reset?token=…: the links of the shop's e-mails. */
export default function AuthLinkRoute({ params }: Route.ComponentProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      {params.link === 'reset' ? <ResetPasswordPage /> : <ConfirmEmailPage />}
    </Suspense>
  );
}
