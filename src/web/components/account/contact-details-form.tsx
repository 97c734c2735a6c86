import { z } from '@shared/schemas/zod.ts';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { fieldClass } from '~/components/ui/field-class';
import type { AuthUser } from '~/lib/auth/auth-state';
import { useZodForm } from '~/lib/forms/use-zod-form';
import {
  emptyAddress,
  readSavedAddress,
  REQUIRED_ADDRESS_FIELDS,
  SAVED_ADDRESS_MESSAGES,
  saveAddress,
  type SavedAddress,
} from '~/lib/saved-address';

const FIELDS: {
  name: keyof SavedAddress;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'tel' | 'email' | 'numeric';
}[] = [
  { name: 'fullName', label: 'Nom complet', autoComplete: 'name' },
  { name: 'phone', label: 'Téléphone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'address', label: 'Adresse', autoComplete: 'street-address' },
  { name: 'city', label: 'Ville', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Code postal', autoComplete: 'postal-code', inputMode: 'numeric' },
];

const requiredDetail = z.string().trim().min(1, { error: SAVED_ADDRESS_MESSAGES.missing });
const optionalDetail = z.string().trim();

/**
 * The details as this browser keeps them (no server sees them): full name, phone and
 * e-mail required, each said by the one message of the spec.
 */
const contactDetailsSchema = z.object({
  fullName: requiredDetail,
  phone: requiredDetail,
  email: requiredDetail,
  address: optionalDetail,
  city: optionalDetail,
  postalCode: optionalDetail,
} satisfies Record<keyof SavedAddress, z.ZodType>);

function initialValues(user: AuthUser | null): SavedAddress {
  const saved = readSavedAddress();
  if (saved) return saved;
  return { ...emptyAddress(), fullName: user?.fullName ?? '', email: user?.email ?? '' };
}

/**
 * 'Mes Coordonnées', the saved contact details: kept in this browser under `userAddress`
 * and used to prefill the checkout form. Full name, phone and e-mail are required.
 */
export function ContactDetailsForm({ user }: { user: AuthUser | null }) {
  const id = useId();
  // The one form pattern (ADR 0110); the first required field left empty takes the focus.
  const form = useZodForm(contactDetailsSchema, { defaultValues: initialValues(user) });
  const { errors } = form.formState;
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();

  const onSubmit = form.handleSubmit(
    (values) =>
      setMessage(
        saveAddress(values)
          ? { ok: true, text: SAVED_ADDRESS_MESSAGES.saved }
          : { ok: false, text: 'Votre navigateur a refusé l’enregistrement de vos coordonnées.' },
      ),
    () => setMessage({ ok: false, text: SAVED_ADDRESS_MESSAGES.missing }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="text-sm text-neutral-700">
        Enregistrées sur cet appareil, elles préremplissent votre prochaine commande. Les champs
        marqués * sont obligatoires.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const required = (REQUIRED_ADDRESS_FIELDS as readonly string[]).includes(field.name);
          return (
            <div
              key={field.name}
              className={
                field.name === 'address' || field.name === 'fullName' ? 'sm:col-span-2' : ''
              }
            >
              <label htmlFor={`${id}-${field.name}`} className="mb-1 block text-sm font-semibold">
                {field.label}
                {required && <span aria-hidden="true"> *</span>}
              </label>
              <input
                id={`${id}-${field.name}`}
                {...form.register(field.name, {
                  // A change puts the last message away (the fields keep their state).
                  onChange: () => setMessage(undefined),
                })}
                type={field.type ?? 'text'}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                required={required}
                aria-invalid={errors[field.name] ? true : undefined}
                className={fieldClass}
              />
            </div>
          );
        })}
      </div>
      {message && (
        <p
          role="alert"
          className={
            message.ok
              ? 'mt-4 rounded-md bg-green-50 px-4 py-3 text-sm font-semibold text-green-900'
              : 'mt-4 text-sm font-semibold text-danger'
          }
        >
          {message.text}
        </p>
      )}
      <Button type="submit" block className="mt-5">
        Enregistrer mes coordonnées
      </Button>
    </form>
  );
}
