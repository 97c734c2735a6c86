import { singleLine } from '../schemas/text.ts';
import { z } from '../schemas/zod.ts';

export {
  PHOTO_EXTENSIONS,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoFormat,
} from '../media/photo-sources.ts';

/**
 * Product photos uploaded from the owner's phone (docs/decisions/0138, 0139):
 * the limits the server applies, what it says when it refuses, and the shapes of the admin API.
 */
export const PHOTO_LIMITS = {
  /** Bytes of one upload: a 48 MP phone JPEG is ~12 MB; anything past this is not a photo. */
  maxBytes: 15 * 1024 * 1024,
  /** Decoded pixels (width × height), checked from the header before any decoding. */
  maxPixels: 40_000_000,
  /** Narrowest photo accepted: the smallest width pages ask for. */
  minWidth: 320,
  /** Longest side over shortest: beyond, not a product photo (and past what AVIF encodes). */
  maxAspect: 4,
  /** Photos per product. */
  maxPerProduct: 12,
  /** Characters of an alt text. */
  maxAltLength: 200,
} as const;

export const PHOTO_TEXT = {
  notAnImage:
    'Ce fichier n’est pas une photo JPEG, PNG ou WebP (son contenu a été vérifié, pas seulement son nom).',
  unsupportedFormat: 'Format non pris en charge : envoyez une photo JPEG, PNG ou WebP.',
  heicUnsupported: 'Format HEIC non pris en charge : enregistrez la photo en JPEG.',
  tooLarge: 'La photo dépasse 15 Mo : envoyez une version plus légère.',
  tooManyPixels:
    'La photo dépasse 40 mégapixels : réduisez sa taille avant de l’envoyer (par exemple en la recadrant).',
  tooElongated:
    'La photo est trop allongée : recadrez-la pour qu’un côté fasse au plus 4 fois l’autre.',
  tooSmall: 'La photo est trop petite : il faut au moins 320 pixels de large.',
  unreadable: 'La photo est illisible ou endommagée : essayez un autre fichier.',
  empty: 'Aucune photo reçue : choisissez un fichier.',
  wrongBody: 'Envoyez la photo elle-même (un fichier JPEG, PNG ou WebP), pas un formulaire.',
  productNotFound: 'Produit introuvable.',
  photoNotFound: 'Photo introuvable.',
  duplicate: 'Cette photo est déjà dans la fiche du produit.',
  tooMany: 'Un produit compte au plus 12 photos : supprimez-en une avant d’en ajouter.',
  staleList:
    'La liste des photos a changé entre-temps : elle a été rechargée, vérifiez-la puis enregistrez à nouveau.',
  altTooLong: 'La description de la photo ne peut pas dépasser 200 caractères.',
  altNotText: 'La description de la photo doit être un texte.',
  rateLimited: 'Trop de photos envoyées en peu de temps. Patientez quelques minutes.',
  uploaded: 'Photo ajoutée',
  saved: 'Photos enregistrées',
  deleted: 'Photo supprimée',
} as const;

export const productPhotosParamsSchema = z.object({
  productId: z.string().min(1).max(120),
});

export const productPhotoParamsSchema = productPhotosParamsSchema.extend({
  photoId: z.uuid({ error: PHOTO_TEXT.photoNotFound }),
});

/** One photo as the admin and the pages see it; its variants are under `/media/photos/`. */
export const productPhotoSchema = z.object({
  id: z.string(),
  hash: z.string(),
  /** 0 is the main photo. */
  position: z.number().int(),
  alt: z.string(),
  /** The original's size after orientation. */
  width: z.number().int(),
  height: z.number().int(),
  /** Widths served, ascending, in every format. */
  widths: z.array(z.number().int()),
  /** Bytes per variant, `<format>-<width>` → size (the admin shows what a phone loads). */
  bytes: z.record(z.string(), z.number().int()),
});

export type ProductPhoto = z.infer<typeof productPhotoSchema>;

export const productPhotosSchema = z.object({
  photos: z.array(productPhotoSchema),
  /** Whether this server decodes HEIC (the file picker offers it only then). */
  heic: z.boolean(),
});

export type ProductPhotos = z.infer<typeof productPhotosSchema>;

/** POST …/photos answers 201 with the product's photos and the id of the one added. */
export const productPhotoUploadedSchema = productPhotosSchema.extend({ added: z.string() });

export type ProductPhotoUploaded = z.infer<typeof productPhotoUploadedSchema>;

/**
 * PUT /api/admin/products/:productId/photos: every photo of the product, in its new order (the
 * first is the main photo), each with its alt text. A list that is not exactly the product's
 * photos answers 409: someone added or deleted one meanwhile.
 */
export const productPhotosSaveSchema = z.object({
  photos: z
    .array(
      z.object({
        id: z.uuid({ error: PHOTO_TEXT.photoNotFound }),
        alt: singleLine(PHOTO_TEXT.altNotText)
          .max(PHOTO_LIMITS.maxAltLength, { error: PHOTO_TEXT.altTooLong })
          .default(''),
      }),
    )
    .max(PHOTO_LIMITS.maxPerProduct, { error: PHOTO_TEXT.tooMany }),
});

export type ProductPhotosSave = z.input<typeof productPhotosSaveSchema>;
