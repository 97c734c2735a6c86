import { icon } from '~/components/ui/icons';

// Lucide's list-filter (ISC).
const FilterIcon = icon(['M3 6h18', 'M7 12h10', 'M10 18h4']);

/**
 * Above a product grid: the count and 'Filtrer et trier' (opens the sheet). The same before and
 * after the filter code loads (ADR 0076), so nothing moves when it arrives. Hydrated lazily
 * (product-listing.tsx): its server-rendered HTML shows until then.
 */
export default function ListingBar({
  count,
  active = 0,
  onOpen,
}: {
  count: number;
  /** Filters and sort in force. */
  active?: number;
  onOpen: () => void;
}) {
  return (
    <div className="mb-6 flex items-center justify-between gap-3 border-y border-black/10 py-2">
      <p aria-live="polite" className="text-sm text-neutral-700">
        {count} produit{count > 1 && 's'}
      </p>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onOpen}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-black/20 px-4 text-sm font-semibold hover:border-ink"
      >
        <FilterIcon className="size-4" />
        Filtrer et trier{active > 0 && ` (${active})`}
      </button>
    </div>
  );
}
