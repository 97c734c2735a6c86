import type { ProductSummary } from '@shared/catalogue/types.ts';
import { CARD_PHOTO_SIZES } from '@shared/media/photo-sizes.ts';
import { PictureWhenLive, ProductPicture } from './product-picture';
import { lazy, memo, Suspense, useId, useRef } from 'react';
import { Link } from 'react-router';
import { PlusIcon } from '~/components/ui/icons';
import { ADD_PARAM, availableSizes, isSoldOut, quickAddToCart } from '~/lib/cart/add-to-cart';
import {
  EARLY_TAP_ATTRIBUTE,
  EARLY_TAP_PICKER,
  earlyTapKey,
  untilShown,
  useEarlyTap,
} from '~/lib/cart/early-tap';
import { loadProductSheets } from './load-product-sheets';
import { useLiveStockAnswer } from '~/lib/cart/live-stock';
import { FavouriteButton } from '~/components/favourite-button';
import { showNativeDialog } from '~/lib/native-dialog';
import { Price } from './price';
import { ProductBadges } from './product-badges';

/** Product art is drawn at 4:5; the width/height attributes reserve the box before it loads. */
export const PRODUCT_IMAGE_WIDTH = 400;
export const PRODUCT_IMAGE_HEIGHT = 500;

/**
 * Memoized: a listing re-renders when its filters change, and its cards need not (their product
 * objects come from the catalogue, so they are the same from one render to the next).
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
  pictureWhenLive = false,
}: {
  product: ProductSummary;
  eager?: boolean;
  /** Below the first screen on nearly every screen: the picture waits until the page is live. */
  pictureWhenLive?: boolean;
}) {
  const href = `/product/${product.id}`;
  const Picture = pictureWhenLive ? PictureWhenLive : ProductPicture;
  // A product sold out since the build loses its quick-add once the live stock says so; the card
  // re-renders only if that answer changes.
  const soldOut = useLiveStockAnswer(() => isSoldOut(product));
  // Several sizes left: the card carries its size picker (never a silent choice); one: '+' adds it.
  const picks = useLiveStockAnswer(() => availableSizes(product).length > 1);
  const pickerId = useId();
  function onQuickAdd() {
    const sizes = availableSizes(product);
    if (sizes.length === 1) quickAddToCart(product, sizes[0]!);
    else if (sizes.length > 1) showNativeDialog(pickerId);
  }

  // A '+' tapped while the page's JavaScript was on its way is answered once the card is live
  // (the page script shows the size picker itself when the card has one).
  const plus = useRef<HTMLAnchorElement>(null);
  useEarlyTap(plus, earlyTapKey.plus(product.id), () => {
    onQuickAdd();
    return untilShown('[data-toast], dialog[open]');
  });
  return (
    <article className="group relative flex flex-col">
      <div className="relative overflow-hidden rounded-md bg-sand">
        <Link to={href} className="block aspect-[4/5]" tabIndex={-1} aria-hidden="true">
          <Picture
            photo={product.photos?.front}
            sizes={CARD_PHOTO_SIZES}
            src={product.images.front}
            alt=""
            width={PRODUCT_IMAGE_WIDTH}
            height={PRODUCT_IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            // The first row's pictures are the listing's largest paint: asked for before the
            // scripts that share the phone's connection (a drawing's is preloaded by React).
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </Link>
        <ProductBadges
          product={product}
          className="pointer-events-none absolute top-2 right-2 left-2"
        />
        <FavouriteButton
          productId={product.id}
          productName={product.name}
          className="absolute bottom-1 left-1 rounded-full bg-white/90 text-ink shadow-sm hover:bg-white"
        />
        {!soldOut && (
          // A link that acts as a button once the page is hydrated; tapped before that, the tap is
          // kept for the card (lib/cart/early-tap.ts). Without JavaScript it opens the product
          // page, which adds the product (one size left) or asks for the size.
          <a
            ref={plus}
            {...{ [EARLY_TAP_ATTRIBUTE]: earlyTapKey.plus(product.id) }}
            {...{ [EARLY_TAP_PICKER]: picks ? pickerId : undefined }}
            href={`${href}?${ADD_PARAM}=1`}
            role="button"
            aria-haspopup={picks ? 'dialog' : undefined}
            onClick={(event) => {
              event.preventDefault();
              onQuickAdd();
            }}
            aria-label={`Ajouter ${product.name} au panier`}
            className="absolute right-1 bottom-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-ink text-white shadow-sm transition-colors hover:bg-lagoon"
          >
            <PlusIcon aria-hidden="true" className="size-5" />
          </a>
        )}
      </div>
      <div className="mt-3 flex flex-col gap-1 text-sm">
        <h3 className="leading-snug font-medium">
          <Link to={href} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        <Price price={product.price} oldPrice={product.oldPrice} />
      </div>
      {picks && !soldOut && <PickerSlot product={product} id={pickerId} />}
    </article>
  );
});

const SizePicker = lazy(() =>
  loadProductSheets().then((sheets) => ({ default: sheets.SizePicker })),
);

/**
 * A card's size picker, in the server's page and hydrated after the rest of the page (a Suspense
 * boundary): its code is not part of the page's first load, yet the page's early script can show
 * it the moment '+' is tapped. Memoized on props that do not change, so that the boundary is never
 * updated before it has hydrated (React would then drop the server's markup until the code came).
 */
const PickerSlot = memo(function PickerSlot({
  product,
  id,
}: {
  product: ProductSummary;
  id: string;
}) {
  return (
    <Suspense fallback={null}>
      <SizePicker product={product} id={id} />
    </Suspense>
  );
});
