import { isCategoryId, type ProductCategoryId } from '@shared/catalogue/categories.ts';
import { products } from '@shared/catalogue/products.ts';
import { NotFoundView } from '~/components/layout/not-found-view';
import { CATEGORY_CONTENT } from '~/features/products/category-content';
import { CategoryPage } from '~/features/products/category-page';
import { seo } from '~/lib/seo';
import type { Route } from './+types/category';

/** spring-summer has its own route; every other known id is a product category. */
function productCategory(id: string | undefined): ProductCategoryId | undefined {
  return id && isCategoryId(id) && id !== 'spring-summer' ? id : undefined;
}

export const meta = ({ params }: Route.MetaArgs) => {
  const id = productCategory(params.categoryId);
  if (!id) {
    return [
      ...seo({
        title: 'Page introuvable',
        description: "Cette page n'existe pas sur LAGUNE.",
        path: '/not-found',
      }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const content = CATEGORY_CONTENT[id];
  return seo({ title: content.title, description: content.seo, path: `/collections/${id}` });
};

export default function Category({ params }: Route.ComponentProps) {
  const id = productCategory(params.categoryId);
  if (!id) return <NotFoundView />;
  return <CategoryPage key={id} id={id} catalogue={products} />;
}
