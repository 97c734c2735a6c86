import { PlaceholderPage } from '~/components/placeholder-page';
import { seo } from '~/lib/seo';

export const meta = () =>
  seo({
    title: 'MFA VERIFICATION',
    description: 'MFA VERIFICATION — LAGUNE',
    path: '/mfa-verification',
  });

export default function Route() {
  return <PlaceholderPage title="MFA VERIFICATION" />;
}
