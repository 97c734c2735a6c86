import { z } from './zod.ts';
import { emailAddress } from './text.ts';

/** The welcome-code form's messages, shared by the Promotion tab and POST /api/promo. */
export const PROMO_MESSAGES = {
  emailRequired: 'Veuillez entrer votre email',
  emailInvalid: 'Veuillez entrer une adresse email valide',
  termsRequired: "Veuillez accepter les conditions d'utilisation",
  codeUnknown: 'Ce code promo n’existe pas. Vérifiez-le dans votre e-mail.',
  codeUsed: 'Ce code promo a déjà été utilisé.',
} as const;

/** The rule the Promotion tab states (docs/decisions/0103), enforced by the server. */
export const PROMO_RULE =
  'Un seul code par personne : une adresse e-mail (même écrite autrement, avec un « + » ou des points) reçoit toujours le même code, et un numéro de téléphone ne profite qu’une fois de la réduction de bienvenue.';

/** The welcome offer: 10 % off the subtotal of a first order. */
export const PROMO_PERCENT = 10;
/** What a code starts with: `BIENVENUE-7K3P`. */
export const PROMO_PREFIX = 'BIENVENUE-';
/** Characters of the random part: no 0/O, 1/I/L look-alikes. */
export const PROMO_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PROMO_RANDOM_LENGTH = 6;

/** 10 % of the subtotal, whole FCFA rounded down (the shopper never pays a fraction). */
export function promoDiscount(subtotal: number): number {
  return Math.floor((subtotal * PROMO_PERCENT) / 100);
}

/** Body of POST /api/promo. */
export const promoRequestSchema = z.object(
  {
    email: z
      .string({ error: PROMO_MESSAGES.emailRequired })
      .trim()
      .min(1, { error: PROMO_MESSAGES.emailRequired })
      .pipe(emailAddress(PROMO_MESSAGES.emailInvalid))
      // Compared in lower case: one code per address however it is typed.
      .transform((value) => value.toLowerCase()),
    acceptTerms: z.literal(true, { error: PROMO_MESSAGES.termsRequired }),
  },
  { error: PROMO_MESSAGES.emailRequired },
);

export type PromoRequest = z.output<typeof promoRequestSchema>;

/**
 * A code as typed at checkout: spaces dropped, upper-cased; the prefix may be left out. Empty is
 * "no code". Checked for shape only here; the server alone says whether it exists and is unused.
 */
export const promoCodeField = z
  .string({ error: PROMO_MESSAGES.codeUnknown })
  .max(40, { error: PROMO_MESSAGES.codeUnknown })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .transform((value) =>
    value === '' ? undefined : value.startsWith(PROMO_PREFIX) ? value : `${PROMO_PREFIX}${value}`,
  )
  .pipe(
    z
      .string()
      .regex(new RegExp(`^${PROMO_PREFIX}[${PROMO_ALPHABET}]{${PROMO_RANDOM_LENGTH}}$`), {
        error: PROMO_MESSAGES.codeUnknown,
      })
      .optional(),
  );
