import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { ListingProps } from './listing-props';
import { PaginatedProducts } from './paginated-products';

export type { ListingProps };

type Filtered = ComponentType<ListingProps & { sheetOpen: boolean }>;

// Hydrated once its small chunk arrives: the server-rendered bar shows meanwhile (ADR 0076).
const ListingBar = lazy(() => import('./listing-bar'));

/** The bar's height, held while it loads after an in-app navigation. */
export const BAR_PLACEHOLDER = <div className="mb-6 h-[62px] border-y border-black/10" />;

/**
 * A product grid with filters and sort. Only the grid is in the page's first JavaScript; the filter
 * code (sheet, rules, live stock) loads when the shopper opens the filters, or at once when the URL
 * already carries filters (a shared link). ADR 0076.
 */
export function ProductListing(props: ListingProps) {
  const { search } = useLocation();
  const [Loaded, setLoaded] = useState<Filtered>();
  const [sheetOpen, setSheetOpen] = useState(false);
  const load = (open: boolean) =>
    import('./filters/filtered-listing').then((m) => {
      setSheetOpen(open);
      setLoaded(() => m.FilteredListing);
    });
  // The parameters of filters/listing-filters.ts.
  const filtered = /[?&](taille|couleur|prix|stock|tri)=/.test(search);
  useEffect(() => {
    if (filtered) void load(false);
  }, [filtered]);

  if (Loaded) return <Loaded {...props} sheetOpen={sheetOpen} />;
  return (
    <>
      <Suspense fallback={BAR_PLACEHOLDER}>
        <ListingBar count={props.products.length} onOpen={() => void load(true)} />
      </Suspense>
      <PaginatedProducts {...props} />
    </>
  );
}
