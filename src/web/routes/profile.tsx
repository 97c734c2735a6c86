import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ location }) =>
  seo(location, { title: 'PROFILE', description: 'PROFILE — LAGUNE' });

export default function ProfileRoute() {
  return <PlaceholderPage title="PROFILE" />;
}
