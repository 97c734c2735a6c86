import { SAMPLE_CATEGORIES } from '@shared/catalogue/categories.ts';
import type { Category } from '@shared/catalogue/types.ts';

interface CategoryContent {
  title: string;
  /** The tab's and search results' title, in sentence case with the words people search for. */
  seoTitle: string;
  description?: string;
  seo: string;
}

/**
 * A category page's titles and texts: the first eight's written ones while she keeps their name;
 * her own categories and renamed ones take their name (docs/decisions/0222). A renamed one keeps
 * the written text under its title, not the written search description, which names what it was
 * (a season, for the looks gallery).
 */
export function categoryContent({ id, name }: Category): CategoryContent {
  const written = CATEGORY_CONTENT[id];
  const sampleName = SAMPLE_CATEGORIES.find((c) => c.id === id)?.name;
  if (written && name === sampleName) return written;
  return {
    title: name.toLocaleUpperCase('fr'),
    seoTitle: name,
    ...(written?.description ? { description: written.description } : {}),
    seo: `${name} LAGUNE, la mode d'Abidjan livrée partout en Côte d'Ivoire.`,
  };
}

/** Titles and descriptions of the category pages (brand word LAGUNE). */
const CATEGORY_CONTENT: Partial<Record<string, CategoryContent>> = {
  't-shirt': {
    seoTitle: 'T-shirts pour homme et femme',
    title: 'T-SHIRTS',
    seo: "T-shirts LAGUNE en coton, imprimés wax, palmiers et lagune : la mode d'Abidjan à 6 000 FCFA.",
  },
  pull: {
    seoTitle: 'Pulls et sweats à capuche',
    title: 'PULLS',
    seo: 'Pulls et sweats à capuche LAGUNE pour les soirées fraîches et la climatisation, livrés à Abidjan.',
  },
  complet: {
    seoTitle: 'Complets et ensembles assortis',
    title: 'COMPLETS',
    seo: 'Complets et ensembles assortis LAGUNE : haut et bas coordonnés, prêts à porter, livrés à Abidjan.',
  },
  short: {
    seoTitle: 'Shorts en lin, de bain et cargo',
    title: 'SHORTS',
    seo: 'Shorts LAGUNE pour la plage de Bassam et la ville : coupes légères, couleurs de la lagune.',
  },
  top: {
    seoTitle: 'Tops et crop tops pour femme',
    title: 'TOPS LAGUNE',
    description:
      'Des tops tendance pour chaque occasion : coupes courtes, couleurs vives et imprimés inspirés du wax, à porter de jour comme de soir.',
    seo: 'Tops tendance LAGUNE : coupes courtes, couleurs vives et imprimés wax, livrés à Abidjan.',
  },
  'custom-tshirt': {
    seoTitle: 'T-shirts personnalisés imprimés à Abidjan',
    title: 'T-SHIRTS PERSONNALISÉS',
    seo: 'T-shirts LAGUNE à personnaliser : votre texte, votre style, imprimé à Abidjan.',
  },
  'spring-summer': {
    seoTitle: 'Collection printemps/été',
    title: 'COLLECTION PRINTEMPS/ÉTÉ',
    seo: 'La collection printemps/été de LAGUNE : lin, couleurs de la lagune et imprimés solaires, pensés pour Abidjan.',
  },
  'limited-edition': {
    seoTitle: 'T-shirts en édition limitée',
    title: 'ÉDITION LIMITÉE',
    description:
      'Des t-shirts exclusifs produits en petite série. Une fois épuisés, ils ne sont jamais réédités : chaque pièce reste unique.',
    seo: 'T-shirts LAGUNE en édition limitée : petites séries exclusives, jamais rééditées.',
  },
};
