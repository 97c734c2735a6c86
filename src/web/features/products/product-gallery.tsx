import type { Product } from '@shared/catalogue/types.ts';
import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { preload } from 'react-dom';
import { MAIN_PHOTO_SIZES } from '@shared/media/photo-sizes.ts';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './product-card';
import { loadProductSheets } from './load-product-sheets';
import { PictureWhenLive, ProductPicture } from './product-picture';
import { smallestSource } from '@shared/media/photo-sources.ts';
import { useOnDemand } from '~/lib/use-on-demand';
import { ZoomInIcon } from './product-icons';
import { arePhotos, productViews } from './product-views';

/**
 * The product's pictures in a scroll-snapped strip (docs/decisions/0211): every photo the owner
 * uploaded, in her order, or the drawing's front and back. A swipe moves along; the buttons below
 * ('Devant'/'Dos', or each photo's thumbnail) do the same, and a tap on a picture opens the zoom.
 * Only the first picture loads with the page; the others and the thumbnails wait until the page is
 * live (docs/decisions/0251).
 */
export function ProductGallery({ product }: { product: Product }) {
  const views = productViews(product);
  const photos = arePhotos(product);
  const [shown, setShown] = useState(0);
  const [zoom, setZoom] = useState<number>();
  // The zoom view (and the dialog it is made of) loads on the first tap on a picture.
  const [sheets, loadSheets] = useOnDemand(loadProductSheets);
  const zoomIn = (index: number) => {
    setZoom(index);
    loadSheets();
  };
  const strip = useRef<HTMLDivElement>(null);
  // The owner's main photo is the page's largest paint: asked for from the <head>, ahead of the
  // scripts. React does so itself for a plain <img fetchPriority="high"> (the drawings), never for
  // one inside a <picture>; AVIF is what the phones' browsers load (docs/decisions/0139).
  const main = views[0]!.photo;
  if (main)
    preload(views[0]!.src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: main.avif,
      imageSizes: MAIN_PHOTO_SIZES,
      fetchPriority: 'high',
    });

  function show(index: number) {
    setShown(index);
    const el = strip.current;
    el?.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
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
            if (el.clientWidth > 0) setShown(Math.round(el.scrollLeft / el.clientWidth));
          }}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-md bg-sand [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {views.map((view, index) => {
            // The picture is a tap target for touch and mouse; the buttons below serve keyboards.
            const picture = {
              photo: view.photo,
              sizes: MAIN_PHOTO_SIZES,
              src: view.src,
              alt: view.alt,
              width: PRODUCT_IMAGE_WIDTH,
              height: PRODUCT_IMAGE_HEIGHT,
              decoding: 'async',
              onClick: () => zoomIn(index),
            } as const;
            return index === 0 ? (
              <ProductPicture
                key={view.src}
                {...picture}
                fetchPriority="high"
                className="aspect-[4/5] h-auto w-full shrink-0 cursor-zoom-in snap-center object-cover"
              />
            ) : (
              // Out of sight to the right: asked for once the page is live.
              <div key={view.src} className="aspect-[4/5] w-full shrink-0 snap-center">
                <PictureWhenLive
                  {...picture}
                  loading="lazy"
                  className="h-full w-full cursor-zoom-in object-cover"
                />
              </div>
            );
          })}
        </div>
        <button
          type="button"
          onClick={() => zoomIn(shown)}
          aria-label="Agrandir la photo"
          className="absolute right-2 bottom-2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:bg-white"
        >
          <ZoomInIcon width={20} height={20} className="size-5" />
        </button>
      </div>
      {views.length > 1 && (
        <div
          className={clsx('mt-3 gap-3', photos ? 'flex overflow-x-auto' : 'grid grid-cols-2')}
          role="group"
          aria-label="Vue du produit"
        >
          {views.map((view, index) => (
            <button
              key={view.src}
              type="button"
              aria-pressed={shown === index}
              aria-label={photos ? `${view.label} sur ${views.length}` : undefined}
              onClick={() => show(index)}
              className={clsx(
                'min-h-11 shrink-0 rounded-md border text-sm font-semibold tracking-wider uppercase',
                photos && 'w-16 overflow-hidden p-0',
                shown === index ? 'border-ink' : 'border-black/15 hover:border-black/40',
              )}
            >
              {view.photo && photos ? (
                // A thumbnail at the narrowest width, once the page is live: until then its
                // button does nothing either.
                <span className="block aspect-[4/5] w-full">
                  <PictureWhenLive
                    photo={view.photo}
                    sizes="64px"
                    src={smallestSource(view.photo.jpeg)}
                    alt=""
                    width={64}
                    height={80}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                </span>
              ) : (
                view.label
              )}
            </button>
          ))}
        </div>
      )}
      {zoom !== undefined && sheets && (
        <sheets.ZoomView product={product} index={zoom} onClose={() => setZoom(undefined)} />
      )}
    </div>
  );
}
