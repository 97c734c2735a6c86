import type { CategoryId } from '@shared/catalogue/types.ts';

// Apart from catalogue.ts so category tiles pull neither the product list nor the category
// rules into the home page's JavaScript.
/** Icons drawn by the art generator; a category left out shows its initial instead. */
const CATEGORY_ICONS: Partial<Record<CategoryId, string>> = {
  't-shirt': '/generated/categories/t-shirt.svg',
  pull: '/generated/categories/pull.svg',
  complet: '/generated/categories/complet.svg',
  short: '/generated/categories/short.svg',
  top: '/generated/categories/top.svg',
  'custom-tshirt': '/generated/categories/custom-tshirt.svg',
  'limited-edition': '/generated/categories/limited-edition.svg',
  'spring-summer': '/generated/categories/spring-summer.svg',
};

export function categoryIcon(id: CategoryId): string | undefined {
  return CATEGORY_ICONS[id];
}
