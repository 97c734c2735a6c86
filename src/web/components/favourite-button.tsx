import { HeartIcon } from '~/components/ui/icons';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';
import { useFavourite } from '~/lib/use-favourite';

export function FavouriteButton({
  productId,
  productName,
  className,
  withLabel = false,
}: {
  productId: string;
  productName: string;
  className?: string;
  withLabel?: boolean;
}) {
  const { isFavourite, toggle } = useFavourite(productId);
  const label = isFavourite
    ? `Retirer ${productName} des favoris`
    : `Ajouter ${productName} aux favoris`;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isFavourite}
      aria-label={withLabel ? undefined : label}
      className={clsx(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 transition-colors',
        className,
      )}
    >
      <HeartIcon aria-hidden="true" className={clsx('size-5', isFavourite && 'fill-current')} />
      {withLabel && <span>{isFavourite ? 'Retirer des favoris' : 'Ajouter aux favoris'}</span>}
    </button>
  );
}
