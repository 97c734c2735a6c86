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

/**
 * A number as typed ('05 44 55 66 77', '+225 05…', '00225 05…', dots or dashes between groups) in
 * the international digits tel: and wa.me links need: Côte d'Ivoire's 225 unless the number says
 * otherwise ('+33 6…', '0033 6…'). A wa.me link without its country code opens no chat.
 */
export function internationalDigits(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('225') && digits.length > 10) return digits;
  return `225${digits}`;
}

export function telHref(phone: string): string {
  return `tel:+${internationalDigits(phone)}`;
}

/** The WhatsApp chat with that number, the message already typed when there is one. */
export function whatsappHref(phone: string, text?: string): string {
  const chat = `https://wa.me/${internationalDigits(phone)}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(text)}`;
}
