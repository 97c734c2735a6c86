import type { ProductStats } from '@shared/api/admin.ts';
import { PRODUCT_TEXT } from '@shared/api/admin-products.ts';
import { useRef } from 'react';
import { icon } from '~/components/ui/icons';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/toast';
import { useMoveProduct } from '../api/admin-product';

// Lucide's arrow-up and arrow-down (ISC), drawn with the shared helper.
const ArrowUp = icon(['m5 12 7-7 7 7', 'M12 19V5']);
const ArrowDown = icon(['M12 5v14', 'm19 12-7 7-7-7']);

/** Every move says so in one toast, replaced by the next: nine taps, not nine toasts. */
export const PRODUCT_ORDER_TOAST = 'product-order';

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border border-neutral-400 px-3 text-sm font-semibold text-ink hover:bg-sand disabled:opacity-40';

/**
 * 'Monter' / 'Descendre': the product one place up or down in its category's listing on the
 * storefront (ADR 0145). Shown in the storefront's order (one category, or the whole catalogue
 * with 'Ordre de la boutique', beside the drag handle: docs/decisions/0203); `last` is the
 * category's last rank (drafts and archived products keep a place too).
 */
export function MoveButtons({ product, last }: { product: ProductStats; last: number }) {
  const move = useMoveProduct();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const rank = product.rank;
  if (rank === undefined) return null;
  const go = (direction: 'up' | 'down') => {
    // A second tap while the first is on its way would move it twice: one at a time.
    if (move.isPending) return;
    move.mutate(
      { id: product.productId, direction },
      {
        onSuccess: () => {
          // The list is reloaded by now: focus follows the product, and leaves a button that an
          // end of the list has just disabled for the other one.
          const next = direction === 'up' ? rank - 1 : rank + 1;
          const target = next <= 1 ? down : next >= last ? up : direction === 'up' ? up : down;
          target.current?.focus();
          notify({
            id: PRODUCT_ORDER_TOAST,
            title: PRODUCT_TEXT.moved,
            description: PRODUCT_TEXT.savedDetail,
          });
        },
        onError: (error) =>
          notify({
            id: PRODUCT_ORDER_TOAST,
            title: 'Erreur',
            description: error instanceof ApiError ? error.message : 'Une erreur est survenue',
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <div role="group" aria-label={`Ordre de ${product.name}`} className="flex gap-2">
      <button
        type="button"
        ref={up}
        className={buttonClass}
        aria-label={`Monter « ${product.name} »`}
        disabled={rank <= 1}
        onClick={() => go('up')}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        Monter
      </button>
      <button
        type="button"
        ref={down}
        className={buttonClass}
        aria-label={`Descendre « ${product.name} »`}
        disabled={rank >= last}
        onClick={() => go('down')}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
        Descendre
      </button>
    </div>
  );
}
