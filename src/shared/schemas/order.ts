import { z } from './zod.ts';
import { SIZE_NAMES } from '../catalogue/types.ts';
import { DELIVERY_ZONE_IDS } from '../domain/delivery.ts';
import { QUANTITY_MIN } from '../domain/cart.ts';
import { MAX_ORDER_LINES, ORDER_LIMIT_MESSAGES, ORDER_LINE_UNITS_MAX } from '../domain/orders.ts';
import { multiLine, singleLine } from './text.ts';
import { promoCodeField } from './promo.ts';

/** Checkout form limits (SPEC §5), shared by the dialog and POST /api/orders. */
export const CHECKOUT_LIMITS = {
  fullName: { min: 3, max: 100 },
  address: { min: 5, max: 300 },
  instructions: { max: 500 },
} as const;

export const PHONE_MESSAGE = 'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)';
export const MISSING_NAME_OR_PHONE = 'Nom ou numéro de téléphone manquant';

/** Spaces, dots and dashes people type between digit groups. */
function compactPhone(value: string): string {
  return value.replace(/[\s.\-()]/g, '');
}

/** An optional 0, 00225 or +225 prefix, then at least 8 digits (SPEC §5); at most 15 digits in all. */
const PHONE_PATTERN = /^(?:\+225|00225|0)?\d{8,15}$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(compactPhone(value));
}

/**
 * Digits that identify a phone whatever way it was typed: "+225 07 01 02 03 04",
 * "00225 0701020304" and "07 01 02 03 04" give the same key (used by order tracking).
 */
export function phoneKey(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('00225')) digits = digits.slice(5);
  else if (digits.startsWith('225') && digits.length > 10) digits = digits.slice(3);
  return digits.replace(/^0+/, '');
}

export const customerSchema = z.object(
  {
    fullName: singleLine('Le nom complet est requis')
      .min(CHECKOUT_LIMITS.fullName.min, {
        error: 'Le nom complet doit contenir au moins 3 caractères',
      })
      .max(CHECKOUT_LIMITS.fullName.max, {
        error: 'Le nom complet ne peut pas dépasser 100 caractères',
      }),
    phone: singleLine(PHONE_MESSAGE).refine(isValidPhone, { error: PHONE_MESSAGE }),
    address: multiLine("L'adresse est requise")
      .min(CHECKOUT_LIMITS.address.min, {
        error: "L'adresse doit contenir au moins 5 caractères",
      })
      .max(CHECKOUT_LIMITS.address.max, {
        error: "L'adresse ne peut pas dépasser 300 caractères",
      }),
    instructions: multiLine('Les instructions doivent être un texte')
      .max(CHECKOUT_LIMITS.instructions.max, {
        error: 'Les instructions ne peuvent pas dépasser 500 caractères',
      })
      .optional()
      // An empty notes field is "no notes".
      .transform((value) => (value ? value : undefined)),
  },
  { error: 'Les coordonnées de livraison sont incomplètes' },
);

export const deliverySchema = z.object(
  {
    zone: z.enum(DELIVERY_ZONE_IDS, { error: 'Veuillez choisir une zone de livraison' }),
  },
  { error: 'Veuillez choisir une zone de livraison' },
);

export const orderLineSchema = z.object(
  {
    productId: z
      .string({ error: 'Produit inconnu' })
      .min(1, { error: 'Produit inconnu' })
      .max(100, { error: 'Produit inconnu' }),
    size: z.enum(SIZE_NAMES, { error: 'Taille inconnue' }),
    quantity: z
      .number({ error: 'La quantité doit être un nombre entier' })
      .int({ error: 'La quantité doit être un nombre entier' })
      .min(QUANTITY_MIN, { error: ORDER_LIMIT_MESSAGES.line })
      .max(ORDER_LINE_UNITS_MAX, { error: ORDER_LIMIT_MESSAGES.line }),
  },
  { error: 'Article de panier invalide' },
);

/** Body of POST /api/orders (DESIGN §10). Prices and totals are never sent: the server computes them. */
export const orderRequestSchema = z.object(
  {
    items: z
      .array(orderLineSchema, { error: 'Votre panier est vide' })
      .min(1, { error: 'Votre panier est vide' })
      .max(MAX_ORDER_LINES, {
        error: `Une commande ne peut pas dépasser ${MAX_ORDER_LINES} articles différents`,
      }),
    customer: customerSchema,
    delivery: deliverySchema,
    /** A welcome code (SPEC §5 'Promo form'); the server alone checks it and prices it. */
    promoCode: promoCodeField.optional(),
  },
  { error: 'La commande est incomplète' },
);

export type OrderRequest = z.output<typeof orderRequestSchema>;
export type OrderRequestInput = z.input<typeof orderRequestSchema>;
export type CustomerInput = z.input<typeof customerSchema>;

export const ORDER_FAILURE_MESSAGE =
  "Une erreur est survenue lors de l'enregistrement de votre commande. Veuillez réessayer.";

/** Body of POST /api/orders/track. */
export const trackOrderSchema = z.object(
  {
    reference: singleLine('Veuillez entrer la référence de votre commande')
      .min(1, { error: 'Veuillez entrer la référence de votre commande' })
      .max(20, { error: 'Référence de commande invalide' })
      .transform((value) => value.toUpperCase().replace(/\s+/g, '')),
    phone: singleLine(PHONE_MESSAGE).refine(isValidPhone, { error: PHONE_MESSAGE }),
  },
  { error: 'Veuillez entrer la référence et le téléphone de la commande' },
);
