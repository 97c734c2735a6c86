/** Main navigation, shared by the desktop header and the mobile menu. */
export const MAIN_NAV = [
  { to: '/new', label: 'Nouveautés' },
  { to: '/categories', label: 'Catégories' },
  { to: '/collections', label: 'Collections' },
  { to: '/collections/t-shirt', label: 'T-Shirts' },
  { to: '/collections/pull', label: 'Pulls' },
  { to: '/collections/complet', label: 'Complets' },
  { to: '/collections/limited-edition', label: 'Édition Limitée' },
] as const;
