import type { ProductSummary } from '@shared/catalogue/types.ts';
import { formatPrice } from '@shared/format/money.ts';
import { useRef } from 'react';
import { Link } from 'react-router';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  useNativeDialogOpen,
} from '~/components/ui/dialog';
import { ADD_PARAM, isSizeAvailable, quickAddToCart } from '~/lib/cart/add-to-cart';
import { EARLY_TAP_ATTRIBUTE, earlyTapKey, untilShown, useEarlyTap } from '~/lib/cart/early-tap';
import { useLiveStock } from '~/lib/cart/live-stock';
import { closeNativeDialog } from '~/lib/native-dialog';

/**
 * The quick-add's size picker (a bottom sheet on phones), for a card whose product has more than
 * one size available: the shopper always chooses. One tap on a size adds one unit and closes.
 *
 * Every such card carries it, closed, in the server's page (product-card.tsx), so that the '+'
 * shows it at once, before the page's JavaScript has come: the page's early script opens it
 * (`showModal()`) and keeps a size tapped meanwhile, which this component adds once it is hydrated
 * (lib/cart/early-tap.ts). Its code is not in the page's first load: the card hydrates it later.
 * Without JavaScript the sizes are a plain form to the product page, which adds the size asked.
 */
export default function SizePicker({ product, id }: { product: ProductSummary; id: string }) {
  useLiveStock();
  const [open, setOpen] = useNativeDialogOpen(id);
  const close = () => {
    closeNativeDialog(id);
    setOpen(false);
  };
  const add = (size: string) => {
    if (quickAddToCart(product, size)) close();
  };

  const form = useRef<HTMLFormElement>(null);
  const tapKey = earlyTapKey.size(id);
  useEarlyTap(form, tapKey, (fields) => {
    if (fields.taille) add(fields.taille);
    return untilShown('[data-toast]');
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent id={id} keepMounted className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Choisir une taille</DialogTitle>
          <DialogDescription>
            {product.name} · {formatPrice(product.price)}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <form
            ref={form}
            {...{ [EARLY_TAP_ATTRIBUTE]: tapKey }}
            action={`/product/${product.id}`}
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              const size = (event.nativeEvent as SubmitEvent).submitter;
              if (size instanceof HTMLButtonElement && size.value) add(size.value);
            }}
          >
            <input type="hidden" name={ADD_PARAM} value="1" />
            <div role="group" aria-label="Tailles" className="grid grid-cols-4 gap-2">
              {product.sizes.map((s) => {
                const available = isSizeAvailable(product, s.name);
                return (
                  <button
                    key={s.name}
                    type="submit"
                    name="taille"
                    value={s.name}
                    disabled={!available}
                    aria-label={`Ajouter en taille ${s.name}${available ? '' : ' (indisponible)'}`}
                    className="flex min-h-12 items-center justify-center rounded-md border border-black/20 text-sm font-semibold hover:border-ink hover:bg-ink hover:text-white disabled:cursor-not-allowed disabled:border-dashed disabled:text-neutral-500 disabled:line-through disabled:hover:border-black/20 disabled:hover:bg-transparent"
                  >
                    {s.name}
                  </button>
                );
              })}
            </div>
          </form>
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
