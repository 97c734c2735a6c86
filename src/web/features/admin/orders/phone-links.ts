import {
  internationalDigits as typedInternationalDigits,
  telHref as shopTelHref,
  whatsappHref as shopWhatsappHref,
} from '@shared/config/shop-contact.ts';

/**
 * A customer's phone as typed at checkout ('07 01 02 03 04', '+225 0701020304', '00225 …') in
 * international digits for tel: and wa.me links (src/shared/config/shop-contact.ts). Null when
 * there are too few digits to call.
 */
export function internationalDigits(phone: string): string | null {
  const digits = typedInternationalDigits(phone);
  return digits.length >= (phone.trim().startsWith('+') ? 8 : 11) ? digits : null;
}

export function telHref(phone: string): string | null {
  return internationalDigits(phone) ? shopTelHref(phone) : null;
}

export function whatsappHref(phone: string, text: string): string | null {
  return internationalDigits(phone) ? shopWhatsappHref(phone, text) : null;
}
