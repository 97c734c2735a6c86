import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ location }) =>
  seo(location, {
    title: 'MES COMMANDES',
    description: 'Retrouvez vos commandes LAGUNE et leur suivi.',
  });

export default function OrdersRoute() {
  return <PlaceholderPage title="MES COMMANDES" />;
}
