import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/mfa-verification';

export const meta: Route.MetaFunction = ({ location }) =>
  seo(location, {
    title: 'VÉRIFICATION EN DEUX ÉTAPES',
    description: 'Saisissez votre code à 6 chiffres pour sécuriser votre compte LAGUNE.',
  });

export default function MfaVerificationRoute() {
  return <PlaceholderPage title="VÉRIFICATION EN DEUX ÉTAPES" />;
}
