import { isSupportedCountry } from 'libphonenumber-js/min';
import { isWavePaymentLink } from '../config/shop-settings-env.ts';
import type { ShopSettings } from '../config/shop-settings.ts';
import { DELIVERY_ZONES, DELIVERY_ZONE_IDS, type DeliveryZoneId } from '../domain/delivery.ts';
import { reauthSchema } from '../schemas/auth.ts';
import { phoneField } from '../schemas/order.ts';
import { emailAddress, singleLine } from '../schemas/text.ts';
import { z } from '../schemas/zod.ts';

/** Upper bounds that catch a slipped finger (an extra zero or three), far above any real fee. */
export const SETTINGS_LIMITS = {
  deliveryFee: 500_000,
  freeDeliveryThreshold: 10_000_000,
  announcement: 140,
  wavePaymentLink: 300,
  lowStockThreshold: 1_000,
  smsCountries: 250,
} as const;

/** The admin's Paramètres tab (ADR 0134): what it says and refuses. */
export const SETTINGS_TEXT = {
  saved: 'Paramètres enregistrés',
  savedDetail: 'La boutique affiche les nouvelles valeurs dans quelques secondes.',
  unchanged: 'Aucun changement à enregistrer',
  stale: 'Ces paramètres ont été modifiés entre-temps',
  staleDetail:
    'Les valeurs actuelles ont été rechargées : vérifiez-les puis enregistrez à nouveau.',
  nameRequired: 'Le nom de la boutique est requis',
  nameTooLong: 'Le nom de la boutique ne peut pas dépasser 60 caractères',
  emailInvalid: 'Veuillez entrer une adresse e-mail valide',
  feeInvalid: 'Frais de livraison : un montant entier en FCFA.',
  feeTooHigh: 'Frais de livraison : 500 000 FCFA au plus.',
  thresholdInvalid: 'Seuil de livraison offerte : un montant entier en FCFA.',
  thresholdTooHigh: 'Seuil de livraison offerte : 10 000 000 FCFA au plus.',
  announcementRequired: 'Le texte du bandeau d’annonce est requis',
  announcementTooLong: 'Le texte du bandeau d’annonce ne peut pas dépasser 140 caractères',
  waveLinkInvalid:
    'Le lien de paiement Wave doit être une adresse https de Wave (par exemple https://pay.wave.com/m/…)',
  waveLinkTooLong: 'Le lien de paiement Wave ne peut pas dépasser 300 caractères',
  lowStockInvalid: 'Seuil de stock bas : un nombre entier d’unités, de 0 à 1 000.',
  smsCountryUnknown: (code: string) =>
    `Pays où envoyer des SMS : « ${code} » n’est pas un code de pays connu (deux lettres, par exemple CI, GH, SN).`,
  smsCountriesInvalid:
    'Pays où envoyer des SMS : des codes de pays à deux lettres séparés par des virgules (par exemple CI, GH, SN).',
  reauthRequired:
    'Pour changer le numéro Wave, le numéro WhatsApp ou le lien de paiement, confirmez qu’il s’agit bien de vous : mot de passe ou code de vérification.',
} as const;

/** A delivery setting's key in the form, the errors and the history: `deliveryFees.abidjan`. */
export type DeliveryFeeField = `deliveryFees.${DeliveryZoneId}`;

export const DELIVERY_FEE_FIELDS = DELIVERY_ZONE_IDS.map(
  (id) => `deliveryFees.${id}` as const,
) satisfies DeliveryFeeField[];

/** Labels of the settings, for the form and the history of changes, in the form's order. */
export const SETTING_LABELS = {
  name: 'Nom de la boutique',
  waveNumber: 'Numéro Wave',
  wavePaymentLink: 'Lien de paiement Wave Business',
  whatsappNumber: 'Numéro WhatsApp',
  email: 'E-mail de contact',
  phone: 'Téléphone de contact',
  ...(Object.fromEntries(
    DELIVERY_ZONES.map((zone) => [`deliveryFees.${zone.id}`, `Frais de livraison — ${zone.name}`]),
  ) as Record<DeliveryFeeField, string>),
  freeDeliveryThreshold: 'Livraison offerte en Côte d’Ivoire dès',
  announcement: 'Texte du bandeau d’annonce',
  lowStockThreshold: 'Stock bas à partir de (unités par taille)',
  smsCountries: 'Pays où envoyer des SMS',
} as const;

export type SettingField = keyof typeof SETTING_LABELS;
export const SETTING_FIELDS = Object.keys(SETTING_LABELS) as SettingField[];
/**
 * Where customers send money or their proof of payment: changing one asks the admin's password or
 * a second-factor code with the save, and tells the owner (docs/decisions/0162, 0163).
 */
export const PAYMENT_FIELDS: readonly SettingField[] = [
  'waveNumber',
  'wavePaymentLink',
  'whatsappNumber',
];
/** Settings in whole FCFA (the history shows them as prices). */
export const MONEY_FIELDS: readonly SettingField[] = [
  ...DELIVERY_FEE_FIELDS,
  'freeDeliveryThreshold',
];

/** Each setting as the text the history keeps (amounts as digits, no link as ''). */
export function settingTexts(settings: ShopSettings): Record<SettingField, string> {
  const fees = Object.fromEntries(
    DELIVERY_ZONE_IDS.map((id) => [`deliveryFees.${id}`, String(settings.deliveryFees[id])]),
  ) as Record<DeliveryFeeField, string>;
  return {
    name: settings.name,
    waveNumber: settings.waveNumber,
    wavePaymentLink: settings.wavePaymentLink,
    whatsappNumber: settings.whatsappNumber,
    email: settings.email,
    phone: settings.phone,
    ...fees,
    freeDeliveryThreshold: String(settings.freeDeliveryThreshold),
    announcement: settings.announcement,
    lowStockThreshold: String(settings.lowStockThreshold),
    smsCountries: settings.smsCountries.join(', '),
  };
}

/** A whole, non-negative FCFA amount (a JSON number: '1500' or 1500.5 is refused). */
function fcfaAmount(invalid: string, max: number, tooHigh: string) {
  return z
    .number({ error: invalid })
    .int({ error: invalid })
    .min(0, { error: invalid })
    .max(max, { error: tooHigh });
}

const deliveryFeeAmount = () =>
  fcfaAmount(SETTINGS_TEXT.feeInvalid, SETTINGS_LIMITS.deliveryFee, SETTINGS_TEXT.feeTooHigh);

/**
 * The values the owner saves: the checkout's phone rules, an e-mail, a WhatsApp number, a Wave
 * link or none, whole FCFA fees and threshold, a short one-line announcement (the server spaces
 * it the French way as it saves it: src/server/shop/settings-admin.ts).
 */
export const shopSettingsInputSchema = z.object({
  name: singleLine(SETTINGS_TEXT.nameRequired)
    .min(1, { error: SETTINGS_TEXT.nameRequired })
    .max(60, { error: SETTINGS_TEXT.nameTooLong }),
  waveNumber: phoneField(),
  wavePaymentLink: singleLine(SETTINGS_TEXT.waveLinkInvalid)
    .max(SETTINGS_LIMITS.wavePaymentLink, { error: SETTINGS_TEXT.waveLinkTooLong })
    .refine((value) => value === '' || isWavePaymentLink(value), {
      error: SETTINGS_TEXT.waveLinkInvalid,
    }),
  // A mobile, or a landline with WhatsApp Business (docs/decisions/0159-phone-links-international.md).
  whatsappNumber: phoneField(),
  email: emailAddress(SETTINGS_TEXT.emailInvalid),
  phone: phoneField(),
  deliveryFees: z.object(
    {
      abidjan: deliveryFeeAmount(),
      interior: deliveryFeeAmount(),
      'west-africa': deliveryFeeAmount(),
      world: deliveryFeeAmount(),
    },
    { error: SETTINGS_TEXT.feeInvalid },
  ),
  freeDeliveryThreshold: fcfaAmount(
    SETTINGS_TEXT.thresholdInvalid,
    SETTINGS_LIMITS.freeDeliveryThreshold,
    SETTINGS_TEXT.thresholdTooHigh,
  ),
  // Empty: no announcement bar at all (docs/decisions/0207).
  announcement: singleLine(SETTINGS_TEXT.announcementRequired).max(SETTINGS_LIMITS.announcement, {
    error: SETTINGS_TEXT.announcementTooLong,
  }),
  lowStockThreshold: z
    .number({ error: SETTINGS_TEXT.lowStockInvalid })
    .int({ error: SETTINGS_TEXT.lowStockInvalid })
    .min(0, { error: SETTINGS_TEXT.lowStockInvalid })
    .max(SETTINGS_LIMITS.lowStockThreshold, { error: SETTINGS_TEXT.lowStockInvalid }),
  // Countries libphonenumber knows (its metadata), each once, as typed ('ci' is CI).
  smsCountries: z
    .array(z.string().trim().toUpperCase(), { error: SETTINGS_TEXT.smsCountriesInvalid })
    .max(SETTINGS_LIMITS.smsCountries, { error: SETTINGS_TEXT.smsCountriesInvalid })
    .superRefine((codes, ctx) => {
      const unknown = codes.find((code) => !isSupportedCountry(code));
      if (unknown !== undefined)
        ctx.addIssue({ code: 'custom', message: SETTINGS_TEXT.smsCountryUnknown(unknown) });
    })
    .transform((codes) => [...new Set(codes)]),
});

export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;

/**
 * PUT /api/admin/settings: the new values and the version they were edited from (null: never
 * saved yet), so that a save over someone else's answers 409 instead of overwriting it; with the
 * admin's password or a second-factor code when a payment detail changes.
 */
export const shopSettingsSaveSchema = shopSettingsInputSchema.extend({
  version: z.string().max(64).nullable(),
  ...reauthSchema.shape,
});

/** Every setting, as the shop has it (answers of the admin's and the shop's routes). */
export const shopSettingsValuesSchema = z.object({
  name: z.string(),
  waveNumber: z.string(),
  wavePaymentLink: z.string(),
  whatsappNumber: z.string(),
  email: z.string(),
  phone: z.string(),
  deliveryFees: z.object({
    abidjan: z.number().int(),
    interior: z.number().int(),
    'west-africa': z.number().int(),
    world: z.number().int(),
  }),
  freeDeliveryThreshold: z.number().int(),
  announcement: z.string(),
  lowStockThreshold: z.number().int(),
  smsCountries: z.array(z.string()),
});

export const settingsChangeSchema = z.object({
  at: z.string(),
  actorEmail: z.string().nullable(),
  changes: z.array(
    z.object({ field: z.enum(SETTING_FIELDS), before: z.string(), after: z.string() }),
  ),
});

/** GET /api/admin/settings (and the answer of a save): the values, their version, the history. */
export const adminSettingsSchema = z.object({
  settings: shopSettingsValuesSchema,
  /** When they were last saved; null while the environment's first-start values are in use. */
  version: z.string().nullable(),
  history: z.array(settingsChangeSchema),
});

export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type SettingsChange = z.infer<typeof settingsChangeSchema>;
