import { lazy } from 'react';
import { Protected } from '~/components/account/protected';
import { seo } from '~/lib/seo';
import type { Route } from './+types/profile';

const ProfilePage = lazy(() => import('~/features/account/profile-page'));

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...seo(
    { location, matches },
    {
      title: 'Mon profil',
      description: 'Votre mot de passe et la sécurité de votre compte LAGUNE.',
    },
  ),
  { name: 'robots', content: 'noindex' },
];

export default function ProfileRoute() {
  return (
    <Protected>
      <ProfilePage />
    </Protected>
  );
}
