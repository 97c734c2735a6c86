import { formatPrice } from '@shared/format/money.ts';
import { Link } from 'react-router';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';
import { LOOK_HEIGHT, LOOK_WIDTH, lookImage, type Look } from './looks';

/**
 * Look card of the 'collection animée': name and price appear on hover and on focus; phones
 * (no hover) always show them.
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
      <img
        src={lookImage(look.n)}
        alt={hidden ? '' : look.name}
        width={LOOK_WIDTH}
        height={LOOK_HEIGHT}
        loading="lazy"
        decoding="async"
        className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
      <span className="absolute inset-x-0 bottom-0 flex flex-col gap-0.5 bg-gradient-to-t from-black/80 to-transparent p-4 pt-10 text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 [@media(hover:none)]:opacity-100">
        <span className="text-sm font-bold tracking-wider uppercase">{look.name}</span>
        <span className="text-sm">{formatPrice(look.price)}</span>
      </span>
    </Link>
  );
}

/** Look of the spring/summer gallery with its DÉCOUVRIR button (visible on hover/focus, always on phones). */
export function GalleryLookCard({ look }: { look: Look }) {
  return (
    <figure className="group relative overflow-hidden rounded-md bg-sand">
      <img
        src={lookImage(look.n)}
        alt={look.name}
        width={LOOK_WIDTH}
        height={LOOK_HEIGHT}
        loading="lazy"
        decoding="async"
        className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
      <figcaption className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-3 bg-gradient-to-t from-black/75 to-transparent p-4 pt-12 text-white">
        <span className="text-sm font-bold tracking-wider uppercase">{look.name}</span>
        <Link
          to={`/collections/${look.category}`}
          aria-label={`Découvrir ${look.name}`}
          className="inline-flex min-h-11 items-center rounded-md bg-white px-5 text-xs font-bold tracking-[0.2em] text-ink uppercase opacity-0 transition-opacity duration-300 group-hover:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100"
        >
          DÉCOUVRIR
        </Link>
      </figcaption>
    </figure>
  );
}
