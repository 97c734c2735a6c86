import { formatPrice } from '@shared/format/money.ts';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';

export function Price({
  price,
  oldPrice,
  className,
}: {
  price: number;
  oldPrice?: number;
  className?: string;
}) {
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="font-semibold">{formatPrice(price)}</span>
      {oldPrice !== undefined && oldPrice > price && (
        <span className="text-[0.85em] text-neutral-600 line-through">
          <span className="sr-only">Prix initial : </span>
          {formatPrice(oldPrice)}
        </span>
      )}
    </p>
  );
}
