import type { CategoryId } from '@shared/catalogue/types.ts';
import { CATEGORIES } from '@shared/catalogue/categories.ts';
import { CategoryGrid } from './category-grid';

/** 'Autres catégories': every category except the current one. */
function otherCategories(current: CategoryId) {
  return CATEGORIES.filter((c) => c.id !== current);
}

export function OtherCategories({ current }: { current: CategoryId }) {
  return (
    <section aria-labelledby="autres-categories" className="mt-16">
      <h2 id="autres-categories" className="display-title mb-6 text-lg sm:text-xl">
        Autres catégories
      </h2>
      <CategoryGrid categories={otherCategories(current)} />
    </section>
  );
}
