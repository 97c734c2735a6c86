import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/admin-dashboard';

export const meta: Route.MetaFunction = ({ location }) => [
  ...seo(location, {
    title: 'Tableau de bord administrateur',
    description: 'Espace d’administration de la boutique LAGUNE.',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminDashboardRoute() {
  return <PlaceholderPage title="Tableau de bord administrateur" />;
}
