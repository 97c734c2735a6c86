import { lazy, Suspense } from 'react';
import type { MissingPage } from './not-found-view';

// What a product or collection page says when it is missing (404) or withdrawn (410) loads with
// that answer, not with every page that could give it: its server-rendered HTML is there from the
// start, as for the footer (shop-layout.tsx); on a page already open, it follows its chunk.
const NotFoundView = lazy(() =>
  import('./not-found-view').then((m) => ({ default: m.NotFoundView })),
);
const NotFoundRedirect = lazy(() =>
  import('./not-found-view').then((m) => ({ default: m.NotFoundRedirect })),
);

export function LazyNotFoundView({ page }: { page?: MissingPage }) {
  return (
    <Suspense>
      <NotFoundView page={page} />
    </Suspense>
  );
}

export function LazyNotFoundRedirect() {
  return (
    <Suspense>
      <NotFoundRedirect />
    </Suspense>
  );
}
