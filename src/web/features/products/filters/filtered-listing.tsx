import { COLOUR_FAMILIES } from '@shared/catalogue/colours.ts';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { XIcon } from '~/components/ui/icons';
import { Button } from '~/components/ui/button';
import { unitsLeft, useLiveStockAnswer } from '~/lib/cart/live-stock';
import { historySettled, keepSheetEntry } from '~/lib/use-back-to-close';
import ListingBar from '../listing-bar';
import { PaginatedProducts } from '../paginated-products';
import type { ListingProps } from '../listing-props';
import { FilterSheet } from './filter-sheet';
import {
  activeFilterCount,
  applyFilters,
  coloursIn,
  sizesIn,
  parseFilters,
  SORT_LABELS,
  writeFilters,
  type ListingFilters,
} from './listing-filters';

const NO_FILTERS = { sizes: [], colours: [], price: {}, inStockOnly: false } as const;

/** The chips of the filters in force, each removable, and 'Effacer les filtres'. */
function ActiveFilters({
  filters,
  onChange,
}: {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}) {
  const { min, max } = filters.price;
  const chips = [
    ...filters.sizes.map((size) => ({
      label: `Taille ${size}`,
      next: { ...filters, sizes: filters.sizes.filter((s) => s !== size) },
    })),
    ...filters.colours.map((colour) => ({
      label: COLOUR_FAMILIES[colour].label,
      next: { ...filters, colours: filters.colours.filter((c) => c !== colour) },
    })),
    ...(min !== undefined || max !== undefined
      ? [{ label: 'Prix', next: { ...filters, price: {} } }]
      : []),
    ...(filters.inStockOnly
      ? [{ label: 'En stock', next: { ...filters, inStockOnly: false } }]
      : []),
    ...(filters.sort
      ? [{ label: `Tri : ${SORT_LABELS[filters.sort]}`, next: { ...filters, sort: undefined } }]
      : []),
  ];
  return (
    <ul aria-label="Filtres actifs" className="-mt-3 mb-6 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            aria-label={`Retirer : ${chip.label}`}
            onClick={() => onChange(chip.next)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-sand px-3 text-sm font-medium hover:ring-1 hover:ring-ink"
          >
            {chip.label}
            <XIcon className="size-4" />
          </button>
        </li>
      ))}
      {activeFilterCount(filters) > 0 && (
        <li>
          <Button variant="link" onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}>
            Effacer les filtres
          </Button>
        </li>
      )}
    </ul>
  );
}

/**
 * The listing once the filter code has loaded (product-listing.tsx): filters and sort from the URL,
 * sizes and 'en stock' from the live stock, 'Voir plus' over the filtered list. Every change
 * replaces the URL, so the view can be shared and survives a reload.
 */
export function FilteredListing({
  products,
  initial,
  step,
  onMore,
  sheetOpen,
}: ListingProps & { sheetOpen: boolean }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const [open, setOpen] = useState(sheetOpen);
  // What the shopper just chose, shown at once: the router applies the new URL in a transition,
  // and a controlled checkbox would flick back until then.
  const [chosen, setChosen] = useState<{ from: string; filters: ListingFilters }>();
  const sizes = useMemo(() => sizesIn(products), [products]);
  const fromUrl = useMemo(() => parseFilters(params, sizes), [params, sizes]);
  const filters = chosen?.from === search ? chosen.filters : fromUrl;
  // The live levels change what a size or 'en stock' filter keeps; the listing re-renders when
  // the products kept change, not each time the levels arrive.
  const kept = useLiveStockAnswer(() =>
    applyFilters(products, filters, unitsLeft)
      .map((p) => p.id)
      .join(' '),
  );
  const shown = useMemo(
    () => applyFilters(products, filters, unitsLeft),
    [products, filters, kept], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const colours = useMemo(() => coloursIn(products), [products]);
  const active = activeFilterCount(filters);
  // Replaces the entry: Back leaves the listing instead of undoing each tap.
  const write = (next: ListingFilters) =>
    navigate(
      { search: `?${writeFilters(params, next)}` },
      { replace: true, preventScrollReset: true },
    );
  const update = (next: ListingFilters) => {
    setChosen({ from: search, filters: next });
    // The open sheet owns the entry (Back closes it, lib/use-back-to-close.ts): it keeps it.
    void Promise.resolve(write(next)).then(() => open && keepSheetEntry());
  };
  // The sheet's entry, where the choices were written, goes when the sheet closes: the address of
  // the page under it gets them once that is done.
  const openedAt = useRef(search);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) openedAt.current = search;
    // After the commit, where the closing sheet starts going back over its entry.
    else if (search !== openedAt.current)
      setTimeout(() => void historySettled().then(() => write(filters)), 0);
  };

  return (
    <>
      <ListingBar
        count={shown.length}
        active={active + (filters.sort ? 1 : 0)}
        onOpen={() => onOpenChange(true)}
      />
      {(active > 0 || filters.sort) && <ActiveFilters filters={filters} onChange={update} />}
      {shown.length === 0 ? (
        <div className="py-10 text-center">
          <p className="text-neutral-700">Aucun produit ne correspond à ces filtres.</p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => update({ ...NO_FILTERS, sort: filters.sort })}
          >
            Effacer les filtres
          </Button>
        </div>
      ) : (
        <PaginatedProducts
          // A new filter starts again from the first page of the list.
          key={writeFilters(new URLSearchParams(), { ...filters, sort: undefined }).toString()}
          products={shown}
          initial={initial}
          step={step}
          onMore={onMore}
        />
      )}
      <FilterSheet
        open={open}
        onOpenChange={onOpenChange}
        filters={filters}
        colours={colours}
        sizes={sizes}
        count={shown.length}
        onChange={update}
      />
    </>
  );
}
