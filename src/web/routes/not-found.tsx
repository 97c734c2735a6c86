import { NotFoundView } from '~/components/layout/not-found-view';
import { notFoundSeo } from '~/lib/seo';

export const meta = () => notFoundSeo();

export default function NotFound() {
  return <NotFoundView />;
}
