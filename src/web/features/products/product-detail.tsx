import type { Product } from '@shared/catalogue/types.ts';
import { QUANTITY_MAX } from '@shared/domain/cart.ts';
import { LOW_STOCK_THRESHOLD } from '@shared/domain/stock.ts';
import { formatPrice } from '@shared/format/money.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { icon, PlusIcon as Plus } from '~/components/ui/icons';
import {
  ADD_PARAM,
  ADD_TO_CART_MESSAGES,
  addProductToCart,
  allInCartMessage,
  availableSizes,
  firstAvailableSize,
  isSizeAvailable,
  isSoldOut,
  unitsToAdd,
} from '~/lib/cart/add-to-cart';
import { EARLY_TAP_ATTRIBUTE, earlyTapKey, untilShown, useEarlyTap } from '~/lib/cart/early-tap';
import { unitsLeft, useLiveStock } from '~/lib/cart/live-stock';
import { useCartItems } from '~/lib/cart/use-cart';
import { FavouriteButton } from '~/components/favourite-button';
import { clsx } from 'clsx';
import { Price } from './price';
import { ProductBadges } from './product-badges';
import { ProductGallery } from './product-gallery';
import { HydrateLater } from '~/components/hydrate-later';
import { NOTE_ICONS, RulerIcon, type NoteIcon } from './product-icons';

// Lucide's icons (ISC) drawn with the shared helper: lucide-react's runtime costs ~2 KB gzip.
const Minus = icon(['M5 12h14']);
// Decorative icons here are static files (Lucide's, ISC, in public/icons): drawn in JavaScript
// they cost this page's first load ~0.3 KB gzip, which it does not have under its budget.

export function ProductDetail({
  product,
  notes = [],
  back,
}: {
  product: Product;
  /**
   * Lines under the button (the route's loader): delivery in Abidjan with its fee and the
   * free-delivery threshold from the zones table, and the return window, each with its icon.
   */
  notes?: readonly { icon: NoteIcon; text: string }[];
  /** The 'Retour' link: the product's category (the route's loader). */
  back?: { to: string; label: string };
}) {
  // A size link (`?taille=M`, the structured data's variant URL) opens with that size chosen, in
  // the server's HTML and after hydration alike.
  const [params, setParams] = useSearchParams();
  const linkedSize = params.get('taille');
  const [size, setSize] = useState<string | undefined>(() =>
    linkedSize && isSizeAvailable(product, linkedSize) ? linkedSize : firstAvailableSize(product),
  );
  const [quantity, setQuantity] = useState(1);
  const [sizeError, setSizeError] = useState(false);
  const sizeLegend = useId();
  // The server's page shows the catalogue's sizes; the live stock then disables what has sold
  // since, and moves the choice off a size that just ran out.
  useLiveStock();
  const chosen = size && isSizeAvailable(product, size) ? size : firstAvailableSize(product);
  const soldOut = isSoldOut(product);
  // The quantity stops at what is left of the chosen size (once the live stock is known), and the
  // last units are said: nobody picks 5 to be told at checkout that 3 are left.
  // What the cart already holds of that size counts too: 3 left can never become 4 in the cart.
  const cart = useCartItems();
  const left = chosen ? unitsLeft(product.id, chosen) : undefined;
  const room = chosen ? unitsToAdd(product.id, chosen, cart) : undefined;
  const maxQuantity = Math.max(1, Math.min(QUANTITY_MAX, room ?? QUANTITY_MAX));
  const fewLeft = left !== undefined && left > 0 && left <= LOW_STOCK_THRESHOLD;
  const allInCart = left !== undefined && left > 0 && room === 0;
  useEffect(() => {
    setQuantity((q) => Math.min(q, maxQuantity));
  }, [maxQuantity]);
  // The sizes are real radios whose look follows :checked, so a size tapped before the page's
  // JavaScript ran shows as chosen at once (and a reload keeps the browser's choice): once the page
  // is hydrated, the state takes the size the shopper sees, so the bar adds that one.
  const sizes = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const seen = sizes.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (seen) setSize(seen);
  }, []);

  function add(chosenSize: string | undefined, count: number) {
    if (!soldOut && !chosenSize) setSizeError(true);
    // Back to 1 after adding: the next tap must not add the same count again by accident.
    if (addProductToCart(product, chosenSize, count)) setQuantity(1);
  }

  // 'Ajouter au panier' tapped while the page's JavaScript was on its way: the page script kept the
  // form's fields (the size the shopper saw checked, the quantity); the page adds them once, here.
  const form = useRef<HTMLFormElement>(null);
  useEarlyTap(form, earlyTapKey.buy(product.id), (fields) => {
    const askedSize = fields.taille ?? chosen;
    if (askedSize) setSize(askedSize);
    add(askedSize, Math.min(QUANTITY_MAX, Math.max(1, Number(fields.quantite) || 1)));
    return untilShown('[data-toast]');
  });

  // Without JavaScript (or when it never came) the buy form is a plain GET to this page, and a
  // card's '+' links here the same way: once hydrated, the page does what was asked, then takes
  // the request out of the address so that a reload does not add it again.
  const asked = params.get(ADD_PARAM) !== null;
  useEffect(() => {
    if (!asked) return;
    const askedSize = params.get('taille') ?? undefined;
    const count = Math.min(QUANTITY_MAX, Math.max(1, Number(params.get('quantite')) || 1));
    const sizes = availableSizes(product);
    const size = askedSize ?? (sizes.length === 1 ? sizes[0] : undefined);
    // After the effect above: the size asked for is the one shown as chosen.
    if (size) setSize(size);
    add(size, count);
    setParams({}, { replace: true, preventScrollReset: true });
    // Once per request in the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

  return (
    // One grid: on phones the buy bar, its last child but one, sticks to the bottom of the screen
    // for as long as this grid (the pictures included) is on screen; from md it is a plain row of
    // the right-hand column.
    <div className="grid gap-x-12 gap-y-6 md:grid-cols-2 md:grid-rows-[auto_auto_1fr]">
      {/* Its swipes and zoom can wait a moment; 'Ajouter au panier' cannot. */}
      <HydrateLater>
        <ProductGallery product={product} />
      </HydrateLater>

      {/* The choices and the buy bar are one form (laid out by the grid: `contents`), which works
          as a plain GET before the page's JavaScript runs (see above). */}
      <form
        ref={form}
        {...{ [EARLY_TAP_ATTRIBUTE]: earlyTapKey.buy(product.id) }}
        action={`/product/${product.id}`}
        method="get"
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          add(chosen, quantity);
        }}
      >
        <input type="hidden" name={ADD_PARAM} value="1" />
        <input type="hidden" name="quantite" value={quantity} />
        <div className="flex flex-col">
          <ProductBadges product={product} />
          <h1 className="mt-3 text-2xl font-extrabold tracking-wide uppercase sm:text-3xl">
            {product.name}
          </h1>
          <Price price={product.price} oldPrice={product.oldPrice} className="mt-2 text-xl" />
          <p className="mt-5 leading-relaxed text-neutral-700">{product.description}</p>

          {/* The legend is the fieldset's first child (HTML, WCAG H71); floated, it sits beside
              the size guide's link as before. */}
          <fieldset className="mt-7">
            <legend
              id={sizeLegend}
              className="float-left flex min-h-11 items-center text-sm font-bold tracking-[0.15em] uppercase"
            >
              Taille
            </legend>
            <Link
              to="/size-guide"
              className="float-right inline-flex min-h-11 items-center gap-1.5 text-sm text-lagoon underline underline-offset-4"
            >
              <RulerIcon width={16} height={16} className="size-4" />
              Guide des tailles
            </Link>
            <div
              ref={sizes}
              role="radiogroup"
              aria-labelledby={sizeLegend}
              className="clear-both grid grid-cols-4 gap-2 pt-2"
            >
              {product.sizes.map((s) => {
                const available = isSizeAvailable(product, s.name);
                return (
                  <label
                    key={s.name}
                    className={clsx(
                      'relative flex min-h-12 cursor-pointer items-center justify-center rounded-md border border-black/20 text-sm font-semibold hover:border-ink has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-lagoon',
                      !available &&
                        'cursor-not-allowed border-dashed text-neutral-500 line-through hover:border-black/20',
                    )}
                  >
                    <input
                      type="radio"
                      name="taille"
                      value={s.name}
                      checked={chosen === s.name}
                      disabled={!available}
                      onChange={() => {
                        setSize(s.name);
                        setSizeError(false);
                      }}
                      className="sr-only"
                    />
                    {s.name}
                    {!available && <span className="sr-only"> (indisponible)</span>}
                  </label>
                );
              })}
            </div>
            {sizeError && (
              <p role="alert" className="mt-2 text-sm text-danger">
                {ADD_TO_CART_MESSAGES.sizeRequired}
              </p>
            )}
            {(fewLeft || allInCart) && !sizeError && (
              <p role="status" className="mt-2 text-sm font-semibold text-orange-dark">
                {allInCart
                  ? allInCartMessage(left, chosen!)
                  : left === 1
                    ? `Dernière pièce en taille ${chosen}`
                    : `Plus que ${left} pièces en taille ${chosen}`}
              </p>
            )}
          </fieldset>

          <div className="mt-6">
            <p className="text-sm font-bold tracking-[0.15em] uppercase" id={`${sizeLegend}-qty`}>
              Quantité
            </p>
            <div
              className="mt-2 inline-flex items-center rounded-md border border-black/20"
              role="group"
              aria-labelledby={`${sizeLegend}-qty`}
            >
              <button
                type="button"
                aria-label="Diminuer la quantité"
                disabled={quantity <= 1}
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                className="inline-flex size-11 items-center justify-center disabled:opacity-40"
              >
                <Minus aria-hidden="true" className="size-4" />
              </button>
              <output aria-live="polite" className="w-10 text-center font-semibold">
                {quantity}
              </output>
              <button
                type="button"
                aria-label="Augmenter la quantité"
                disabled={quantity >= maxQuantity || allInCart}
                onClick={() => setQuantity((q) => Math.min(maxQuantity, q + 1))}
                className="inline-flex size-11 items-center justify-center disabled:opacity-40"
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </div>
          </div>
        </div>

        <div
          data-buy-bar
          className="sticky bottom-0 z-30 -mx-4 flex items-center gap-3 border-t border-black/10 bg-white p-3 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:static md:m-0 md:border-0 md:p-0"
        >
          {/* What the bar adds, while the size buttons are scrolled away (phones only). */}
          <p className="min-w-0 text-sm leading-tight md:hidden">
            <span className="block font-semibold">{formatPrice(product.price)}</span>
            {chosen && !soldOut && <span className="text-neutral-700">Taille {chosen}</span>}
          </p>
          <Button type="submit" size="lg" className="flex-1 px-4" disabled={soldOut}>
            {soldOut ? 'Épuisé' : 'Ajouter au panier'}
          </Button>
          <FavouriteButton
            productId={product.id}
            productName={product.name}
            className="size-12 shrink-0 rounded-md border border-black/20 hover:border-ink"
          />
        </div>
      </form>

      <div className="flex flex-col">
        {soldOut && (
          <p className="text-sm text-neutral-700">
            {ADD_TO_CART_MESSAGES.unavailableTitle} :{' '}
            {ADD_TO_CART_MESSAGES.unavailableDescription.toLowerCase()}.
          </p>
        )}
        <ul className="mt-2 space-y-3 border-t border-black/10 pt-6 text-sm text-neutral-700">
          {notes.map((note) => {
            const Icon = NOTE_ICONS[note.icon];
            return (
              <li key={note.icon} className="flex items-start gap-3">
                <Icon width={20} height={20} className="mt-0.5 size-5 shrink-0 text-lagoon" />
                {note.text}
              </li>
            );
          })}
        </ul>
        {back && (
          <Link
            to={back.to}
            className="mt-6 inline-flex min-h-11 items-center self-start text-sm font-semibold tracking-wider uppercase hover:text-lagoon"
          >
            ← Retour : {back.label}
          </Link>
        )}
      </div>
    </div>
  );
}
