import { z } from './zod.ts';
import { sizeLabel } from './size.ts';
import { ORDER_ZONE_IDS } from '../domain/delivery.ts';
import { QUANTITY_MIN } from '../domain/cart.ts';
import { CART_MAX_LINES } from '../domain/cart.ts';
import { ORDER_LIMIT_MESSAGES, ORDER_LINE_UNITS_MAX } from '../domain/orders.ts';
import { multiLine, singleLine } from './text.ts';
import { promoCodeField } from './promo.ts';
import { normalisePhone, PHONE_MESSAGE, phoneProblem } from './phone.ts';

/** Checkout form limits, shared by the dialog and POST /api/orders. */
export const CHECKOUT_LIMITS = {
  fullName: { min: 3, max: 100 },
  address: { min: 5, max: 300 },
  instructions: { max: 500 },
} as const;

export { isValidPhone, PHONE_MESSAGE, phoneKey } from './phone.ts';
export const MISSING_NAME_OR_PHONE = 'Nom ou numéro de téléphone manquant';

/**
 * A phone field: the spec's Ivorian rule, or an international number in E.164 form with a message
 * that says what is wrong (ADR 0118); kept in its normalised spelling.
 */
export const phoneField = () =>
  singleLine(PHONE_MESSAGE)
    .check((ctx) => {
      const problem = phoneProblem(ctx.value);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    })
    .transform(normalisePhone);

export const ADDRESS_MESSAGES = {
  required: "L'adresse est requise",
  tooShort: "L'adresse doit contenir au moins 5 caractères",
} as const;

export const customerSchema = z.object(
  {
    fullName: singleLine('Le nom complet est requis')
      .min(CHECKOUT_LIMITS.fullName.min, {
        error: 'Le nom complet doit contenir au moins 3 caractères',
      })
      .max(CHECKOUT_LIMITS.fullName.max, {
        error: 'Le nom complet ne peut pas dépasser 100 caractères',
      }),
    phone: phoneField(),
    /** Required for delivery, none for pick-up: `requireAddressForDelivery` says which. */
    address: multiLine(ADDRESS_MESSAGES.required)
      .max(CHECKOUT_LIMITS.address.max, {
        error: "L'adresse ne peut pas dépasser 300 caractères",
      })
      .optional(),
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
    zone: z.enum(ORDER_ZONE_IDS, { error: 'Veuillez choisir une zone de livraison' }),
    /** With zone 'pickup': the name of the shop chosen (docs/decisions/0206). */
    pickupShop: singleLine('Veuillez choisir la boutique de retrait').max(200).optional(),
  },
  { error: 'Veuillez choisir une zone de livraison' },
);

export const orderLineSchema = z.object(
  {
    productId: z
      .string({ error: 'Produit inconnu' })
      .min(1, { error: 'Produit inconnu' })
      .max(100, { error: 'Produit inconnu' }),
    size: sizeLabel(),
    quantity: z
      .number({ error: 'La quantité doit être un nombre entier' })
      .int({ error: 'La quantité doit être un nombre entier' })
      .min(QUANTITY_MIN, { error: ORDER_LIMIT_MESSAGES.line })
      .max(ORDER_LINE_UNITS_MAX, { error: ORDER_LIMIT_MESSAGES.line }),
  },
  { error: 'Article de panier invalide' },
);

/**
 * A delivered order needs the home address, a pick-up order none (docs/decisions/0221): the
 * address's check of the order's body, the admin's and the checkout form's (`path` of the field).
 */
export function addressProblem(zone: string | undefined, address: string | undefined) {
  if (zone === 'pickup') return null;
  if (!address) return ADDRESS_MESSAGES.required;
  return address.length < CHECKOUT_LIMITS.address.min ? ADDRESS_MESSAGES.tooShort : null;
}

const orderRequestShape = z.object(
  {
    items: z
      .array(orderLineSchema, { error: 'Votre panier est vide' })
      .min(1, { error: 'Votre panier est vide' })
      .max(CART_MAX_LINES, {
        error: `Une commande ne peut pas dépasser ${CART_MAX_LINES} articles différents`,
      }),
    customer: customerSchema,
    delivery: deliverySchema,
    /** A welcome code (ADR 0055); the server alone checks it and prices it. */
    promoCode: promoCodeField.optional(),
  },
  { error: 'La commande est incomplète' },
);

/**
 * `addressProblem` as checks of a form or body whose zone and address `read` finds, on the
 * address's `path`. Run even when another field is wrong, so every message shows at once.
 */
export function requireAddressForDelivery<S extends z.ZodType>(
  schema: S,
  read: (value: z.output<S>) => { zone?: string; address?: string },
  path: string[],
): S {
  const when = (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null;
  const says = (message: string) => (value: z.output<S>) => {
    const { zone, address } = read(value);
    return addressProblem(zone, typeof address === 'string' ? address : undefined) !== message;
  };
  return Object.values(ADDRESS_MESSAGES).reduce<S>(
    (checked, message) => checked.refine(says(message), { error: message, path, when }) as S,
    schema,
  );
}

const addressOfOrder = (value: {
  customer?: { address?: string };
  delivery?: { zone?: string };
}) => ({ zone: value.delivery?.zone, address: value.customer?.address });

/** Body of POST /api/orders. Prices and totals are never sent: the server computes them. */
export const orderRequestSchema = requireAddressForDelivery(orderRequestShape, addressOfOrder, [
  'customer',
  'address',
]);
/** The same without a promo code: the admin's 'Nouvelle commande' (docs/decisions/0198). */
export const orderRequestWithoutPromoSchema = requireAddressForDelivery(
  orderRequestShape.omit({ promoCode: true }),
  addressOfOrder,
  ['customer', 'address'],
);

export type OrderRequest = z.output<typeof orderRequestSchema>;
export type OrderRequestInput = z.input<typeof orderRequestSchema>;
export type CustomerInput = z.input<typeof customerSchema>;

export const ORDER_FAILURE_MESSAGE =
  "Une erreur est survenue lors de l'enregistrement de votre commande. Veuillez réessayer.";

/**
 * A reference as the shopper may type it, read back from an SMS or a Wave note: any case, spaces,
 * the dash left out or typed as another dash, or only its 6 characters → `LG-XXXXXX`. Anything
 * else is kept (uppercased, without spaces) and simply finds no order.
 */
export function normalizeReference(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s\p{Pd}_.]+/gu, '');
  // The 6 characters never contain an L (nor 0, O, 1, I), so 'LG' + 6 is always the prefix.
  if (/^LG[A-Z0-9]{6}$/.test(compact)) return `LG-${compact.slice(2)}`;
  if (/^[A-Z0-9]{6}$/.test(compact)) return `LG-${compact}`;
  return typed.toUpperCase().replace(/\s+/g, '');
}

/** Body of POST /api/orders/track. */
export const trackOrderSchema = z.object(
  {
    reference: singleLine('Veuillez entrer la référence de votre commande')
      .min(1, { error: 'Veuillez entrer la référence de votre commande' })
      .max(20, { error: 'Référence de commande invalide' })
      .transform(normalizeReference),
    phone: phoneField(),
  },
  { error: 'Veuillez entrer la référence et le téléphone de la commande' },
);
