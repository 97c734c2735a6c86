import type { Product } from '@shared/catalogue/types.ts';
import { clsx } from 'clsx';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { ProductPicture } from './product-picture';
import { arePhotos, productViews } from './product-views';

/** How wide the zoomed picture is drawn: the sheet's width, or twice the screen's. */
const ZOOM_SIZES = '(min-width: 640px) 768px, 100vw';
const ZOOMED_SIZES = '200vw';

/**
 * The picture full screen (a sheet on phones, a large box on desktop): a tap on it doubles its
 * size, and the strip scrolls to look at the print. 'Devant'/'Dos' turn the drawing (SVG, sharp at
 * any size); the owner's photos page one by one, in her order, at the width the screen needs
 * (docs/decisions/0211). Loaded on the first tap on a picture (product-gallery.tsx).
 */
export default function ZoomView({
  product,
  index: initial,
  onClose,
}: {
  product: Product;
  index: number;
  onClose: () => void;
}) {
  const views = productViews(product);
  const photos = arePhotos(product);
  const [index, setIndex] = useState(Math.min(initial, views.length - 1));
  const [zoomed, setZoomed] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const view = views[index]!;

  // Zooming in starts from the middle of the picture, where the print is.
  useLayoutEffect(() => {
    const el = body.current;
    if (!el || !zoomed) return;
    el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
    el.scrollTop = (el.scrollHeight - el.clientHeight) / 3;
  }, [zoomed, index]);

  const pageButton =
    'min-h-11 rounded-md border border-black/20 px-3 text-sm font-semibold hover:border-ink disabled:opacity-40';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="h-[92dvh] sm:h-[90dvh] sm:max-w-3xl" closeLabel="Fermer le zoom">
        <DialogHeader>
          <DialogTitle className="text-base sm:text-lg">{product.name}</DialogTitle>
        </DialogHeader>
        <DialogBody className="flex bg-sand px-0 pb-0 sm:px-0">
          <div
            ref={body}
            tabIndex={0}
            role="region"
            aria-label="Photo agrandie"
            className="min-h-0 flex-1 overflow-auto"
          >
            {/* A tap toggles the zoom; the 'Zoomer' button does the same from the keyboard. */}
            <ProductPicture
              key={view.src}
              photo={view.photo}
              sizes={zoomed ? ZOOMED_SIZES : ZOOM_SIZES}
              src={view.src}
              alt={view.alt}
              width={800}
              height={1000}
              onClick={() => setZoomed((z) => !z)}
              className={clsx(
                'mx-auto h-auto object-contain',
                zoomed ? 'w-[200%] max-w-none cursor-zoom-out' : 'w-full max-w-xl cursor-zoom-in',
              )}
            />
          </div>
        </DialogBody>
        <DialogFooter className="flex gap-2">
          {photos ? (
            views.length > 1 && (
              <div role="group" aria-label="Photos" className="flex flex-1 items-center gap-2">
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => setIndex(index - 1)}
                  aria-label="Photo précédente"
                  className={pageButton}
                >
                  ‹
                </button>
                <span aria-live="polite" className="text-sm tabular-nums">
                  {index + 1} / {views.length}
                </span>
                <button
                  type="button"
                  disabled={index === views.length - 1}
                  onClick={() => setIndex(index + 1)}
                  aria-label="Photo suivante"
                  className={pageButton}
                >
                  ›
                </button>
              </div>
            )
          ) : (
            <div role="group" aria-label="Vue du produit" className="flex flex-1 gap-2">
              {views.map((v, i) => (
                <button
                  key={v.src}
                  type="button"
                  aria-pressed={index === i}
                  onClick={() => setIndex(i)}
                  className={clsx(
                    'min-h-11 flex-1 rounded-md border px-3 text-sm font-semibold tracking-wider uppercase',
                    index === i
                      ? 'border-ink bg-ink text-white'
                      : 'border-black/20 hover:border-ink',
                  )}
                >
                  {v.label}
                </button>
              ))}
            </div>
          )}
          <button
            type="button"
            aria-pressed={zoomed}
            onClick={() => setZoomed((z) => !z)}
            className="ml-auto min-h-11 rounded-md border border-black/20 px-4 text-sm font-semibold hover:border-ink"
          >
            Zoomer ×2
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
