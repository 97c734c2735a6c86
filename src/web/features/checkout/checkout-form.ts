import type { OrderZoneId } from '@shared/domain/delivery.ts';
import {
  requireAddressForDelivery,
  customerSchema,
  deliverySchema,
  type OrderRequestInput,
} from '@shared/schemas/order.ts';
import { promoCodeField } from '@shared/schemas/promo.ts';
import { z } from '@shared/schemas/zod.ts';

/** The dialog's fields, in screen order (the first one in error gets focus). */
export const CHECKOUT_FIELDS = [
  'fullName',
  'phone',
  'address',
  'zone',
  'pickupShop',
  'instructions',
  'promoCode',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export type CheckoutValues = Record<Exclude<CheckoutField, 'zone'>, string> & {
  zone: OrderZoneId;
};
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** What the form starts with: a signed-in shopper's name, the saved contact details. */
export type CheckoutDefaults = Partial<Pick<CheckoutValues, 'fullName' | 'phone' | 'address'>>;

export function emptyCheckoutValues(defaults: CheckoutDefaults = {}): CheckoutValues {
  // Abidjan first: the shop delivers there most; the fee shows as soon as another zone is chosen.
  return {
    fullName: defaults.fullName ?? '',
    phone: defaults.phone ?? '',
    address: defaults.address ?? '',
    zone: 'abidjan',
    pickupShop: '',
    instructions: '',
    promoCode: '',
  };
}

/**
 * The dialog's form, checked with the very schemas POST /api/orders validates with
 * (src/shared/schemas/order.ts, promo.ts): their fields side by side, so the dialog and the server
 * say the same thing in the same words (ADR 0110).
 */
export const checkoutFormSchema = requireAddressForDelivery(
  z.object({
    ...customerSchema.shape,
    ...deliverySchema.shape,
    promoCode: promoCodeField,
  }),
  // The address for a delivery, none for pick-up (docs/decisions/0221): the server's own rule.
  ({ zone, address }) => ({ zone, address }),
  ['address'],
);
export type CheckoutOutput = z.output<typeof checkoutFormSchema>;

/** The order's customer, delivery and code as the server expects them, from the checked form. */
export function orderPartsOf(checked: CheckoutOutput): Omit<OrderRequestInput, 'items'> {
  const { fullName, phone, address, instructions, zone, pickupShop, promoCode } = checked;
  // The key order of the body is the one the order key was made from (order-key.ts): keep it.
  return {
    // A pick-up order sends no address, even one typed before pick-up was chosen.
    customer: {
      fullName,
      phone,
      ...(zone === 'pickup' ? {} : { address }),
      ...(instructions ? { instructions } : {}),
    },
    delivery: zone === 'pickup' && pickupShop ? { zone, pickupShop } : { zone },
    ...(promoCode ? { promoCode } : {}),
  };
}

/** On submit, the trimmed name and phone must not be empty. */
export function isNameOrPhoneMissing(values: Pick<CheckoutValues, 'fullName' | 'phone'>): boolean {
  return values.fullName.trim() === '' || values.phone.trim() === '';
}

/** The server's field keys (`customer.fullName`, `delivery.zone`) → the dialog's fields. */
export function checkoutErrorsFromServer(fields: Readonly<Record<string, string>>): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    if (key === 'promoCode') {
      errors.promoCode ??= message;
      continue;
    }
    const [group, name] = key.split('.');
    const field = (group === 'delivery' ? 'zone' : name) as CheckoutField | undefined;
    if ((group === 'customer' || group === 'delivery') && field && CHECKOUT_FIELDS.includes(field))
      errors[field] ??= message;
  }
  return errors;
}

/** `items.2`, `items.2.size`… → the message of each request line, by its index. */
export function lineErrorsFromServer(
  fields: Readonly<Record<string, string>>,
): Map<number, string> {
  const lines = new Map<number, string>();
  for (const [key, message] of Object.entries(fields)) {
    const match = /^items\.(\d+)(?:\.|$)/.exec(key);
    if (match && !lines.has(Number(match[1]))) lines.set(Number(match[1]), message);
  }
  return lines;
}
