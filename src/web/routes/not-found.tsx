import { NotFoundView } from '~/components/layout/not-found-view';
import { seo } from '~/lib/seo';

export const meta = () => [
  ...seo({
    title: 'Page introuvable',
    description: "Cette page n'existe pas sur LAGUNE.",
    path: '/not-found',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundView />;
}
