import { COLOUR_FAMILIES, type ColourFamily } from '@shared/catalogue/colours.ts';
import { formatPrice } from '@shared/format/money.ts';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { PRICE_BANDS, SORT_LABELS, SORTS, type ListingFilters } from './listing-filters';

/** A checkbox or radio drawn as a pill; the input stays the focusable, labelled control. */
function Pill({
  type,
  name,
  checked,
  onChange,
  children,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="relative inline-flex">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        className="peer absolute inset-0 size-full cursor-pointer opacity-0"
      />
      <span className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-black/20 px-4 text-sm font-medium peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-lagoon peer-focus-visible:ring-offset-2">
        {children}
      </span>
    </label>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mt-5 first:mt-1">
      <legend className="mb-2 text-sm font-bold tracking-wider uppercase">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

function priceLabel({ min, max }: ListingFilters['price']): string {
  if (min !== undefined && max !== undefined) return `${formatPrice(min)} à ${formatPrice(max)}`;
  return min !== undefined ? `À partir de ${formatPrice(min)}` : `Jusqu'à ${formatPrice(max ?? 0)}`;
}

/**
 * The filters, as a bottom sheet on phones and a centred dialog from `sm` (components/ui/dialog).
 * Each choice applies at once (the grid behind and the count follow); the footer closes or clears.
 */
export function FilterSheet({
  open,
  onOpenChange,
  filters,
  colours,
  sizes,
  count,
  onChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: ListingFilters;
  /** The colour families the listing has. */
  colours: readonly ColourFamily[];
  /** The sizes of the listed products, in the shop's order. */
  sizes: readonly string[];
  count: number;
  onChange: (next: ListingFilters) => void;
}) {
  const { min, max } = filters.price;
  const price = min === undefined && max === undefined ? '' : `${min ?? ''}-${max ?? ''}`;
  const bands: { value: string; label: string }[] = [
    { value: '', label: 'Tous les prix' },
    ...PRICE_BANDS,
  ];
  // A shared link may carry a range of its own: it shows as one more choice.
  if (!bands.some((b) => b.value === price))
    bands.push({ value: price, label: priceLabel(filters.price) });
  const setPrice = (value: string) => {
    const [from, to] = value.split('-');
    onChange({
      ...filters,
      price: { min: from ? Number(from) : undefined, max: to ? Number(to) : undefined },
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Fermer les filtres">
        <DialogHeader>
          <DialogTitle>Filtrer et trier</DialogTitle>
          <DialogDescription>Les produits se mettent à jour à chaque choix.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <Group legend="Trier par">
            {(['', ...SORTS] as const).map((sort) => (
              <Pill
                key={sort}
                type="radio"
                name="tri"
                checked={(filters.sort ?? '') === sort}
                onChange={() => onChange({ ...filters, sort: sort || undefined })}
              >
                {sort ? SORT_LABELS[sort] : 'Pertinence'}
              </Pill>
            ))}
          </Group>
          <Group legend="Taille">
            {sizes.map((size) => (
              <Pill
                key={size}
                type="checkbox"
                name="taille"
                checked={filters.sizes.includes(size)}
                onChange={() => onChange({ ...filters, sizes: toggle(filters.sizes, size) })}
              >
                {size}
              </Pill>
            ))}
          </Group>
          <Group legend="Prix">
            {bands.map((band) => (
              <Pill
                key={band.value}
                type="radio"
                name="prix"
                checked={price === band.value}
                onChange={() => setPrice(band.value)}
              >
                {band.label}
              </Pill>
            ))}
          </Group>
          {colours.length > 0 && (
            <Group legend="Couleur">
              {colours.map((colour) => (
                <Pill
                  key={colour}
                  type="checkbox"
                  name="couleur"
                  checked={filters.colours.includes(colour)}
                  onChange={() =>
                    onChange({ ...filters, colours: toggle(filters.colours, colour) })
                  }
                >
                  <span
                    aria-hidden="true"
                    className="size-4 rounded-full border border-black/20"
                    style={{ backgroundColor: COLOUR_FAMILIES[colour].swatch }}
                  />
                  {COLOUR_FAMILIES[colour].label}
                </Pill>
              ))}
            </Group>
          )}
          <Group legend="Disponibilité">
            <Pill
              type="checkbox"
              name="stock"
              checked={filters.inStockOnly}
              onChange={() => onChange({ ...filters, inStockOnly: !filters.inStockOnly })}
            >
              En stock uniquement
            </Pill>
          </Group>
        </DialogBody>
        <DialogFooter className="flex items-center gap-3">
          {/* In sentence case beside the main button: in capitals on half the width of a phone,
              'EFFACER LES FILTRES' ran on two lines. */}
          <Button
            variant="ghost"
            className="shrink-0 px-3 tracking-normal! normal-case! underline underline-offset-4"
            onClick={() =>
              onChange({
                sizes: [],
                colours: [],
                price: {},
                inStockOnly: false,
                sort: filters.sort,
              })
            }
          >
            Effacer les filtres
          </Button>
          <Button className="flex-1" onClick={() => onOpenChange(false)}>
            {count === 0 ? 'Aucun produit' : `Voir ${count} produit${count > 1 ? 's' : ''}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
