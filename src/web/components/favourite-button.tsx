import { HeartIcon } from '~/components/ui/icons';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';
import { useSyncExternalStore } from 'react';
import { favouriteIds, subscribeAccountHint } from '~/lib/account-hint';
import { loadAccount } from './layout/account-door';

export function FavouriteButton({
  productId,
  productName,
  className,
}: {
  productId: string;
  productName: string;
  className?: string;
}) {
  // Pressed when the product is one of the signed-in shopper's favourites (ADR 0050). The toggle and
  // its messages (sign-in needed, duplicate, failures) load with the first tap.
  const isFavourite = useSyncExternalStore(
    subscribeAccountHint,
    () => favouriteIds.has(productId),
    () => false,
  );
  return (
    <button
      type="button"
      onClick={() => void loadAccount().then((m) => m.toggleFavourite(productId, productName))}
      aria-pressed={isFavourite}
      // A toggle keeps its name; aria-pressed says whether the product is a favourite (WAI-ARIA APG).
      aria-label={`Ajouter ${productName} aux favoris`}
      className={clsx(
        'inline-flex min-h-11 min-w-11 items-center justify-center transition-colors',
        className,
      )}
    >
      <HeartIcon aria-hidden="true" className={clsx('size-5', isFavourite && 'fill-current')} />
    </button>
  );
}
