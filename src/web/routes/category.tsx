import { isCategoryId, type ProductCategoryId } from '@shared/catalogue/categories.ts';
import { products } from '@shared/catalogue/products.ts';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CategoryPage } from '~/features/products/category-page';
import { categoryPageData } from '~/features/products/category-page-data';
import { notFoundSeo, seo } from '~/lib/seo';
import { ErrorPage } from '~/components/layout/error-page';
import type { Route } from './+types/category';

// Only unknown categories show it, so it stays out of the category pages' initial JavaScript.
const NotFoundView = lazy(() =>
  import('~/components/layout/not-found-view').then((m) => ({ default: m.NotFoundView })),
);

/** spring-summer has its own route; every other known id is a product category. */
function productCategory(id: string | undefined): ProductCategoryId | undefined {
  return id && isCategoryId(id) && id !== 'spring-summer' ? id : undefined;
}

/**
 * Runs at build time only (every category page is prerendered): the page gets its products in
 * its HTML instead of the whole catalogue in its JavaScript. null = unknown category.
 */
export function loader({ params }: Route.LoaderArgs) {
  const id = productCategory(params.categoryId);
  return id ? categoryPageData(id, products) : null;
}

/** Filters and sort only change the query string: the page's data stays (no `.data` request). */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = ({ loaderData, location, error }) => {
  // The error page has its own title (ErrorBoundary below).
  if (error && !(isRouteErrorResponse(error) && error.status === 404)) return [];
  if (!loaderData) {
    return notFoundSeo();
  }
  const { content } = loaderData;
  return seo(location, { title: content.title, description: content.seo });
};

export default function Category({ loaderData }: Route.ComponentProps) {
  if (!loaderData) {
    return (
      <Suspense>
        <NotFoundView />
      </Suspense>
    );
  }
  return <CategoryPage key={loaderData.id} {...loaderData} />;
}

/** An unknown category reached in-app has no prerendered data: its .data request answers 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense>
        <NotFoundView />
      </Suspense>
    );
  }
  return <ErrorPage error={error} inShopLayout />;
}
