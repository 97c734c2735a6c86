import type { Category } from '@shared/catalogue/types.ts';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';
import { categoryIcon } from './category-icons';
import { CategoryTile } from './category-tile';

export function CategoryGrid({
  categories,
  className,
}: {
  categories: readonly Pick<Category, 'id' | 'name'>[];
  className?: string;
}) {
  return (
    <ul className={clsx('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4', className)}>
      {categories.map((c) => (
        <li key={c.id}>
          <CategoryTile category={c} icon={categoryIcon(c.id)} className="h-full" />
        </li>
      ))}
    </ul>
  );
}
