import { artUrl } from './art-url.ts';

/**
 * Lookbook cards (home 'collection animée' and the spring/summer gallery). Each look is drawn
 * from real catalogue products, so a card can show their names and prices on hover.
 */
export type LookDecor = 'sun' | 'waves' | 'palm';

export interface Look {
  id: string;
  title: string;
  image: string;
  /** Catalogue ids shown in the look, top garment first. */
  productIds: readonly string[];
  backdrop: string;
  decor: LookDecor;
}

const look = (
  n: number,
  title: string,
  productIds: string[],
  backdrop: string,
  decor: LookDecor,
): Look => ({
  id: `look-${n}`,
  title,
  image: artUrl(`looks/look-${n}.svg`),
  productIds,
  backdrop,
  decor,
});

export const LOOKS: readonly Look[] = [
  look(1, 'Soirée à Assinie', ['pull-sweat-capuche-creme', 'short-lin-sable'], '#C0603A', 'sun'),
  look(
    2,
    'Balade sur la lagune',
    ['t-shirt-mariniere-plateau', 'short-wax-treichville'],
    '#0E7C7B',
    'waves',
  ),
  look(3, 'Plage de Bassam', ['top-crop-soleil', 'short-bain-vagues'], '#E6D6BC', 'palm'),
  look(4, 'Cérémonie à Cocody', ['complet-lagune-wax-cocody'], '#2D3A6B', 'sun'),
  look(5, 'Week-end au Plateau', ['pull-marin-raye', 'short-jogging-encre'], '#6B6F3C', 'palm'),
  look(6, 'Festival kente', ['top-debardeur-blanc', 'short-kente-festival'], '#E58A74', 'sun'),
  look(7, 'Édition or', ['t-shirt-limited-kente-or', 'short-raye-plage'], '#DDA033', 'waves'),
  look(8, 'Signature lagon', ['complet-lagune-lagon-signature'], '#F2EADB', 'palm'),
];
