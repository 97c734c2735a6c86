// The part of the shop settings every storefront page shows, apart from the rest
// (shop-settings.ts): the storefront's JavaScript carries these defaults and nothing more.

/** The shop's name and how customers reach and pay it: what every page shows. */
export interface ShopContact {
  name: string;
  /** Wave number customers pay to. */
  waveNumber: string;
  /** A mobile number with WhatsApp (proof of payment, contact links). */
  whatsappNumber: string;
  email: string;
  phone: string;
}

/** What a shop shows when nothing is set (the README's configuration table lists them). */
export const DEFAULT_SHOP_CONTACT: ShopContact = {
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
