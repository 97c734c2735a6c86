import { lazy, Suspense } from 'react';
import { seo } from '~/lib/seo';
import type { Route } from './+types/admin-dashboard';

// The admin wing in its own chunks, named by no other route: the route manifest every shop page
// downloads lists only this small module for it (ADR 0070).
const AdminDashboard = lazy(() =>
  import('~/features/admin/dashboard/admin-dashboard').then((m) => ({
    default: m.AdminDashboard,
  })),
);

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...seo(
    { location, matches },
    {
      title: 'Tableau de bord administrateur',
      description: 'Espace d’administration de la boutique LAGUNE.',
    },
  ),
  { name: 'robots', content: 'noindex' },
];

export default function AdminDashboardRoute() {
  return (
    <Suspense
      fallback={
        <p role="status" className="px-4 py-16 text-center text-neutral-700">
          Chargement...
        </p>
      }
    >
      <AdminDashboard />
    </Suspense>
  );
}
