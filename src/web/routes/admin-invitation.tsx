import { lazy, Suspense } from 'react';
import { seo } from '~/lib/seo';
import type { Route } from './+types/admin-invitation';

// In its own chunk, like the dashboard (ADR 0070).
const InvitationPage = lazy(() => import('~/features/admin/staff/invitation-page'));

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...seo(
    { location, matches },
    {
      title: 'Rejoindre l’équipe',
      description: 'Invitation à l’espace d’administration de la boutique LAGUNE.',
    },
  ),
  { name: 'robots', content: 'noindex' },
];

export default function AdminInvitationRoute() {
  return (
    <Suspense
      fallback={
        <p role="status" className="px-4 py-16 text-center text-neutral-700">
          Chargement...
        </p>
      }
    >
      <InvitationPage />
    </Suspense>
  );
}
