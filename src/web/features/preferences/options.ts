/** Region options, labelled in French. */
export const COUNTRIES = [
  { code: 'CIV', label: "Côte d'Ivoire" },
  { code: 'SEN', label: 'Sénégal' },
  { code: 'CMR', label: 'Cameroun' },
  { code: 'BEN', label: 'Bénin' },
  { code: 'TGO', label: 'Togo' },
  { code: 'MLI', label: 'Mali' },
  { code: 'FRA', label: 'France' },
  { code: 'BEL', label: 'Belgique' },
  { code: 'USA', label: 'États-Unis' },
  { code: 'CAN', label: 'Canada' },
] as const;

export const CURRENCIES = [
  { code: 'XOF', label: 'Franc CFA (FCFA)' },
  { code: 'EUR', label: 'Euro (€)' },
  { code: 'USD', label: 'Dollar américain ($)' },
] as const;

export const LANGUAGES = [
  { code: 'fr', label: 'Français' },
  { code: 'en', label: 'English' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['code'];
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export interface RegionPreferences {
  country: CountryCode;
  currency: CurrencyCode;
  language: LanguageCode;
}

export const DEFAULT_PREFERENCES: RegionPreferences = {
  country: 'CIV',
  currency: 'XOF',
  language: 'fr',
};

/** How long the "saved" banner stays. */
export const SAVED_BANNER_MS = 3000;
