import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The number an SMS goes to, in E.164 form (`+2250701020304`), from the phone as the order keeps
 * it: an Ivorian number written the local way ('07 01 02 03 04'), or an international one.
 */
export function smsAddress(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'CI');
  if (parsed?.isValid()) return parsed.number;
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return digits.startsWith('225') && digits.length > 10 ? `+${digits}` : `+225${digits}`;
}
