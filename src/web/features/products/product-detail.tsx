import { FREE_DELIVERY_LABEL, SHOP } from '@shared/config/shop.ts';
import type { Product } from '@shared/catalogue/types.ts';
import { QUANTITY_MAX } from '@shared/domain/cart.ts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { BackButton } from '~/components/ui/back-button';
import { icon, PlusIcon as Plus } from '~/components/ui/icons';
import {
  ADD_TO_CART_MESSAGES,
  addProductToCart,
  firstAvailableSize,
  isSizeAvailable,
  isSoldOut,
} from '~/lib/cart/add-to-cart';
import { useLiveStock } from '~/lib/cart/live-stock';
import { FavouriteButton } from '~/components/favourite-button';
import { clsx } from 'clsx';
import { Price } from './price';
import { ProductBadges } from './product-badges';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './product-card';

// Lucide's icons (ISC) drawn with the shared helper: lucide-react's runtime costs ~2 KB gzip.
const Minus = icon(['M5 12h14']);
const Ruler = icon([
  'M21.3 15.3a2.4 2.4 0 0 1 0 3.4l-2.6 2.6a2.4 2.4 0 0 1-3.4 0L2.7 8.7a2.41 2.41 0 0 1 0-3.4l2.6-2.6a2.41 2.41 0 0 1 3.4 0Z',
  'm14.5 12.5 2-2',
  'm11.5 9.5 2-2',
  'm8.5 6.5 2-2',
  'm17.5 15.5 2-2',
]);
const RotateCcw = icon(['M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8', 'M3 3v5h5']);
const Truck = icon(
  [
    'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2',
    'M15 18H9',
    'M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14',
  ],
  () => (
    <>
      <circle cx="17" cy="18" r="2" />
      <circle cx="7" cy="18" r="2" />
    </>
  ),
);

type Side = 'front' | 'back';

export function ProductDetail({ product }: { product: Product }) {
  const [side, setSide] = useState<Side>('front');
  const [size, setSize] = useState<string | undefined>(() => firstAvailableSize(product));
  const [quantity, setQuantity] = useState(1);
  const [sizeError, setSizeError] = useState(false);
  const sizeLegend = useId();
  // The prerendered page shows the catalogue's sizes; the live stock then disables what has sold
  // since the build, and moves the choice off a size that just ran out. (No "last units" hint
  // here: the page's first load has no room left under its budget; the cart says it per line.)
  useLiveStock();
  const chosen = size && isSizeAvailable(product, size) ? size : firstAvailableSize(product);
  const soldOut = isSoldOut(product);

  function onAdd() {
    if (!soldOut && !chosen) setSizeError(true);
    addProductToCart(product, chosen, quantity);
  }

  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12">
      <div>
        <div className="overflow-hidden rounded-md bg-sand">
          <img
            src={product.images[side]}
            alt={`${product.name}, vue ${side === 'front' ? 'de face' : 'de dos'}`}
            width={PRODUCT_IMAGE_WIDTH}
            height={PRODUCT_IMAGE_HEIGHT}
            fetchPriority="high"
            decoding="async"
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        </div>
        <div className="mt-3 grid grid-cols-2 gap-3" role="group" aria-label="Vue du produit">
          {(['front', 'back'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={side === s}
              onClick={() => setSide(s)}
              className={clsx(
                'flex min-h-11 items-center gap-3 rounded-md border p-1.5 text-sm font-semibold tracking-wider uppercase',
                side === s ? 'border-ink' : 'border-black/15 hover:border-black/40',
              )}
            >
              <img
                src={product.images[s]}
                alt=""
                width={40}
                height={50}
                loading="lazy"
                decoding="async"
                className="h-12 w-10 rounded-sm bg-sand object-cover"
              />
              {s === 'front' ? 'Devant' : 'Dos'}
            </button>
          ))}
        </div>
      </div>

      <div className="flex flex-col">
        <ProductBadges product={product} />
        <h1 className="mt-3 text-2xl font-extrabold tracking-wide uppercase sm:text-3xl">
          {product.name}
        </h1>
        <Price price={product.price} oldPrice={product.oldPrice} className="mt-2 text-xl" />
        <p className="mt-5 leading-relaxed text-neutral-700">{product.description}</p>

        <fieldset className="mt-7">
          <div className="flex items-center justify-between">
            <legend id={sizeLegend} className="text-sm font-bold tracking-[0.15em] uppercase">
              Taille
            </legend>
            <Link
              to="/size-guide"
              className="inline-flex min-h-11 items-center gap-1.5 text-sm text-lagoon underline underline-offset-4"
            >
              <Ruler aria-hidden="true" className="size-4" />
              Guide des tailles
            </Link>
          </div>
          <div
            role="radiogroup"
            aria-labelledby={sizeLegend}
            className="mt-2 grid grid-cols-4 gap-2"
          >
            {product.sizes.map((s) => {
              const available = isSizeAvailable(product, s.name);
              return (
                <label
                  key={s.name}
                  className={clsx(
                    'relative flex min-h-12 cursor-pointer items-center justify-center rounded-md border text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-lagoon',
                    chosen === s.name
                      ? 'border-ink bg-ink text-white'
                      : 'border-black/20 hover:border-ink',
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
              disabled={quantity >= QUANTITY_MAX}
              onClick={() => setQuantity((q) => Math.min(QUANTITY_MAX, q + 1))}
              className="inline-flex size-11 items-center justify-center disabled:opacity-40"
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>

        <div className="mt-7 flex gap-3">
          <Button size="lg" className="flex-1" disabled={soldOut} onClick={onAdd}>
            {soldOut ? 'Épuisé' : 'Ajouter au panier'}
          </Button>
          <FavouriteButton
            productId={product.id}
            productName={product.name}
            className="size-12 rounded-md border border-black/20 hover:border-ink"
          />
        </div>
        {soldOut && (
          <p className="mt-3 text-sm text-neutral-700">
            {ADD_TO_CART_MESSAGES.unavailableTitle} :{' '}
            {ADD_TO_CART_MESSAGES.unavailableDescription.toLowerCase()}.
          </p>
        )}

        <ul className="mt-8 space-y-3 border-t border-black/10 pt-6 text-sm text-neutral-700">
          <li className="flex items-start gap-3">
            <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon" />
            Livraison gratuite en Côte d'Ivoire dès {FREE_DELIVERY_LABEL} d'achat ·{' '}
            {SHOP.delivery.abidjan} à {SHOP.city}.
          </li>
          <li className="flex items-start gap-3">
            <RotateCcw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon" />
            Retours faciles sous {SHOP.returnWindowDays} jours.
          </li>
        </ul>
        <BackButton className="mt-6 self-start" />
      </div>
    </div>
  );
}
