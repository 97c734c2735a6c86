import type { ProductSummary } from '@shared/catalogue/types.ts';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';
import { ProductCard } from './product-card';

/** 2 columns on phones, 3 from md, 4 from lg. */
export function ProductGrid({
  products,
  className,
  eagerCount = 0,
  picturesWhenLive = false,
  wideColumns = 4,
}: {
  products: readonly ProductSummary[];
  className?: string;
  /** Cards likely above the fold load their image eagerly. */
  eagerCount?: number;
  /** Below the first screen almost everywhere: pictures wait until the page is live (ADR 0252). */
  picturesWhenLive?: boolean;
  /** Columns from lg up (3 for short rows such as the limited-edition block). */
  wideColumns?: 3 | 4;
}) {
  if (products.length === 0) {
    return <p className="py-8 text-center text-neutral-600">Aucun produit pour le moment.</p>;
  }
  return (
    <ul
      className={clsx(
        'grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-3 md:gap-x-5',
        wideColumns === 4 && 'lg:grid-cols-4',
        className,
      )}
    >
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerCount} pictureWhenLive={picturesWhenLive} />
        </li>
      ))}
    </ul>
  );
}
