import type { Product } from '@shared/catalogue/types.ts';
import { Link } from 'react-router';
import { BackButton } from '~/components/ui/back-button';
import { LinkButton } from '~/components/ui/link-button';
import { notify } from '~/lib/toast';
import { categoryIcon } from './category-icons';
import type { CategoryPageData } from './category-page-data';
import { OtherCategories } from './other-categories';
import { PaginatedProducts } from './paginated-products';
import { ProductGrid } from './product-grid';
import { VideoPlaceholders } from './video-placeholders';

function LimitedPromo({ limited }: { limited: readonly Product[] }) {
  if (limited.length === 0) return null;
  return (
    <section
      aria-labelledby="promo-limitee"
      className="mt-16 rounded-lg bg-sand px-4 py-10 sm:px-8"
    >
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="mb-2 inline-block rounded-sm bg-orange px-2 py-0.5 text-[11px] font-bold tracking-wider text-ink uppercase">
            Exclusif
          </p>
          <h2 id="promo-limitee" className="display-title text-xl sm:text-2xl">
            ÉDITION LIMITÉE
          </h2>
        </div>
        <Link
          to="/collections/limited-edition"
          className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-lagoon-dark underline-offset-4 hover:underline sm:self-auto"
        >
          Voir plus
        </Link>
      </div>
      <ProductGrid products={limited} wideColumns={3} />
      <LinkButton
        to="/collections/limited-edition"
        variant="dark"
        className="mt-8 w-full sm:w-auto"
      >
        Voir toute la collection limitée
      </LinkButton>
    </section>
  );
}

/** A category page, from the data its route's loader computed at build time (categoryPageData). */
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
        <p className="mt-3 text-sm text-neutral-600">
          {list.length} produit{list.length > 1 ? 's' : ''} · {name}
        </p>
      </header>
      <PaginatedProducts key={id} products={list} initial={initial} step={step} onMore={onMore} />
      <LimitedPromo limited={limited} />
      <VideoPlaceholders subject={name} count={videoCount} />
      <OtherCategories categories={others} />
    </div>
  );
}
