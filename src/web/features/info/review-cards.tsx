import type { Review } from '@shared/content/shop-content.ts';
import { cn } from '~/lib/cn';

/** Up to two letters standing for the author, for the round badge beside the name. */
export function initials(author: string): string {
  return author
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * The reviews the owner shows (Contenu → Avis clients), as cards: stars, her customer's words,
 * the author. Written in text, not icons: no script and no picture to download for them.
 */
export function ReviewCards({
  reviews,
  className,
}: {
  reviews: readonly Review[];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {reviews.map((review, index) => (
        <li key={index} className="rounded-lg bg-sand p-5">
          <figure className="flex h-full flex-col gap-3">
            <p role="img" aria-label={`Note : ${review.rating} sur 5`} className="text-lagoon">
              {'★'.repeat(review.rating)}
              <span className="text-neutral-400">{'★'.repeat(5 - review.rating)}</span>
            </p>
            <blockquote className="flex-1 text-sm leading-relaxed whitespace-pre-line text-neutral-800">
              {review.text}
            </blockquote>
            <figcaption className="flex items-center gap-3 text-sm font-semibold">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-lagoon text-xs font-bold text-white"
              >
                {initials(review.author)}
              </span>
              {review.author}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
