import { FABRIC as F } from '../art/palette.ts';
import { productImages } from './product-images.ts';
import type { GarmentKind, PrintKind, Product, ProductArt, SizeName } from './types.ts';
import { SIZE_NAMES } from './types.ts';

/**
 * The LAGUNE seed catalogue, fixed in the client and re-read by the server to price orders.
 * Each line is written as a compact row; `line()` turns rows into full products so that ids,
 * prices and image paths follow one rule per category instead of being repeated by hand.
 */

interface Row {
  slug: string;
  name: string;
  description: string;
  art: ProductArt;
  isNew?: boolean;
  /** Sizes currently sold out. */
  off?: SizeName[];
  /** The single sample product that is out of stock. */
  soldOut?: boolean;
}

interface LineRule {
  prefix: string;
  price: number;
  oldPrice?: number;
  isLimited?: boolean;
}

function art(kind: GarmentKind, color: string, accent: string, print: PrintKind): ProductArt {
  return { kind, color, accent, print };
}

export { productImages };

function build(rule: LineRule, row: Row): Product {
  const id = `${rule.prefix}${row.slug}`;
  // The out-of-stock sample keeps XL unavailable.
  const off = new Set<SizeName>(row.soldOut ? [...(row.off ?? []), 'XL'] : (row.off ?? []));
  const product: Product = {
    id,
    name: row.name,
    description: row.description,
    price: rule.price,
    sizes: SIZE_NAMES.map((name) => ({ name, available: !off.has(name) })),
    images: productImages(id),
    inStock: !row.soldOut,
    isNew: row.isNew === true,
    art: row.art,
  };
  if (rule.oldPrice !== undefined) product.oldPrice = rule.oldPrice;
  if (rule.isLimited) product.isLimited = true;
  return product;
}

function line(rule: LineRule, rows: Row[]): Product[] {
  return rows.map((row) => build(rule, row));
}

const tshirts = line({ prefix: 't-shirt-', price: 6000, oldPrice: 8000 }, [
  {
    slug: 'signature-creme',
    name: 'T-shirt Signature Crème',
    art: art('tshirt', F.cream, F.lagoon, 'logo'),
    description:
      'Le basique LAGUNE en coton peigné 180 g, coupe droite et col côtelé. Son wordmark brodé couleur lagune se porte du bureau au maquis.',
  },
  {
    slug: 'mariniere-plateau',
    name: 'T-shirt Marinière Plateau',
    art: art('tshirt', F.white, F.indigo, 'stripes'),
    off: ['S'],
    description:
      'Rayures marines sur jersey léger, coupe légèrement ample. Parfait pour un déjeuner au Plateau ou une balade en bord de lagune.',
  },
  {
    slug: 'vague-de-bassam',
    name: 'T-shirt Vague de Bassam',
    art: art('tshirt', F.sand, F.lagoon, 'wave'),
    description:
      'Coton bio sable imprimé de vagues inspirées de Grand-Bassam. Respirant et doux, idéal pour les week-ends à la plage.',
  },
  {
    slug: 'palmier-assinie',
    name: 'T-shirt Palmier Assinie',
    art: art('tshirt', F.olive, F.cream, 'palm'),
    off: ['XL'],
    description:
      'Jersey olive délavé et palmier sérigraphié à l’encre à l’eau. Une coupe décontractée pour les escapades à Assinie.',
  },
  {
    slug: 'coucher-de-soleil',
    name: 'T-shirt Coucher de Soleil',
    art: art('tshirt', F.terracotta, F.mustard, 'sun'),
    soldOut: true,
    description:
      'Teinte terracotta et soleil couchant sur la poitrine, en coton épais qui garde sa tenue. Victime de son succès, il revient bientôt.',
  },
  {
    slug: 'encre-noire',
    name: 'T-shirt Encre Noire',
    art: art('tshirt', F.ink, F.sand, 'plain'),
    description:
      'Le noir profond qui ne déteint pas, en coton mercerisé au toucher soyeux. Se porte seul ou sous une veste pour les soirées.',
  },
  {
    slug: 'wax-cocody',
    name: 'T-shirt Wax Cocody',
    art: art('tshirt', F.indigo, F.orange, 'wax'),
    isNew: true,
    description:
      'Imprimé géométrique inspiré du wax sur coton indigo. Une pièce forte et colorée pour sortir à Cocody.',
  },
  {
    slug: 'graphique-treichville',
    name: 'T-shirt Graphique Treichville',
    art: art('tshirt', F.lagoon, F.sand, 'graphic'),
    off: ['M'],
    description:
      'Les tours d’Abidjan en graphisme XXL sur coton teinté lagune. Coupe boxy et épaules tombantes pour un style street.',
  },
]);

const pulls = line({ prefix: 'pull-', price: 28000, oldPrice: 32000 }, [
  {
    slug: 'sweat-capuche-lagune',
    name: 'Sweat à capuche Lagune',
    art: art('hoodie', F.lagoon, F.cream, 'logo'),
    isNew: true,
    description:
      'Molleton gratté 320 g, capuche doublée et poche kangourou. Le compagnon des soirées fraîches et des bureaux climatisés.',
  },
  {
    slug: 'col-rond-sable',
    name: 'Pull col rond Sable',
    art: art('sweater', F.sand, F.cream, 'plain'),
    description:
      'Maille fine de coton sable aux bords côtelés. Léger et élégant pour les matinées d’harmattan.',
  },
  {
    slug: 'sweat-capuche-encre',
    name: 'Sweat à capuche Encre',
    art: art('hoodie', F.ink, F.orange, 'graphic'),
    off: ['S'],
    description:
      'Hoodie noir au motif graphique orange, molleton épais et cordons contrastés. Un classique urbain à porter toute l’année.',
  },
  {
    slug: 'maille-terracotta',
    name: 'Pull en maille Terracotta',
    art: art('sweater', F.terracotta, F.cream, 'plain'),
    description:
      'Maille côtelée couleur terre cuite, coupe légèrement oversize. Chaud sans être lourd, pour les soirées en terrasse.',
  },
  {
    slug: 'sweat-vagues-assinie',
    name: 'Sweat Vagues d’Assinie',
    art: art('sweater', F.indigo, F.sky, 'wave'),
    description:
      'Sweat col rond indigo, vagues imprimées ciel sur la poitrine. Intérieur bouclette pour un confort immédiat.',
  },
  {
    slug: 'marin-raye',
    name: 'Pull Marin Rayé',
    art: art('sweater', F.cream, F.indigo, 'stripes'),
    off: ['XL'],
    description:
      'Le pull marin revisité en coton léger, rayures indigo et épaules boutonnées. Chic en ville comme au bord de l’eau.',
  },
  {
    slug: 'sweat-capuche-olive',
    name: 'Sweat à capuche Olive',
    art: art('hoodie', F.olive, F.sand, 'palm'),
    description:
      'Capuche olive au palmier ton sable, molleton doux et poignets côtelés. Pour les retours de plage quand le vent se lève.',
  },
  {
    slug: 'leger-harmattan',
    name: 'Pull léger Harmattan',
    art: art('sweater', F.white, F.mustard, 'kente'),
    description:
      'Maille aérée blanc cassé tissée de bandes kente moutarde. La pièce douce des matins brumeux de décembre.',
  },
  {
    slug: 'sweat-soleil-couchant',
    name: 'Sweat Soleil Couchant',
    art: art('hoodie', F.orange, F.cream, 'sun'),
    off: ['M'],
    description:
      'Hoodie orange vif et soleil crème sur la poitrine. Une touche de couleur pour les sorties du vendredi.',
  },
  {
    slug: 'sweat-wax-adjame',
    name: 'Sweat Wax Adjamé',
    art: art('sweater', F.terracotta, F.ink, 'wax'),
    description:
      'Sweat terracotta entièrement imprimé d’un motif wax géométrique. Coupe droite, col et poignets côtelés.',
  },
  {
    slug: 'cotele-indigo',
    name: 'Pull Côtelé Indigo',
    art: art('sweater', F.indigo, F.cream, 'plain'),
    description:
      'Grosse côte indigo au tomber impeccable. Se porte sur une chemise pour un look habillé.',
  },
  {
    slug: 'sweat-capuche-creme',
    name: 'Sweat à capuche Crème',
    art: art('hoodie', F.cream, F.lagoon, 'logo'),
    off: ['S', 'XL'],
    description:
      'Hoodie crème au wordmark LAGUNE brodé couleur lagune. Coupe ample et molleton bio tout doux.',
  },
  {
    slug: 'sweat-kente-heritage',
    name: 'Sweat Kente Héritage',
    art: art('hoodie', F.ink, F.mustard, 'kente'),
    description:
      'Molleton noir traversé de bandes kente moutarde et terre. Un hommage aux tisserands, pensé pour la ville.',
  },
  {
    slug: 'oversize-bordeaux',
    name: 'Pull Oversize Bordeaux',
    art: art('sweater', F.bordeaux, F.sand, 'plain'),
    description:
      'Maille épaisse bordeaux, épaules tombantes et manches longues. Le pull cocooning des soirées pluvieuses.',
  },
]);

// The five premium sets are sold at 25 000 FCFA without a struck-through price.
const premiumSets = line({ prefix: 'complet-lagune-', price: 25000 }, [
  {
    slug: 'wax-prestige',
    name: 'Complet Wax Prestige',
    art: art('set', F.indigo, F.orange, 'wax'),
    isNew: true,
    description:
      'Chemise et pantalon assortis en wax indigo et orange, coupe ajustée. La tenue des mariages, baptêmes et grandes occasions.',
  },
  {
    slug: 'lin-sable',
    name: 'Ensemble Lin Sable',
    art: art('set', F.sand, F.ink, 'plain'),
    description:
      'Chemise col cubain et pantalon large en lin lavé. Frais et raffiné pour les déjeuners au bord de la lagune.',
  },
  {
    slug: 'kente-royal',
    name: 'Complet Kente Royal',
    art: art('set', F.ink, F.mustard, 'kente'),
    off: ['S'],
    description:
      'Ensemble noir rehaussé de bandes kente or. Une allure royale pour les cérémonies et les soirées chics.',
  },
  {
    slug: 'terracotta-soiree',
    name: 'Ensemble Terracotta Soirée',
    art: art('set', F.terracotta, F.cream, 'plain'),
    description:
      'Chemise fluide et pantalon à pinces couleur terre cuite. Élégant sans effort, du dîner au dancefloor.',
  },
  {
    slug: 'lagon-signature',
    name: 'Complet Lagon Signature',
    art: art('set', F.lagoon, F.cream, 'logo'),
    description:
      'Le complet emblématique LAGUNE en popeline teinte lagon, wordmark brodé. Coupe nette, tissu infroissable.',
  },
]);

const sets = line({ prefix: 'complet-lagune-', price: 18000, oldPrice: 22000 }, [
  {
    slug: 'rayures-plateau',
    name: 'Ensemble Rayures Plateau',
    art: art('set', F.cream, F.indigo, 'stripes'),
    description:
      'Chemise et pantalon à fines rayures indigo sur coton léger. L’ensemble qui passe du bureau à l’afterwork.',
  },
  {
    slug: 'palmier-assinie',
    name: 'Ensemble Palmier Assinie',
    art: art('set', F.olive, F.cream, 'palm'),
    off: ['XL'],
    description:
      'Chemise brodée d’un palmier et pantalon coulissant olive. Pensé pour les week-ends à Assinie.',
  },
  {
    slug: 'vagues-bassam',
    name: 'Complet Vagues Bassam',
    art: art('set', F.sky, F.indigo, 'wave'),
    description:
      'Ensemble bleu ciel imprimé de vagues, en viscose fluide. Léger comme une brise de Grand-Bassam.',
  },
  {
    slug: 'soleil-abidjan',
    name: 'Ensemble Soleil d’Abidjan',
    art: art('set', F.mustard, F.terracotta, 'sun'),
    description:
      'Chemise moutarde au soleil terracotta et pantalon assorti. Une tenue solaire pour les fêtes de famille.',
  },
  {
    slug: 'encre-minimal',
    name: 'Complet Encre Minimal',
    art: art('set', F.ink, F.sand, 'plain'),
    off: ['M'],
    description:
      'Chemise et pantalon noirs en sergé souple, lignes épurées. Le minimalisme qui fonctionne en toute occasion.',
  },
  {
    slug: 'wax-cocody',
    name: 'Ensemble Wax Cocody',
    art: art('set', F.terracotta, F.cream, 'wax'),
    description:
      'Imprimé wax crème sur fond terracotta, chemise ample et pantalon droit. Festif et confortable.',
  },
  {
    slug: 'olive-week-end',
    name: 'Complet Olive Week-end',
    art: art('set', F.olive, F.sand, 'plain'),
    description:
      'Ensemble en coton sergé olive, coupe décontractée. Le choix facile pour le marché du samedi ou un brunch.',
  },
]);

const shorts = line({ prefix: 'short-', price: 7000, oldPrice: 9000 }, [
  {
    slug: 'lin-sable',
    name: 'Short en lin Sable',
    art: art('shorts', F.sand, F.ink, 'plain'),
    description:
      'Short en lin lavé, taille élastiquée à cordon. Frais et léger pour les journées les plus chaudes.',
  },
  {
    slug: 'bain-vagues',
    name: 'Short de bain Vagues',
    art: art('shorts', F.lagoon, F.sky, 'wave'),
    isNew: true,
    description:
      'Short de bain à séchage rapide, filet intérieur et vagues imprimées. De la piscine à la plage de Bassam.',
  },
  {
    slug: 'cargo-olive',
    name: 'Short cargo Olive',
    art: art('shorts', F.olive, F.sand, 'plain'),
    off: ['S'],
    description:
      'Coton ripstop olive et poches généreuses. Robuste et pratique pour la ville comme pour les excursions.',
  },
  {
    slug: 'wax-treichville',
    name: 'Short Wax Treichville',
    art: art('shorts', F.orange, F.indigo, 'wax'),
    description:
      'Short coloré en coton imprimé wax, coupe au-dessus du genou. À associer à un t-shirt uni.',
  },
  {
    slug: 'raye-plage',
    name: 'Short Rayé Plage',
    art: art('shorts', F.white, F.lagoon, 'stripes'),
    description:
      'Rayures lagune sur coton seersucker qui ne colle pas à la peau. L’allure vacances en toute saison.',
  },
  {
    slug: 'jogging-encre',
    name: 'Short jogging Encre',
    art: art('shorts', F.ink, F.cream, 'logo'),
    off: ['XL'],
    description:
      'Short en molleton léger noir, wordmark LAGUNE sur la jambe. Pour le sport ou la détente.',
  },
  {
    slug: 'kente-festival',
    name: 'Short Kente Festival',
    art: art('shorts', F.mustard, F.ink, 'kente'),
    description:
      'Bandes kente tissées sur coton moutarde. Le short qui se remarque en festival comme en soirée.',
  },
]);

const tops = line({ prefix: 'top-', price: 8000, oldPrice: 12000 }, [
  {
    slug: 'cotele-lagune',
    name: 'Top côtelé Lagune',
    art: art('top', F.lagoon, F.cream, 'plain'),
    isNew: true,
    description:
      'Débardeur côtelé ajusté teinte lagune, en coton stretch. Se porte seul ou sous une chemise ouverte.',
  },
  {
    slug: 'crop-soleil',
    name: 'Crop top Soleil',
    art: art('crop-top', F.mustard, F.terracotta, 'sun'),
    description:
      'Crop top moutarde au soleil terracotta, jersey doux. Idéal avec un pantalon taille haute.',
  },
  {
    slug: 'debardeur-blanc',
    name: 'Top débardeur Blanc',
    art: art('top', F.white, F.lagoon, 'plain'),
    off: ['XL'],
    description:
      'L’indispensable débardeur blanc en coton peigné, col rond fin. Frais sous le soleil d’Abidjan.',
  },
  {
    slug: 'crop-wax-marcory',
    name: 'Crop top Wax Marcory',
    art: art('crop-top', F.indigo, F.mustard, 'wax'),
    description:
      'Crop top imprimé wax indigo et moutarde, coupe boxy. Une pièce festive pour les sorties entre amies.',
  },
  {
    slug: 'bretelles-terracotta',
    name: 'Top à bretelles Terracotta',
    art: art('top', F.terracotta, F.cream, 'plain'),
    description:
      'Top fluide terre cuite à fines bretelles, en viscose légère. Du déjeuner au coucher de soleil.',
  },
  {
    slug: 'crop-raye-marin',
    name: 'Crop top Rayé Marin',
    art: art('crop-top', F.white, F.indigo, 'stripes'),
    off: ['S'],
    description:
      'Rayures marines sur jersey côtelé, longueur courte. Le chic balnéaire par excellence.',
  },
  {
    slug: 'kente-fete',
    name: 'Top Kente Fête',
    art: art('top', F.ink, F.mustard, 'kente'),
    description:
      'Top noir aux bandes kente or, coupe près du corps. Pour briller aux fêtes et aux mariages.',
  },
  {
    slug: 'crop-vagues',
    name: 'Crop top Vagues',
    art: art('crop-top', F.sky, F.indigo, 'wave'),
    description:
      'Crop top bleu ciel aux vagues indigo, coton léger. Un air de vacances à Jacqueville.',
  },
  {
    slug: 'palmier-olive',
    name: 'Top Palmier Olive',
    art: art('top', F.olive, F.cream, 'palm'),
    description:
      'Débardeur olive au palmier crème, coton bio. Décontracté et respirant pour les journées chaudes.',
  },
  {
    slug: 'crop-graphique-encre',
    name: 'Crop top Graphique Encre',
    art: art('crop-top', F.ink, F.orange, 'graphic'),
    off: ['M'],
    description:
      'Crop top noir au motif graphique orange. Un look affirmé à associer à un short ou une jupe.',
  },
  {
    slug: 'indigo-soiree',
    name: 'Top Indigo Soirée',
    art: art('top', F.indigo, F.sand, 'plain'),
    description: 'Top indigo satiné au tomber fluide. Élégant pour un dîner au Plateau.',
  },
  {
    slug: 'crop-corail',
    name: 'Crop top Corail',
    art: art('crop-top', F.coral, F.cream, 'logo'),
    description:
      'Crop top corail au petit wordmark LAGUNE, jersey stretch. La couleur de la saison.',
  },
]);

// Custom t-shirts are sold blank-ready: the buyer's text or photo replaces the sample print.
const customTshirts = line({ prefix: 't-shirt-custom-', price: 7500 }, [
  {
    slug: 'prenom',
    name: 'T-shirt Personnalisé Prénom',
    art: art('tshirt', F.white, F.olive, 'graphic'),
    description:
      'Votre prénom ou surnom imprimé sur un t-shirt coton blanc. Un cadeau unique, prêt en 48 h.',
  },
  {
    slug: 'photo',
    name: 'T-shirt Personnalisé Photo',
    art: art('tshirt', F.cream, F.terracotta, 'sun'),
    isNew: true,
    description:
      'Imprimez votre photo préférée en haute définition sur coton crème. Couleurs durables au lavage.',
  },
  {
    slug: 'anniversaire',
    name: 'T-shirt Personnalisé Anniversaire',
    art: art('tshirt', F.mustard, F.ink, 'graphic'),
    off: ['XL'],
    description:
      'Le t-shirt de fête avec le nom et l’âge de la star du jour. Idéal pour toute la bande.',
  },
  {
    slug: 'equipe',
    name: 'T-shirt Personnalisé Équipe',
    art: art('tshirt', F.lagoon, F.white, 'logo'),
    description:
      'Logo et numéro de votre équipe ou de votre association. Tarifs dégressifs pour les groupes.',
  },
  {
    slug: 'mariage',
    name: 'T-shirt Personnalisé Mariage',
    art: art('tshirt', F.white, F.mustard, 'palm'),
    description:
      'Les prénoms des mariés et la date sur un coton doux. Pour la dot, l’EVJF ou le jour J.',
  },
  {
    slug: 'entreprise',
    name: 'T-shirt Personnalisé Entreprise',
    art: art('tshirt', F.ink, F.cream, 'logo'),
    off: ['S'],
    description:
      'Le logo de votre entreprise brodé ou imprimé. Pour vos salons, séminaires et équipes terrain.',
  },
  {
    slug: 'famille',
    name: 'T-shirt Personnalisé Famille',
    art: art('tshirt', F.sand, F.lagoon, 'wave'),
    description:
      'Des t-shirts assortis pour toute la famille, du bébé aux grands-parents. Parfait pour les retrouvailles.',
  },
]);

const limitedTshirts = line({ prefix: 't-shirt-limited-', price: 10000, isLimited: true }, [
  {
    slug: 'kente-or',
    name: 'T-shirt Kente Or',
    art: art('tshirt', F.ink, F.mustard, 'kente'),
    isNew: true,
    description:
      'Série numérotée de 150 pièces : bandes kente or sur coton noir épais. Jamais rééditée.',
  },
  {
    slug: 'lagune-nocturne',
    name: 'T-shirt Lagune Nocturne',
    art: art('tshirt', F.indigo, F.sky, 'wave'),
    isNew: true,
    description:
      'Les reflets de la lagune Ébrié la nuit, en sérigraphie trois couleurs. Édition unique de 200 pièces.',
  },
  {
    slug: 'wax-indigo',
    name: 'T-shirt Wax Indigo',
    art: art('tshirt', F.cream, F.indigo, 'wax'),
    description:
      'Motif wax exclusif dessiné à Abidjan, imprimé sur coton crème. Tirage limité à 120 exemplaires.',
  },
  {
    slug: 'soleil-assinie',
    name: 'T-shirt Soleil d’Assinie',
    art: art('tshirt', F.coral, F.bordeaux, 'sun'),
    off: ['S'],
    description:
      'Un soleil couchant en dégradé sur coton corail. Édition d’été numérotée, non rééditée.',
  },
  {
    slug: 'masque-graphique',
    name: 'T-shirt Masque Graphique',
    art: art('tshirt', F.sand, F.orange, 'graphic'),
    description:
      'Un motif inspiré des masques baoulé, réinterprété par un artiste de Bingerville. 100 pièces seulement.',
  },
  {
    slug: 'palmeraie',
    name: 'T-shirt Palmeraie',
    art: art('tshirt', F.lagoon, F.cream, 'palm'),
    description:
      'La palmeraie de Jacqueville en sérigraphie crème sur coton lagune. Série limitée de 150 pièces.',
  },
  {
    slug: 'ebene',
    name: 'T-shirt Ébène',
    art: art('tshirt', F.ink, F.cream, 'logo'),
    off: ['XL'],
    description:
      'Le wordmark LAGUNE en relief sur un noir ébène profond. Collection capsule, tirage unique.',
  },
  {
    slug: 'terre-de-korhogo',
    name: 'T-shirt Terre de Korhogo',
    art: art('tshirt', F.khaki, F.ink, 'wax'),
    description:
      'Motifs inspirés des toiles de Korhogo, peints à la main puis imprimés. 80 exemplaires numérotés.',
  },
  {
    slug: 'grand-bassam-1893',
    name: 'T-shirt Grand-Bassam 1893',
    art: art('tshirt', F.white, F.terracotta, 'stripes'),
    description:
      'Hommage à la première capitale, rayures terre cuite et étiquette numérotée. Jamais rééditée.',
  },
  {
    slug: 'plateau-by-night',
    name: 'T-shirt Plateau by Night',
    art: art('tshirt', F.bordeaux, F.mustard, 'graphic'),
    description:
      'Les tours du Plateau en graphisme moutarde sur coton bordeaux. Édition limitée de 150 pièces.',
  },
  {
    slug: 'harmattan',
    name: 'T-shirt Harmattan',
    art: art('tshirt', F.mustard, F.bordeaux, 'kente'),
    off: ['M'],
    description:
      'Bandes tissées aux couleurs de la saison sèche sur coton moutarde. Série de 100 pièces.',
  },
  {
    slug: 'cocody-club',
    name: 'T-shirt Cocody Club',
    art: art('tshirt', F.olive, F.cream, 'stripes'),
    description:
      'Rayures club crème sur fond olive, col contrasté. Capsule anniversaire, non rééditée.',
  },
]);

export const products: Product[] = [
  ...tshirts,
  ...pulls,
  ...premiumSets,
  ...sets,
  ...shorts,
  ...tops,
  ...customTshirts,
  ...limitedTshirts,
];

export const PRODUCT_IDS: readonly string[] = products.map((p) => p.id);

const byId = new Map(products.map((p) => [p.id, p]));

export function getProduct(id: string): Product | undefined {
  return byId.get(id);
}
