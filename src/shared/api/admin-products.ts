import { colourName } from './admin-colours.ts';
import { categoryIdSchema } from './admin-categories.ts';
import { PRODUCT_STATUSES, type GarmentKind, type PrintKind } from '../catalogue/types.ts';
import { multiLine, singleLine } from '../schemas/text.ts';
import { sizeLabel } from '../schemas/size.ts';
import { SHOP_SIZES_MAX } from '../catalogue/sizes.ts';
import { z } from '../schemas/zod.ts';

/** The Produits tab's management (ADR 0135): what it says and refuses. */
export const PRODUCT_TEXT = {
  saved: 'Produit enregistré',
  savedDetail: 'La boutique affiche les changements dans quelques secondes.',
  created: 'Produit créé (brouillon)',
  duplicated: 'Produit dupliqué (brouillon)',
  unchanged: 'Aucun changement à enregistrer',
  stale: 'Ce produit a été modifié entre-temps',
  staleDetail:
    'Les valeurs actuelles ont été rechargées : vérifiez-les puis enregistrez à nouveau.',
  notFound: 'Produit introuvable',
  nameRequired: 'Le nom du produit est requis',
  nameTooLong: 'Le nom ne peut pas dépasser 80 caractères',
  descriptionRequired: 'La description est requise',
  descriptionTooLong: 'La description ne peut pas dépasser 1 000 caractères',
  price: 'Prix : un montant entier en FCFA, entre 100 et 10 000 000',
  oldPrice: 'Ancien prix : un montant entier en FCFA, supérieur au prix',
  sizes: 'Choisissez au moins une taille',
  category: 'Choisissez une catégorie',
  direction: 'Sens inconnu : monter ou descendre',
  moved: 'Ordre enregistré',
} as const;

export const STATUS_LABELS = {
  draft: 'Brouillon',
  published: 'En ligne',
  archived: 'Archivé',
} as const;

export const PRODUCT_FIELD_LABELS = {
  name: 'Nom',
  description: 'Description',
  category: 'Catégorie',
  price: 'Prix (FCFA)',
  oldPrice: 'Ancien prix (FCFA)',
  isNew: 'Badge « Nouveau »',
  isLimited: 'Badge « Édition limitée »',
  sizes: 'Tailles proposées',
  colour: 'Couleur',
  status: 'Statut',
} as const;

export type ProductField = keyof typeof PRODUCT_FIELD_LABELS;
export const PRODUCT_FIELDS = Object.keys(PRODUCT_FIELD_LABELS) as ProductField[];

/** A category slug; the server checks it is one of the shop's listings (docs/decisions/0222). */
const productCategory = categoryIdSchema(PRODUCT_TEXT.category);

/** Garments and prints the drawing of a new product can take, until its photos replace it. */
export const GARMENT_LABELS: Record<GarmentKind, string> = {
  tshirt: 'T-shirt',
  hoodie: 'Sweat à capuche',
  sweater: 'Pull',
  set: 'Ensemble',
  shorts: 'Short',
  top: 'Top',
  'crop-top': 'Crop top',
};
export const PRINT_LABELS: Record<PrintKind, string> = {
  plain: 'Uni',
  stripes: 'Rayures',
  wax: 'Wax',
  logo: 'Logo LAGUNE',
  wave: 'Vagues',
  palm: 'Palmier',
  sun: 'Soleil',
  kente: 'Kente',
  graphic: 'Graphique',
};

/** The highest price a product may have, in FCFA (a slipped finger's extra zeros are refused). */
export const PRODUCT_PRICE_MAX = 10_000_000;

const price = z
  .number({ error: PRODUCT_TEXT.price })
  .int({ error: PRODUCT_TEXT.price })
  .min(100, { error: PRODUCT_TEXT.price })
  .max(PRODUCT_PRICE_MAX, { error: PRODUCT_TEXT.price });

/** What the owner edits of a product; the same rules in the form and on the server. */
export const productInputSchema = z
  .object({
    name: singleLine(PRODUCT_TEXT.nameRequired)
      .min(1, { error: PRODUCT_TEXT.nameRequired })
      .max(80, { error: PRODUCT_TEXT.nameTooLong }),
    description: multiLine(PRODUCT_TEXT.descriptionRequired)
      .min(1, { error: PRODUCT_TEXT.descriptionRequired })
      .max(1000, { error: PRODUCT_TEXT.descriptionTooLong }),
    category: productCategory,
    price,
    oldPrice: z
      .number({ error: PRODUCT_TEXT.oldPrice })
      .int({ error: PRODUCT_TEXT.oldPrice })
      .max(PRODUCT_PRICE_MAX, { error: PRODUCT_TEXT.oldPrice })
      .nullable(),
    isNew: z.boolean(),
    isLimited: z.boolean(),
    sizes: z
      .array(sizeLabel(), { error: PRODUCT_TEXT.sizes })
      .min(1, { error: PRODUCT_TEXT.sizes })
      .max(SHOP_SIZES_MAX, { error: PRODUCT_TEXT.sizes })
      .refine((sizes) => new Set(sizes).size === sizes.length, { error: PRODUCT_TEXT.sizes }),
    /**
     * Its main fabric's colour, a name of the shop's list (docs/decisions/0225); left out, it stays
     * as it is (a product whose shade her list no longer names has none to send).
     */
    colour: colourName().optional(),
    status: z.enum(PRODUCT_STATUSES),
  })
  .refine((p) => p.oldPrice === null || p.oldPrice > p.price, {
    error: PRODUCT_TEXT.oldPrice,
    path: ['oldPrice'],
  });
export type ProductInput = z.infer<typeof productInputSchema>;

/** PUT /api/admin/products/:id: the values and the version they were edited from. */
export const productSaveSchema = z.object({
  product: productInputSchema,
  version: z.number().int().min(1),
});

/** POST /api/admin/products: a new product, created as a draft with a drawing until photos come. */
export const productCreateSchema = z.object({
  name: productInputSchema.shape.name,
  category: productCategory,
  price,
  garment: z.enum(Object.keys(GARMENT_LABELS) as [GarmentKind, ...GarmentKind[]]),
  /** A colour of the shop's list, by its name (docs/decisions/0225); the server checks it is. */
  colour: colourName(),
  print: z.enum(Object.keys(PRINT_LABELS) as [PrintKind, ...PrintKind[]]),
});
export type ProductCreate = z.infer<typeof productCreateSchema>;

export { PREVIEW_PARAM, PREVIEW_TEXT, previewUrl } from '../catalogue/preview.ts';

/**
 * POST /api/admin/products/:id/move: one place up or down within its category's listing, or
 * straight to a place (1 is the first; past the end, the last), which a drag does in one request.
 */
export const productMoveSchema = z
  .object({
    direction: z.enum(['up', 'down'], { error: PRODUCT_TEXT.direction }).optional(),
    to: z
      .int({ error: PRODUCT_TEXT.direction })
      .min(1, { error: PRODUCT_TEXT.direction })
      .optional(),
  })
  .refine((move) => (move.direction === undefined) !== (move.to === undefined), {
    error: PRODUCT_TEXT.direction,
    path: ['direction'],
  });
export type ProductMove = z.infer<typeof productMoveSchema>;

/** The answer of a move: the category's products in their new order (ids, first shown first). */
export const productOrderSchema = z.object({
  category: z.string(),
  order: z.array(z.string()),
});
export type ProductOrder = z.infer<typeof productOrderSchema>;

const changeSchema = z.object({
  at: z.string(),
  actorEmail: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});

/** GET /api/admin/products/:id (and the answer of a save or a creation). */
export const adminProductSchema = z.object({
  id: z.string(),
  product: z.object({
    name: z.string(),
    description: z.string(),
    category: z.string(),
    price: z.number().int(),
    oldPrice: z.number().int().nullable(),
    isNew: z.boolean(),
    isLimited: z.boolean(),
    sizes: z.array(z.string()),
    /** Its colour's name in the shop's list; absent when her list has no colour of its shade. */
    colour: z.string().optional(),
    status: z.enum(PRODUCT_STATUSES),
  }),
  version: z.number().int(),
  image: z.string(),
  /** The storefront's page of the product (answers 404 while a draft, 410 once archived). */
  url: z.string(),
  history: z.array(changeSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
