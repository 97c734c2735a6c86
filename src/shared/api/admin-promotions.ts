import { categoryIdSchema } from './admin-categories.ts';
import { PROMO_CODE_SHAPE, welcomeCodeOf } from '../schemas/promo.ts';
import { z } from '../schemas/zod.ts';

/** The owner's promo codes in the admin, 'Promotions' (docs/decisions/0191). */
export const PROMOTION_TEXT = {
  codeShape: 'Le code : 3 à 30 lettres, chiffres ou tirets (ex. TABASKI10).',
  codeLikeWelcome:
    'Ce code ressemble à un code de bienvenue : ajoutez une lettre, un chiffre ou un tiret.',
  codeTaken: 'Ce code existe déjà : choisissez-en un autre.',
  percent: 'Le pourcentage : un nombre entier de 1 à 100.',
  amount: 'Le montant : un nombre entier de FCFA, au moins 1.',
  whole: 'Un nombre entier, 0 ou plus.',
  limit: 'Une limite : un nombre entier, au moins 1 (vide : sans limite).',
  date: 'Une date au format AAAA-MM-JJ.',
  endBeforeStart: 'La date de fin doit suivre la date de début.',
  notFound: 'Ce code n’existe pas.',
  category: 'Choisissez une catégorie de la boutique, ou toute la boutique.',
} as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: PROMOTION_TEXT.date })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: PROMOTION_TEXT.date,
  });
const limit = z
  .number({ error: PROMOTION_TEXT.limit })
  .int({ error: PROMOTION_TEXT.limit })
  .min(1, {
    error: PROMOTION_TEXT.limit,
  });

/** Body of POST /api/admin/promotions. Dates are whole days, Abidjan time (UTC). */
export const promotionCreateSchema = z
  .object({
    code: z
      .string({ error: PROMOTION_TEXT.codeShape })
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .max(30, { error: PROMOTION_TEXT.codeShape })
          .regex(PROMO_CODE_SHAPE, { error: PROMOTION_TEXT.codeShape })
          // A welcome code's shape would be read as a welcome code at checkout.
          .refine((code) => !welcomeCodeOf(code), { error: PROMOTION_TEXT.codeLikeWelcome }),
      ),
    discount: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('percent'),
        value: z
          .number({ error: PROMOTION_TEXT.percent })
          .int({ error: PROMOTION_TEXT.percent })
          .min(1, { error: PROMOTION_TEXT.percent })
          .max(100, { error: PROMOTION_TEXT.percent }),
      }),
      z.object({
        kind: z.literal('amount'),
        value: z
          .number({ error: PROMOTION_TEXT.amount })
          .int({ error: PROMOTION_TEXT.amount })
          .min(1, { error: PROMOTION_TEXT.amount }),
      }),
    ]),
    minSubtotal: z
      .number({ error: PROMOTION_TEXT.whole })
      .int({ error: PROMOTION_TEXT.whole })
      .min(0, { error: PROMOTION_TEXT.whole })
      .default(0),
    startsOn: day.nullable().default(null),
    endsOn: day.nullable().default(null),
    /** One of her listings (not the gallery of looks), checked against hers by the server. */
    category: categoryIdSchema(PROMOTION_TEXT.category).nullable().default(null),
    perCustomer: limit.nullable().default(null),
    totalLimit: limit.nullable().default(null),
  })
  .refine((p) => !p.startsOn || !p.endsOn || p.endsOn >= p.startsOn, {
    error: PROMOTION_TEXT.endBeforeStart,
    path: ['endsOn'],
  });
export type PromotionCreate = z.input<typeof promotionCreateSchema>;

export const promotionSchema = z.object({
  code: z.string(),
  percent: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  minSubtotal: z.number().int(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  category: z.string().nullable(),
  perCustomer: z.number().int().nullable(),
  totalLimit: z.number().int().nullable(),
  active: z.boolean(),
  /** Orders that used it, cancelled ones left out (what the limits count). */
  uses: z.number().int(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsSchema = z.object({ promotions: z.array(promotionSchema) });
export const promotionCodeParamsSchema = z.object({ code: z.string().max(40) });
