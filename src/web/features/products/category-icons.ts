import { artUrl } from '@shared/art/art-url.ts';
import type { CategoryId } from '@shared/catalogue/types.ts';

// Apart from catalogue.ts so category tiles pull neither the product list nor the category
// rules into the home page's JavaScript.
/** Icons drawn by the art generator; a category left out shows its initial instead. */
const CATEGORY_ICONS: Partial<Record<CategoryId, string>> = {
  't-shirt': artUrl('categories/t-shirt.svg'),
  pull: artUrl('categories/pull.svg'),
  complet: artUrl('categories/complet.svg'),
  short: artUrl('categories/short.svg'),
  top: artUrl('categories/top.svg'),
  'custom-tshirt': artUrl('categories/custom-tshirt.svg'),
  'limited-edition': artUrl('categories/limited-edition.svg'),
  'spring-summer': artUrl('categories/spring-summer.svg'),
};

export function categoryIcon(id: CategoryId): string | undefined {
  return CATEGORY_ICONS[id];
}
