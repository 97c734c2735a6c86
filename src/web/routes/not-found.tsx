import type { Route } from './+types/not-found';
import { data } from 'react-router';
import { NotFoundView } from '~/components/layout/not-found-view';
import { notFoundSeo } from '~/lib/seo';

/** The not-found page answers 404, here as at any unknown path (the catch-all). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundSeo(matches);

export default function NotFound() {
  return <NotFoundView />;
}
