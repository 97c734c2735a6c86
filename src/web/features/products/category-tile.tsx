import type { Category } from '@shared/catalogue/types.ts';
import { Link } from 'react-router';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';

/** A category tile; without an icon it shows the category's first letter in a circle. */
export function CategoryTile({
  category,
  icon,
  className,
}: {
  category: Pick<Category, 'id' | 'name'>;
  icon?: string;
  className?: string;
}) {
  return (
    <Link
      to={`/collections/${category.id}`}
      className={clsx(
        'group flex min-h-32 flex-col items-center justify-center gap-3 rounded-md bg-sand px-3 py-5 text-center transition-colors hover:bg-[#efe6da]',
        className,
      )}
    >
      {icon ? (
        <img
          src={icon}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-16 transition-transform duration-300 group-hover:scale-110"
        />
      ) : (
        <span
          aria-hidden="true"
          data-testid="category-initial"
          className="flex size-16 items-center justify-center rounded-full bg-ink text-2xl font-bold text-white"
        >
          {category.name.charAt(0)}
        </span>
      )}
      <span className="text-xs font-bold tracking-[0.15em] uppercase sm:text-sm">
        {category.name}
      </span>
    </Link>
  );
}
