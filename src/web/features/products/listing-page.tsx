import type { ProductSummary } from '@shared/catalogue/types.ts';
import type { ReactNode } from 'react';
import { BackButton } from '~/components/ui/back-button';
import { ProductGrid } from './product-grid';

/** Banner + grid, the shape of /new, /bestsellers and /sales. */
export function ListingPage({
  title,
  intro,
  kicker,
  products,
  children,
}: {
  title: string;
  intro: string;
  kicker?: string;
  products: readonly ProductSummary[];
  children?: ReactNode;
}) {
  return (
    <>
      <section className="bg-sand px-4 py-12 text-center sm:py-16">
        {kicker && (
          <p className="text-xs font-bold tracking-[0.3em] text-lagoon-dark uppercase">{kicker}</p>
        )}
        <h1 className="display-title mt-2 text-3xl sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-neutral-700">{intro}</p>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-6">
        <BackButton />
        <p className="mt-2 mb-6 text-sm text-neutral-600">
          {products.length} produit{products.length > 1 ? 's' : ''}
        </p>
        <h2 className="sr-only">Produits</h2>
        <ProductGrid products={products} eagerCount={2} />
        {children}
      </div>
    </>
  );
}
