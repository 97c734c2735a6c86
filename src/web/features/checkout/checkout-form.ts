import type { DeliveryZoneId } from '@shared/domain/delivery.ts';
import {
  customerSchema,
  deliverySchema,
  type CustomerInput,
  type OrderRequestInput,
} from '@shared/schemas/order.ts';
import { promoCodeField } from '@shared/schemas/promo.ts';

/** The dialog's fields, in screen order (the first one in error gets focus). */
export const CHECKOUT_FIELDS = [
  'fullName',
  'phone',
  'address',
  'zone',
  'instructions',
  'promoCode',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export type CheckoutValues = Record<Exclude<CheckoutField, 'zone'>, string> & {
  zone: DeliveryZoneId;
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
    instructions: '',
    promoCode: '',
  };
}

function customerOf(values: CheckoutValues): CustomerInput {
  const { fullName, phone, address, instructions } = values;
  return { fullName, phone, address, instructions };
}

/**
 * The checkout form against the schemas POST /api/orders validates with (src/shared/schemas/order.ts),
 * so the dialog and the server say the same thing in the same words (SPEC §5).
 */
export function validateCheckout(values: CheckoutValues):
  | {
      ok: true;
      customer: OrderRequestInput['customer'];
      delivery: OrderRequestInput['delivery'];
      /** The code as the server expects it (`BIENVENUE-XXXXXX`), or undefined for none. */
      promoCode: string | undefined;
    }
  | { ok: false; errors: CheckoutErrors } {
  const customer = customerSchema.safeParse(customerOf(values));
  const delivery = deliverySchema.safeParse({ zone: values.zone });
  const promoCode = promoCodeField.safeParse(values.promoCode);
  if (customer.success && delivery.success && promoCode.success) {
    return {
      ok: true,
      customer: customer.data,
      delivery: delivery.data,
      promoCode: promoCode.data,
    };
  }
  const errors: CheckoutErrors = {};
  for (const issue of [...(customer.error?.issues ?? []), ...(delivery.error?.issues ?? [])]) {
    const field = issue.path[0] as CheckoutField | undefined;
    if (field && CHECKOUT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  if (promoCode.error) errors.promoCode = promoCode.error.issues[0]?.message;
  return { ok: false, errors };
}

/** The message of one field holding `value` (the others do not matter to it), or undefined. */
export function fieldError(field: CheckoutField, value: string): string | undefined {
  const result = validateCheckout({ ...emptyCheckoutValues(), [field]: value });
  return result.ok ? undefined : result.errors[field];
}

/** SPEC §5: on submit, the trimmed name and phone must not be empty. */
export function isNameOrPhoneMissing(values: CheckoutValues): boolean {
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
