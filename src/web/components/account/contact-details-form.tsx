import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { fieldClass } from '~/components/ui/field-class';
import type { AuthUser } from '~/lib/auth/auth-state';
import {
  emptyAddress,
  isAddressComplete,
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

function initialValues(user: AuthUser | null): SavedAddress {
  const saved = readSavedAddress();
  if (saved) return saved;
  return { ...emptyAddress(), fullName: user?.fullName ?? '', email: user?.email ?? '' };
}

/**
 * 'Mes Coordonnées' (SPEC §5 'Saved contact details'): kept in this browser under `userAddress`
 * and used to prefill the checkout form. Full name, phone and e-mail are required.
 */
export function ContactDetailsForm({ user }: { user: AuthUser | null }) {
  const id = useId();
  const [values, setValues] = useState(() => initialValues(user));
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!isAddressComplete(values)) {
      setMessage({ ok: false, text: SAVED_ADDRESS_MESSAGES.missing });
      const first = REQUIRED_ADDRESS_FIELDS.find((f) => values[f].trim() === '');
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setMessage(
      saveAddress(values)
        ? { ok: true, text: SAVED_ADDRESS_MESSAGES.saved }
        : { ok: false, text: 'Votre navigateur a refusé l’enregistrement de vos coordonnées.' },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <p className="text-sm text-neutral-700">
        Enregistrées sur cet appareil, elles préremplissent votre prochaine commande. Les champs
        marqués * sont obligatoires.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const required = (REQUIRED_ADDRESS_FIELDS as readonly string[]).includes(field.name);
          const invalid = submitted && required && values[field.name].trim() === '';
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
                name={field.name}
                type={field.type ?? 'text'}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                required={required}
                aria-invalid={invalid ? true : undefined}
                value={values[field.name]}
                onChange={(e) => {
                  setValues({ ...values, [field.name]: e.target.value });
                  setMessage(undefined);
                }}
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
