import { formatPrice } from '@shared/format/money.ts';
import { CARD_PHOTO_SIZES, LOOK_PHOTO_SIZES } from '@shared/media/photo-sizes.ts';
import { Link } from 'react-router';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';
import { LOOK_HEIGHT, LOOK_WIDTH, type Look, type LookPicture } from './looks';
import { ProductPicture } from './product-picture';

const pictureClass =
  'aspect-[4/5] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105';

/**
 * A look's picture (or a `/collections` tile's), or, when it has none, a box of the same 4:5 shape
 * in the lagoon's colour so the card keeps its size and its name (over it) reads on a plain
 * background.
 */
export function LookPictureBox({
  picture,
  alt,
  sizes,
}: {
  picture: LookPicture | null;
  alt: string;
  sizes: string;
}) {
  if (!picture) return <div aria-hidden="true" className="aspect-[4/5] w-full bg-lagoon" />;
  return (
    <ProductPicture
      photo={picture.photo}
      sizes={sizes}
      src={picture.src}
      alt={alt}
      width={LOOK_WIDTH}
      height={LOOK_HEIGHT}
      loading="lazy"
      decoding="async"
      className={pictureClass}
    />
  );
}

/**
 * Look card of the 'collection animée': name and price appear on hover and on focus; phones
 * (no hover) always show them, and so does a look without picture (its name is all it shows).
 */
export function LookCard({
  look,
  hidden = false,
  className,
}: {
  look: Look;
  hidden?: boolean;
  className?: string;
}) {
  return (
    <Link
      to={`/collections/${look.category}`}
      tabIndex={hidden ? -1 : undefined}
      className={clsx('group relative block overflow-hidden rounded-md bg-sand', className)}
    >
      <LookPictureBox
        picture={look.picture}
        alt={hidden ? '' : look.name}
        sizes={LOOK_PHOTO_SIZES}
      />
      <span
        className={clsx(
          'absolute inset-x-0 bottom-0 flex flex-col gap-0.5 bg-gradient-to-t from-black/80 to-transparent p-4 pt-10 text-white transition-opacity duration-300',
          look.picture &&
            'opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100 [@media(hover:none)]:opacity-100',
        )}
      >
        <span className="text-sm font-bold tracking-wider uppercase">{look.name}</span>
        {look.price > 0 ? <span className="text-sm">{formatPrice(look.price)}</span> : null}
      </span>
    </Link>
  );
}

/** Look of the looks gallery with its DÉCOUVRIR button (visible on hover/focus, always on phones). */
export function GalleryLookCard({ look }: { look: Look }) {
  return (
    <figure className="group relative overflow-hidden rounded-md bg-sand">
      <LookPictureBox picture={look.picture} alt={look.name} sizes={CARD_PHOTO_SIZES} />
      <figcaption className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-3 bg-gradient-to-t from-black/75 to-transparent p-4 pt-12 text-white">
        <span className="text-sm font-bold tracking-wider uppercase">{look.name}</span>
        <Link
          to={`/collections/${look.category}`}
          aria-label={`Découvrir ${look.name}`}
          className={clsx(
            'inline-flex min-h-11 items-center rounded-md bg-white px-5 text-xs font-bold tracking-[0.2em] text-ink uppercase transition-opacity duration-300',
            look.picture &&
              'opacity-0 group-hover:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100',
          )}
        >
          DÉCOUVRIR
        </Link>
      </figcaption>
    </figure>
  );
}
