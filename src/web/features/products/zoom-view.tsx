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

type Side = 'front' | 'back';
const SIDES: readonly Side[] = ['front', 'back'];
// Written here too, not imported from the gallery: that would split the gallery off the page's chunk.
const sideLabel = (side: Side) => (side === 'front' ? 'de face' : 'de dos');

/**
 * The picture full screen (a sheet on phones, a large box on desktop): a tap on it doubles its
 * size, and the strip scrolls to look at the print; 'Devant'/'Dos' turn the garment. The art is
 * SVG, so it stays sharp at any size. Loaded on the first tap on a picture (product-gallery.tsx).
 */
export default function ZoomView({
  product,
  side: initial,
  onClose,
}: {
  product: Product;
  side: Side;
  onClose: () => void;
}) {
  const [side, setSide] = useState(initial);
  const [zoomed, setZoomed] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  // Zooming in starts from the middle of the picture, where the print is.
  useLayoutEffect(() => {
    const el = body.current;
    if (!el || !zoomed) return;
    el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
    el.scrollTop = (el.scrollHeight - el.clientHeight) / 3;
  }, [zoomed, side]);

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
            <img
              src={product.images[side]}
              alt={`${product.name}, vue ${sideLabel(side)}`}
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
          <div role="group" aria-label="Vue du produit" className="flex flex-1 gap-2">
            {SIDES.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={side === s}
                onClick={() => setSide(s)}
                className={clsx(
                  'min-h-11 flex-1 rounded-md border px-3 text-sm font-semibold tracking-wider uppercase',
                  side === s ? 'border-ink bg-ink text-white' : 'border-black/20 hover:border-ink',
                )}
              >
                {s === 'front' ? 'Devant' : 'Dos'}
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-pressed={zoomed}
            onClick={() => setZoomed((z) => !z)}
            className="min-h-11 rounded-md border border-black/20 px-4 text-sm font-semibold hover:border-ink"
          >
            Zoomer ×2
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
