import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/mfa-verification';

export const meta: Route.MetaFunction = ({ location }) =>
  seo(location, {
    title: 'MFA VERIFICATION',
    description: 'MFA VERIFICATION — LAGUNE',
  });

export default function MfaVerificationRoute() {
  return <PlaceholderPage title="MFA VERIFICATION" />;
}
