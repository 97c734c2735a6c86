/**
 * A customer's phone as typed at checkout ('07 01 02 03 04', '+225 0701020304', '00225 …') in
 * international digits for tel: and wa.me links: Côte d'Ivoire's 225 unless the number says
 * otherwise. Null when there are too few digits to call.
 */
export function internationalDigits(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 ? digits : null;
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (!(digits.startsWith('225') && digits.length > 10)) digits = `225${digits}`;
  return digits.length >= 11 ? digits : null;
}

export function telHref(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

export function whatsappHref(phone: string, text: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}
