import { SAMPLE_CATEGORIES, shownCategories } from '@shared/catalogue/categories.ts';
import { useRouteLoaderData } from 'react-router';
import type { NavCategory, RootData } from '~/lib/shop-settings';

/** Main navigation's own pages, before the categories. */
const NAV_PAGES = [
  { to: '/new', label: 'Nouveautés' },
  { to: '/categories', label: 'Catégories' },
  { to: '/collections', label: 'Collections' },
] as const;

/** How many of her categories, the first in her order, the desktop header names. */
const NAV_CATEGORY_COUNT = 4;

/** Where no server gives them (component tests, error pages): the sample's shown categories. */
const FALLBACK: readonly NavCategory[] = shownCategories(SAMPLE_CATEGORIES);

/** The shop's shown categories in her order, as the root loader gave them (docs/decisions/0222). */
export function useNavCategories(): readonly NavCategory[] {
  return useRouteLoaderData<RootData>('root')?.categories ?? FALLBACK;
}

/** Main navigation, shared by the desktop header and the mobile menu. */
export function mainNav(categories: readonly NavCategory[]): { to: string; label: string }[] {
  return [
    ...NAV_PAGES,
    ...categories
      .slice(0, NAV_CATEGORY_COUNT)
      .map((c) => ({ to: `/collections/${c.id}`, label: c.name })),
  ];
}
