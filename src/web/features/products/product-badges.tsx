import type { ProductSummary } from '@shared/catalogue/types.ts';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';

/** Orange is a background only, with ink text: orange text on white fails contrast. */
export function ProductBadges({
  product,
  className,
}: {
  product: ProductSummary;
  className?: string;
}) {
  const badges: { label: string; tone: string }[] = [];
  if (!product.inStock) badges.push({ label: 'Épuisé', tone: 'bg-ink text-white' });
  if (product.isLimited) badges.push({ label: 'Édition limitée', tone: 'bg-orange text-ink' });
  if (product.isNew)
    badges.push({ label: 'Nouveau', tone: 'bg-white text-ink ring-1 ring-ink/15' });
  if (badges.length === 0) return null;
  return (
    <ul className={clsx('flex flex-wrap gap-1', className)} aria-label="Badges">
      {badges.map((b) => (
        <li
          key={b.label}
          className={clsx(
            'rounded-sm px-2 py-0.5 text-[11px] font-bold tracking-wider whitespace-nowrap uppercase',
            b.tone,
          )}
        >
          {b.label}
        </li>
      ))}
    </ul>
  );
}
