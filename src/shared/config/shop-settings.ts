/**
 * What a shop owner sets through the environment and every page, e-mail and API answer shows:
 * one set of values. The server reads them at boot (src/server/config.ts); the build reads the
 * same variables with the same rules (vite.config.ts) and writes them into the pages, and
 * `npm start` rebuilds when they change; the server refuses a build made with other values.
 */
export interface ShopSettings {
  name: string;
  /** Wave number customers pay to. */
  waveNumber: string;
  /** A mobile number with WhatsApp (proof of payment, contact links). */
  whatsappNumber: string;
  email: string;
  phone: string;
}

/** The environment variables behind ShopSettings, in the order the README lists them. */
export const SHOP_SETTINGS_VARIABLES = [
  'SHOP_NAME',
  'WAVE_NUMBER',
  'WHATSAPP_NUMBER',
  'SHOP_EMAIL',
  'SHOP_PHONE',
] as const;

/** What a shop shows when nothing is set (the README's configuration table lists them). */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  name: 'LAGUNE',
  waveNumber: '+225 07 00 00 00 00',
  whatsappNumber: '+225 07 00 00 00 00',
  email: 'contact@lagune.ci',
  phone: '+225 27 20 00 00 00',
};

/** Digits only, for tel: and wa.me links. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function sameSettings(a: ShopSettings, b: ShopSettings): boolean {
  return (
    a.name === b.name &&
    a.waveNumber === b.waveNumber &&
    a.whatsappNumber === b.whatsappNumber &&
    a.email === b.email &&
    a.phone === b.phone
  );
}
