import type { Category } from '@shared/catalogue/types.ts';
import { CategoryGrid } from './category-grid';

/** 'Autres catégories': the list comes from the route's loader, run on the server (otherCategories). */
export function OtherCategories({
  categories,
}: {
  categories: readonly Pick<Category, 'id' | 'name'>[];
}) {
  return (
    <section aria-labelledby="autres-categories" className="mt-16">
      <h2 id="autres-categories" className="display-title mb-6 text-lg sm:text-xl">
        Autres catégories
      </h2>
      <CategoryGrid categories={categories} />
    </section>
  );
}
