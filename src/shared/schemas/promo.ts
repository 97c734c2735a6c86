import { z } from './zod.ts';
import { emailAddress } from './text.ts';

/** The welcome-code form's messages, shared by the Promotion tab and POST /api/promo. */
export const PROMO_MESSAGES = {
  emailRequired: 'Veuillez entrer votre email',
  emailInvalid: 'Veuillez entrer une adresse email valide',
  termsRequired: "Veuillez accepter les conditions d'utilisation",
  codeUnknown: 'Ce code promo n’existe pas. Vérifiez-le dans votre e-mail.',
  codeUsed: 'Ce code promo a déjà été utilisé.',
  /** The owner's own codes (docs/decisions/0191). */
  codeOver: 'Ce code n’est plus valable.',
  codeNotYet: 'Ce code n’est pas encore valable.',
  codeUsedByPhone: 'Code déjà utilisé avec ce numéro de téléphone.',
  minimum: (amount: string) => `À partir de ${amount} d’achats (hors livraison).`,
  category: (name: string) => `Ce code ne s’applique qu’aux articles de la catégorie « ${name} ».`,
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

const WELCOME_CODE = new RegExp(`^${PROMO_PREFIX}[${PROMO_ALPHABET}]{${PROMO_RANDOM_LENGTH}}$`);

/** The welcome code of a typed code, its prefix added when left out; undefined if it is none. */
export function welcomeCodeOf(code: string): string | undefined {
  const full = code.startsWith(PROMO_PREFIX) ? code : `${PROMO_PREFIX}${code}`;
  return WELCOME_CODE.test(full) ? full : undefined;
}

/** The owner's codes and every code typed at checkout: letters, digits and dashes. */
export const PROMO_CODE_SHAPE = /^[A-Z0-9-]{3,40}$/;

/**
 * A code as typed at checkout: spaces dropped, upper-cased. Empty is "no code". Checked for shape
 * only here; the server alone says whether it is the owner's code (docs/decisions/0191) or a
 * welcome code (whose prefix may be left out), and whether it still applies.
 */
export const promoCodeField = z
  .string({ error: PROMO_MESSAGES.codeUnknown })
  .max(40, { error: PROMO_MESSAGES.codeUnknown })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.string().regex(PROMO_CODE_SHAPE, { error: PROMO_MESSAGES.codeUnknown }).optional());
