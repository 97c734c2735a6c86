import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { SMS_COUNTRIES } from '../../shared/domain/delivery-zones.ts';

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

/**
 * Where a customer's order SMS go (ADR 0168): the E.164 form of a mobile number of SMS_COUNTRIES,
 * or undefined for any other phone (premium-rate, satellite, fixed line, another country), which
 * gets no SMS. The 'max' metadata tells a mobile from the rest; the server alone loads it.
 */
export function customerSmsAddress(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'CI');
  if (!parsed?.isValid() || !parsed.country || !SMS_COUNTRIES.has(parsed.country)) return undefined;
  const type = parsed.getType();
  // Some plans (+1) do not tell mobiles from fixed lines: such a number may get an SMS.
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : undefined;
}
