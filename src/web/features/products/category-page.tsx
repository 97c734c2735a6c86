import { lazy, Suspense } from 'react';
import { BackButton } from '~/components/ui/back-button';
import { notify } from '~/lib/toast';
import { categoryIcon } from './category-icons';
import type { CategoryPageData } from './category-page-data';
import { LimitedEditionPromo } from './limited-edition-promo';
import { OtherCategories } from './other-categories';
import { ProductListing } from './product-listing';

// Static and below the grid: hydrated once its own chunk arrives, not in the page's first
// JavaScript (its server-rendered HTML shows meanwhile; entry.server.tsx writes it in place).
const VideoPlaceholders = lazy(() =>
  import('./video-placeholders').then((m) => ({ default: m.VideoPlaceholders })),
);

/** A category page, from the data its route's loader computed on the server (categoryPageData). */
export function CategoryPage({
  id,
  name,
  content,
  products: list,
  limited,
  pagination: { initial, step },
  videoCount,
  others,
}: CategoryPageData) {
  const icon = categoryIcon(id);
  const onMore =
    id === 'pull'
      ? () =>
          notify({ title: 'Chargement de produits', description: 'Plus de pulls ont été chargés' })
      : undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <BackButton historyBack={false} />
      <header className="mt-4 mb-8 flex flex-col items-center text-center">
        {icon && <img src={icon} alt="" width={56} height={56} className="mb-3 size-14" />}
        <h1 className="display-title text-3xl sm:text-4xl">{content.title}</h1>
        {content.description && (
          <p className="mt-4 max-w-2xl text-neutral-700">{content.description}</p>
        )}
      </header>
      {/* The cards' names are h3: this keeps the heading levels in order under the h1. */}
      <h2 className="sr-only">Produits</h2>
      <ProductListing key={id} products={list} initial={initial} step={step} onMore={onMore} />
      <LimitedEditionPromo promo={limited} />
      <Suspense>
        <VideoPlaceholders subject={name} count={videoCount} />
      </Suspense>
      <OtherCategories categories={others} />
    </div>
  );
}
