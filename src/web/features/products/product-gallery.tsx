import type { Product } from '@shared/catalogue/types.ts';
import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { preload } from 'react-dom';
import { MAIN_PHOTO_SIZES } from '@shared/media/photo-sizes.ts';
import { loadProductSheets, PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './product-card';
import { ProductPicture } from './product-picture';
import { useOnDemand } from '~/lib/use-on-demand';
import { ZoomInIcon } from './product-icons';

export type Side = 'front' | 'back';
export const SIDES: readonly Side[] = ['front', 'back'];
export const sideLabel = (side: Side) => (side === 'front' ? 'de face' : 'de dos');

/**
 * Front and back side by side in a scroll-snapped strip: a swipe turns the garment, the
 * 'Devant'/'Dos' buttons do the same, and a tap on the picture opens the zoom view.
 */
export function ProductGallery({ product }: { product: Product }) {
  const [side, setSide] = useState<Side>('front');
  const [zoom, setZoom] = useState<Side>();
  // The zoom view (and the dialog it is made of) loads on the first tap on a picture.
  const [sheets, loadSheets] = useOnDemand(loadProductSheets);
  const zoomIn = (s: Side) => {
    setZoom(s);
    loadSheets();
  };
  const strip = useRef<HTMLDivElement>(null);
  // The owner's main photo is the page's largest paint: asked for from the <head>, ahead of the
  // scripts. React does so itself for a plain <img fetchPriority="high"> (the drawings), never for
  // one inside a <picture>; AVIF is what the phones' browsers load (docs/decisions/0139).
  const main = product.photos?.front;
  if (main)
    preload(product.images.front, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: main.avif,
      imageSizes: MAIN_PHOTO_SIZES,
      fetchPriority: 'high',
    });

  function show(next: Side) {
    setSide(next);
    const el = strip.current;
    el?.scrollTo({ left: next === 'back' ? el.scrollWidth : 0, behavior: 'smooth' });
  }

  return (
    <div className="md:row-span-3">
      <div className="relative">
        <div
          ref={strip}
          // Focusable, so a keyboard can scroll it with the arrow keys too.
          tabIndex={0}
          role="region"
          aria-label="Photos du produit"
          onScroll={(event) => {
            const el = event.currentTarget;
            setSide(el.scrollLeft > el.clientWidth / 2 ? 'back' : 'front');
          }}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-md bg-sand [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {SIDES.map((s) => (
            // The picture is a tap target for touch and mouse; the button below serves keyboards.
            <ProductPicture
              key={s}
              photo={product.photos?.[s]}
              sizes={MAIN_PHOTO_SIZES}
              src={product.images[s]}
              alt={`${product.name}, vue ${sideLabel(s)}`}
              width={PRODUCT_IMAGE_WIDTH}
              height={PRODUCT_IMAGE_HEIGHT}
              fetchPriority={s === 'front' ? 'high' : undefined}
              loading={s === 'back' ? 'lazy' : undefined}
              decoding="async"
              onClick={() => zoomIn(s)}
              className="aspect-[4/5] h-auto w-full shrink-0 cursor-zoom-in snap-center object-cover"
            />
          ))}
        </div>
        <button
          type="button"
          onClick={() => zoomIn(side)}
          aria-label="Agrandir la photo"
          className="absolute right-2 bottom-2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:bg-white"
        >
          <ZoomInIcon width={20} height={20} className="size-5" />
        </button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3" role="group" aria-label="Vue du produit">
        {SIDES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={side === s}
            onClick={() => show(s)}
            className={clsx(
              'min-h-11 rounded-md border text-sm font-semibold tracking-wider uppercase',
              side === s ? 'border-ink' : 'border-black/15 hover:border-black/40',
            )}
          >
            {s === 'front' ? 'Devant' : 'Dos'}
          </button>
        ))}
      </div>
      {zoom && sheets && (
        <sheets.ZoomView product={product} side={zoom} onClose={() => setZoom(undefined)} />
      )}
    </div>
  );
}
