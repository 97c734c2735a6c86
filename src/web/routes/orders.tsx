import { lazy } from 'react';
import { Protected } from '~/components/account/protected';
import { seo } from '~/lib/seo';
import type { Route } from './+types/orders';

const MyOrdersPage = lazy(() => import('~/features/orders/my-orders-page'));

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...seo(
    { location, matches },
    {
      title: 'Mes commandes',
      description: 'Vos commandes LAGUNE, leur statut et leur détail.',
    },
  ),
  { name: 'robots', content: 'noindex' },
];

export default function OrdersRoute() {
  return (
    <Protected>
      <MyOrdersPage />
    </Protected>
  );
}
