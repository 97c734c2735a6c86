import { isIvorianLandline } from '../config/shop-settings-env.ts';
import { phoneField } from '../schemas/order.ts';
import { emailAddress, singleLine } from '../schemas/text.ts';
import { z } from '../schemas/zod.ts';

/** The admin's Paramètres tab (issue 20, item 4): what it says and refuses. */
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
  whatsappLandline:
    'Le numéro WhatsApp doit être un mobile (01, 05 ou 07) : WhatsApp ne fonctionne pas sur une ligne fixe',
} as const;

/** Labels of the settings, for the form and the history of changes. */
export const SETTING_LABELS = {
  name: 'Nom de la boutique',
  waveNumber: 'Numéro Wave',
  whatsappNumber: 'Numéro WhatsApp',
  email: 'E-mail de contact',
  phone: 'Téléphone de contact',
} as const;

export type SettingField = keyof typeof SETTING_LABELS;
export const SETTING_FIELDS = Object.keys(SETTING_LABELS) as SettingField[];

/** The values the owner saves: the checkout's phone rules, an e-mail, a WhatsApp mobile. */
export const shopSettingsInputSchema = z.object({
  name: singleLine(SETTINGS_TEXT.nameRequired)
    .min(1, { error: SETTINGS_TEXT.nameRequired })
    .max(60, { error: SETTINGS_TEXT.nameTooLong }),
  waveNumber: phoneField(),
  whatsappNumber: phoneField().refine((value) => !isIvorianLandline(value), {
    error: SETTINGS_TEXT.whatsappLandline,
  }),
  email: emailAddress(SETTINGS_TEXT.emailInvalid),
  phone: phoneField(),
});

export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;

/**
 * PUT /api/admin/settings: the new values and the version they were edited from (null: never
 * saved yet), so that a save over someone else's answers 409 instead of overwriting it.
 */
export const shopSettingsSaveSchema = shopSettingsInputSchema.extend({
  version: z.string().max(64).nullable(),
});

const settingsValues = z.object({
  name: z.string(),
  waveNumber: z.string(),
  whatsappNumber: z.string(),
  email: z.string(),
  phone: z.string(),
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
  settings: settingsValues,
  /** When they were last saved; null while the environment's first-start values are in use. */
  version: z.string().nullable(),
  history: z.array(settingsChangeSchema),
});

export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type SettingsChange = z.infer<typeof settingsChangeSchema>;
