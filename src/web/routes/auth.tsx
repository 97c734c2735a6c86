import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/auth';

export const meta: Route.MetaFunction = ({ location }) =>
  seo(location, {
    title: 'CONNEXION',
    description: 'Connectez-vous ou créez votre compte LAGUNE.',
  });

export default function AuthRoute() {
  return <PlaceholderPage title="CONNEXION" />;
}
