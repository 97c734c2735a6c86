import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ location }) =>
  seo(location, {
    title: 'MON PROFIL',
    description: 'Votre profil LAGUNE : nom, e-mail et préférences.',
  });

export default function ProfileRoute() {
  return <PlaceholderPage title="MON PROFIL" />;
}
