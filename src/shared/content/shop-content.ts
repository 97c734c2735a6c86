import { categoryIdSchema } from '../api/admin-categories.ts';
import { phoneProblem } from '../schemas/phone.ts';
import { emailAddress, multiLine, singleLine } from '../schemas/text.ts';
import { z } from '../schemas/zod.ts';

/**
 * What the owner writes and shoppers read (docs/decisions/0205): the shops, the FAQ, the about,
 * delivery and returns texts, the reviews shown, the home page's banner (docs/decisions/0233), the
 * looks (docs/decisions/0236), the looks gallery's text (docs/decisions/0242), the job offers
 * (docs/decisions/0244), the sustainability page (docs/decisions/0245) and the VIP programme
 * (docs/decisions/0246). Each block is one row of `shop_content`, checked by its schema here on the
 * way in (admin) and on the way out (pages), so a page never shows a block it cannot read. Texts
 * are plain: a blank line starts a paragraph, a line that starts with '- ' is a list item
 * (src/web/features/info/owner-text.tsx).
 */

export const CONTENT_LIMITS = {
  name: 80,
  address: 200,
  hours: 300,
  url: 500,
  question: 200,
  answer: 2_000,
  text: 5_000,
  author: 80,
  review: 600,
  shops: 20,
  faq: 60,
  reviews: 30,
  eyebrow: 40,
  title: 60,
  bannerText: 300,
  button: 30,
  productId: 200,
  lookName: 60,
  looks: 12,
  /** A look's price, FCFA: above any outfit the shop sells. */
  lookPrice: 10_000_000,
  /** The sample's look drawings, looks/look-1.svg … look-8.svg (src/shared/art/looks.ts). */
  lookDrawings: 8,
} as const;

export const CONTENT_TEXT = {
  shopName: 'Le nom de la boutique est requis',
  shopNameTooLong: `Le nom de la boutique ne peut pas dépasser ${CONTENT_LIMITS.name} caractères`,
  address: 'L’adresse de la boutique est requise',
  addressTooLong: `L’adresse ne peut pas dépasser ${CONTENT_LIMITS.address} caractères`,
  hoursRequired: 'Les horaires de la boutique sont requis (ils peuvent être vides)',
  hoursTooLong: `Les horaires ne peuvent pas dépasser ${CONTENT_LIMITS.hours} caractères`,
  mapUrl:
    'Le lien du plan doit être une adresse web complète (par exemple https://maps.google.com/…)',
  mapUrlTooLong: `Le lien du plan ne peut pas dépasser ${CONTENT_LIMITS.url} caractères`,
  email: 'Veuillez entrer une adresse e-mail valide',
  question: 'La question est requise',
  questionTooLong: `La question ne peut pas dépasser ${CONTENT_LIMITS.question} caractères`,
  answer: 'La réponse est requise',
  answerTooLong: `La réponse ne peut pas dépasser ${CONTENT_LIMITS.answer} caractères`,
  textRequired: 'Le texte de la page est requis (il peut être vide)',
  textTooLong: `Ce texte ne peut pas dépasser ${CONTENT_LIMITS.text} caractères`,
  author: 'Le nom de l’auteur de l’avis est requis',
  authorTooLong: `Le nom de l’auteur ne peut pas dépasser ${CONTENT_LIMITS.author} caractères`,
  review: 'Le texte de l’avis est requis',
  reviewTooLong: `L’avis ne peut pas dépasser ${CONTENT_LIMITS.review} caractères`,
  rating: 'La note est un nombre entier de 1 à 5',
  tooManyShops: `${CONTENT_LIMITS.shops} boutiques au plus`,
  tooManyFaq: `${CONTENT_LIMITS.faq} questions au plus`,
  tooManyReviews: `${CONTENT_LIMITS.reviews} avis au plus`,
  eyebrowTooLong: `La petite ligne au-dessus du titre ne peut pas dépasser ${CONTENT_LIMITS.eyebrow} caractères`,
  title: 'Le titre de la bannière est requis',
  titleTooLong: `Le titre de la bannière ne peut pas dépasser ${CONTENT_LIMITS.title} caractères`,
  bannerText: 'Le texte de la bannière est requis (il peut être vide)',
  bannerTextTooLong: `Le texte de la bannière ne peut pas dépasser ${CONTENT_LIMITS.bannerText} caractères`,
  button: 'Le texte du bouton est requis',
  buttonTooLong: `Le texte du bouton ne peut pas dépasser ${CONTENT_LIMITS.button} caractères`,
  picture: 'Choisissez un de vos produits, ou « Aucune image »',
  pictureUnknown:
    'Ce produit n’est pas dans votre catalogue (supprimé ?) : choisissez-en un autre, ou « Aucune image »',
  lookName: 'Le nom du look est requis',
  lookNameTooLong: `Le nom du look ne peut pas dépasser ${CONTENT_LIMITS.lookName} caractères`,
  lookPrice: 'Le prix est un nombre entier de FCFA, 0 ou plus (0 : pas de prix affiché)',
  lookCategory: 'Choisissez une de vos catégories',
  lookCategoryUnknown:
    'Cette catégorie n’est pas dans votre boutique (supprimée ?) : choisissez-en une autre',
  lookPicture: 'Choisissez un de vos produits, ou « Aucune image »',
  lookPictureUnknown:
    'Ce produit n’est pas dans votre catalogue (supprimé ?) : choisissez-en un autre, ou « Aucune image »',
  tooManyLooks: `${CONTENT_LIMITS.looks} looks au plus`,
  saved: 'Contenu enregistré',
  savedDetail: 'La boutique affiche le nouveau contenu dans quelques secondes.',
  stale: 'Ce contenu a été modifié entre-temps : rechargez-le puis enregistrez à nouveau.',
  unknownBlock: 'Ce bloc de contenu n’existe pas',
} as const;

const required = (message: string, max: number, tooLong: string) =>
  singleLine(message).min(1, { error: message }).max(max, { error: tooLong });

const text = (message: string, max: number, tooLong: string) =>
  multiLine(message).max(max, { error: tooLong });

/** A web address a phone can open (https or http), or '' for none. */
const mapUrl = singleLine(CONTENT_TEXT.mapUrl)
  .max(CONTENT_LIMITS.url, { error: CONTENT_TEXT.mapUrlTooLong })
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
    error: CONTENT_TEXT.mapUrl,
  });

/** A phone as the shop writes it ('+225 27 20 21 45 60'), checked by the checkout's rules, or ''. */
const shopPhone = singleLine('Numéro de téléphone invalide').check((ctx) => {
  const problem = ctx.value === '' ? null : phoneProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});

const shopEmail = emailAddress('');

export const shopSchema = z.object({
  name: required(CONTENT_TEXT.shopName, CONTENT_LIMITS.name, CONTENT_TEXT.shopNameTooLong),
  address: required(CONTENT_TEXT.address, CONTENT_LIMITS.address, CONTENT_TEXT.addressTooLong),
  /** One line per opening ('Lundi – Samedi : 9h00 – 20h00'). */
  hours: text(CONTENT_TEXT.hoursRequired, CONTENT_LIMITS.hours, CONTENT_TEXT.hoursTooLong),
  phone: shopPhone,
  /** '' for none. */
  email: singleLine(CONTENT_TEXT.email).refine(
    (value) => value === '' || shopEmail.safeParse(value).success,
    { error: CONTENT_TEXT.email },
  ),
  mapUrl,
  /** 'Retrait possible': shoppers may collect their order here (docs/decisions/0206). */
  pickup: z.boolean({ error: 'Retrait possible : oui ou non' }),
});

export const faqEntrySchema = z.object({
  /** The heading it is listed under; consecutive entries of one category are shown together. */
  category: singleLine('La catégorie doit être un texte').max(CONTENT_LIMITS.question, {
    error: `La catégorie ne peut pas dépasser ${CONTENT_LIMITS.question} caractères`,
  }),
  question: required(CONTENT_TEXT.question, CONTENT_LIMITS.question, CONTENT_TEXT.questionTooLong),
  answer: text(CONTENT_TEXT.answer, CONTENT_LIMITS.answer, CONTENT_TEXT.answerTooLong).min(1, {
    error: CONTENT_TEXT.answer,
  }),
});

export const reviewSchema = z.object({
  author: required(CONTENT_TEXT.author, CONTENT_LIMITS.author, CONTENT_TEXT.authorTooLong),
  text: text(CONTENT_TEXT.review, CONTENT_LIMITS.review, CONTENT_TEXT.reviewTooLong).min(1, {
    error: CONTENT_TEXT.review,
  }),
  rating: z
    .number({ error: CONTENT_TEXT.rating })
    .int({ error: CONTENT_TEXT.rating })
    .min(1, { error: CONTENT_TEXT.rating })
    .max(5, { error: CONTENT_TEXT.rating }),
});

/** One of her products, by id (a banner's or a look's picture; the save route checks it is hers). */
const productId = singleLine(CONTENT_TEXT.picture)
  .min(1, { error: CONTENT_TEXT.picture })
  .max(CONTENT_LIMITS.productId, { error: CONTENT_TEXT.picture })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: CONTENT_TEXT.picture });

/**
 * The home page's banner (docs/decisions/0233): her words, a button to the new arrivals, and the
 * main picture of one of her products (`picture`: its id; '' for none).
 */
export const homeBannerSchema = z.object({
  /** The short line above the title; '' for none. */
  eyebrow: singleLine(CONTENT_TEXT.eyebrowTooLong).max(CONTENT_LIMITS.eyebrow, {
    error: CONTENT_TEXT.eyebrowTooLong,
  }),
  title: required(CONTENT_TEXT.title, CONTENT_LIMITS.title, CONTENT_TEXT.titleTooLong),
  text: text(CONTENT_TEXT.bannerText, CONTENT_LIMITS.bannerText, CONTENT_TEXT.bannerTextTooLong),
  /** The button's words; it always leads to /new. */
  button: required(CONTENT_TEXT.button, CONTENT_LIMITS.button, CONTENT_TEXT.buttonTooLong),
  picture: z.union([productId, z.literal('')], { error: CONTENT_TEXT.picture }),
});

/**
 * A look's picture (docs/decisions/0236): the main picture of one of her products, or one of the
 * sample's drawings (only the sample's looks have one; the admin offers her products), or none.
 */
export const lookPictureSchema = z
  .union(
    [
      z.strictObject({ product: productId }),
      z.strictObject({
        drawing: z
          .int({ error: CONTENT_TEXT.picture })
          .min(1, { error: CONTENT_TEXT.picture })
          .max(CONTENT_LIMITS.lookDrawings, { error: CONTENT_TEXT.picture }),
      }),
    ],
    { error: CONTENT_TEXT.picture },
  )
  .nullable();

/** A look of the home page's marquee and of the looks gallery; it leads to its category. */
export const lookSchema = z.object({
  name: required(CONTENT_TEXT.lookName, CONTENT_LIMITS.lookName, CONTENT_TEXT.lookNameTooLong),
  /** Integer FCFA; 0 shows no price. */
  price: z
    .number({ error: CONTENT_TEXT.lookPrice })
    .int({ error: CONTENT_TEXT.lookPrice })
    .min(0, { error: CONTENT_TEXT.lookPrice })
    .max(CONTENT_LIMITS.lookPrice, { error: CONTENT_TEXT.lookPrice }),
  /** One of her categories' ids, checked against the database by the save route. */
  category: categoryIdSchema(CONTENT_TEXT.lookCategory),
  picture: lookPictureSchema,
});

const pageText = text(CONTENT_TEXT.textRequired, CONTENT_LIMITS.text, CONTENT_TEXT.textTooLong);

/** Each block's schema: the list blocks may be empty (no shop, no review is a valid shop). */
export const CONTENT_SCHEMAS = {
  shops: z.array(shopSchema).max(CONTENT_LIMITS.shops, { error: CONTENT_TEXT.tooManyShops }),
  faq: z.array(faqEntrySchema).max(CONTENT_LIMITS.faq, { error: CONTENT_TEXT.tooManyFaq }),
  reviews: z
    .array(reviewSchema)
    .max(CONTENT_LIMITS.reviews, { error: CONTENT_TEXT.tooManyReviews }),
  about: pageText,
  shipping: pageText,
  returns: pageText,
  home: homeBannerSchema,
  looks: z.array(lookSchema).max(CONTENT_LIMITS.looks, { error: CONTENT_TEXT.tooManyLooks }),
  /** The looks gallery's words under L'ESPRIT DE LA COLLECTION (docs/decisions/0242). */
  gallery: pageText,
  /**
   * The jobs she offers, on /careers (docs/decisions/0244): none in the samples, as no review is,
   * so that nobody applies for a job the shop never opened.
   */
  careers: pageText,
  /** What the shop does for a lasting fashion, on /sustainability (docs/decisions/0245). */
  sustainability: pageText,
  /** What the VIP programme gives its members, on /vip (docs/decisions/0246). */
  vip: pageText,
} as const;

export type ContentBlock = keyof typeof CONTENT_SCHEMAS;
export const CONTENT_BLOCKS = Object.keys(CONTENT_SCHEMAS) as ContentBlock[];

export type ShopInfo = z.output<typeof shopSchema>;
export type FaqEntry = z.output<typeof faqEntrySchema>;
export type Review = z.output<typeof reviewSchema>;
export type HomeBanner = z.output<typeof homeBannerSchema>;
export type ContentLook = z.output<typeof lookSchema>;
export type LookPicture = z.output<typeof lookPictureSchema>;
export type ShopContent = { [B in ContentBlock]: z.output<(typeof CONTENT_SCHEMAS)[B]> };

/** Labels for the admin and the history of changes. */
export const CONTENT_LABELS: Record<ContentBlock, string> = {
  shops: 'Boutiques',
  faq: 'Questions fréquentes',
  reviews: 'Avis clients',
  about: 'À propos',
  shipping: 'Livraison',
  returns: 'Retours',
  home: 'Accueil',
  looks: 'Looks',
  gallery: 'Galerie',
  careers: 'Carrières',
  sustainability: 'Durabilité',
  vip: 'Programme VIP',
};

/** The fields of a shop, a question and a review, for the admin's form and the history. */
export const CONTENT_FIELD_LABELS = {
  shops: {
    name: 'Nom',
    address: 'Adresse',
    hours: 'Horaires',
    phone: 'Téléphone',
    email: 'E-mail',
    mapUrl: 'Lien du plan',
    pickup: 'Retrait possible',
  },
  faq: { category: 'Catégorie', question: 'Question', answer: 'Réponse' },
  reviews: { author: 'Auteur', text: 'Avis', rating: 'Note (sur 5)' },
  home: {
    eyebrow: 'Petite ligne',
    title: 'Titre',
    text: 'Texte',
    button: 'Bouton',
    picture: 'Image',
  },
  looks: { name: 'Nom', price: 'Prix', category: 'Catégorie', picture: 'Image' },
} as const satisfies {
  shops: Record<keyof ShopInfo, string>;
  faq: Record<keyof FaqEntry, string>;
  reviews: Record<keyof Review, string>;
  home: Record<keyof HomeBanner, string>;
  looks: Record<keyof ContentLook, string>;
};

/**
 * What a shop shows before any content is saved or when a block cannot be read: nothing made up
 * (the banner, which must have a title and a button, only says where its button leads).
 */
export const EMPTY_CONTENT: ShopContent = {
  shops: [],
  faq: [],
  reviews: [],
  about: '',
  shipping: '',
  returns: '',
  home: { eyebrow: '', title: 'Nouveautés', text: '', button: 'Voir les nouveautés', picture: '' },
  looks: [],
  gallery: '',
  careers: '',
  sustainability: '',
  vip: '',
};

/** The shops where an order can be collected (docs/decisions/0206). */
export function pickupShops(content: Pick<ShopContent, 'shops'>): ShopInfo[] {
  return content.shops.filter((shop) => shop.pickup);
}
