import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_SMS_COUNTRIES } from '../../shared/domain/delivery-zones.ts';

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

let smsCountries: ReadonlySet<string> = new Set(DEFAULT_SMS_COUNTRIES);

/**
 * The shop's 'Pays où envoyer des SMS' setting as last read (ADR 0197): the settings store calls
 * this at each read, and every path that queues an SMS reads the settings first (for the shop's
 * name), so a change applies from the next message on.
 */
export function setSmsCountries(countries: readonly string[]): void {
  smsCountries = new Set(countries);
}

/**
 * Where a customer's order SMS go (ADR 0168, 0197): the E.164 form of a mobile number of one of
 * the shop's SMS countries, or undefined for any other phone (premium-rate, satellite, fixed line,
 * another country), which gets no SMS. The 'max' metadata tells a mobile from the rest; the server
 * alone loads it. `countries` defaults to the setting as last read; a route that has the
 * settings at hand passes them.
 */
export function customerSmsAddress(
  phone: string,
  countries: readonly string[] | ReadonlySet<string> = smsCountries,
): string | undefined {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'CI');
  const served = countries instanceof Set ? countries : new Set(countries);
  if (!parsed?.isValid() || !parsed.country || !served.has(parsed.country)) return undefined;
  const type = parsed.getType();
  // Some plans (+1) do not tell mobiles from fixed lines: such a number may get an SMS.
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : undefined;
}
