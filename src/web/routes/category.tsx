import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CategoryPage } from '~/features/products/category-page';
import { categoryPageData } from '~/features/products/category-page-data';
import { storefrontCatalogue } from '~/lib/catalogue.server';
import { notFoundSeo, seo } from '~/lib/seo';
import { ErrorPage } from '~/components/layout/error-page';
import { LazyNotFoundRedirect } from '~/components/layout/lazy-not-found';
import type { Route } from './+types/category';

/**
 * Runs on the server: the page gets its products in its HTML instead of the whole catalogue in
 * its JavaScript. An unknown category answers 404 with the not-found page (error boundary).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const catalogue = storefrontCatalogue(context);
  // A listing of hers, shown; the gallery of looks has its own route; a hidden one answers 404.
  const category = catalogue.categories.find(
    (c) => c.id === params.categoryId && c.kind === 'products' && !c.hidden,
  );
  if (!category) throw data(null, { status: 404 });
  return categoryPageData(category, catalogue);
}

/** Filters and sort only change the query string: the page's data stays (no `.data` request). */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches, error }) => {
  // The error page has its own title (ErrorBoundary below).
  if (error && !(isRouteErrorResponse(error) && error.status === 404)) return [];
  if (error || !loaderData) return notFoundSeo(matches);
  const { content, id, name } = loaderData;
  return seo(
    { location, matches },
    {
      title: content.seoTitle,
      description: content.seo,
      breadcrumbs: [{ name, path: `/collections/${id}` }],
    },
  );
};

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryPage key={loaderData.id} {...loaderData} />;
}

/** An unknown category: the not-found page with HTTP 404, then /not-found. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <LazyNotFoundRedirect />;
  return <ErrorPage error={error} inShopLayout />;
}
