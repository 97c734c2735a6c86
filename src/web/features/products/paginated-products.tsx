import { plural } from '@shared/format/plural.ts';
import type { ProductSummary } from '@shared/catalogue/types.ts';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ProductGrid } from './product-grid';

/**
 * The first `initial` products, then 'Voir plus' reveals `step` more per click and disappears
 * once everything is shown. The server-rendered HTML already holds the initial products.
 */
export function PaginatedProducts({
  products,
  initial,
  step,
  onMore,
}: {
  products: readonly ProductSummary[];
  initial: number;
  step: number;
  onMore?: () => void;
}) {
  const [shown, setShown] = useState(initial);
  const visible = products.slice(0, shown);
  return (
    <>
      <ProductGrid products={visible} eagerCount={2} />
      {shown < products.length && (
        <div className="mt-10 flex justify-center">
          <Button
            variant="outline"
            className="w-full sm:w-auto sm:min-w-60"
            onClick={() => {
              setShown((n) => n + step);
              onMore?.();
            }}
          >
            Voir plus
          </Button>
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {visible.length} {plural(visible.length, 'produit affiché', 'produits affichés')} sur{' '}
        {products.length}
      </p>
    </>
  );
}
