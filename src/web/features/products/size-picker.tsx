import type { ProductSummary } from '@shared/catalogue/types.ts';
import { formatPrice } from '@shared/format/money.ts';
import { Link } from 'react-router';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { isSizeAvailable, quickAddToCart } from '~/lib/cart/add-to-cart';
import { useLiveStock } from '~/lib/cart/live-stock';

/**
 * The quick-add's size picker (a bottom sheet on phones): a card's '+' opens it when more than one
 * size is available, so the shopper always chooses. One tap on a size adds one unit and closes.
 * Loaded on the first tap of such a '+' (product-card.tsx), never in a page's first load.
 */
export default function SizePicker({
  product,
  onClose,
}: {
  product: ProductSummary;
  onClose: () => void;
}) {
  useLiveStock();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Choisir une taille</DialogTitle>
          <DialogDescription>
            {product.name} · {formatPrice(product.price)}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div role="group" aria-label="Tailles" className="grid grid-cols-4 gap-2">
            {product.sizes.map((s) => {
              const available = isSizeAvailable(product, s.name);
              return (
                <button
                  key={s.name}
                  type="button"
                  disabled={!available}
                  aria-label={`Ajouter en taille ${s.name}${available ? '' : ' (indisponible)'}`}
                  onClick={() => {
                    if (quickAddToCart(product, s.name)) onClose();
                  }}
                  className="flex min-h-12 items-center justify-center rounded-md border border-black/20 text-sm font-semibold hover:border-ink hover:bg-ink hover:text-white disabled:cursor-not-allowed disabled:border-dashed disabled:text-neutral-500 disabled:line-through disabled:hover:border-black/20 disabled:hover:bg-transparent"
                >
                  {s.name}
                </button>
              );
            })}
          </div>
          <Link
            to="/size-guide"
            className="mt-3 inline-flex min-h-11 items-center text-sm text-lagoon-dark underline underline-offset-4"
          >
            Guide des tailles
          </Link>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
