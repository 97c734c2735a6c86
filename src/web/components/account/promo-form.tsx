import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { fieldClass } from '~/components/ui/field-class';
import { FieldError } from '~/components/ui/field-error';
import { PROMO_MESSAGES, PROMO_RULE } from '@shared/schemas/promo.ts';
import { ApiError } from '~/lib/api';
import { requestPromoCode } from './request-promo-code';

export { PROMO_MESSAGES };

interface PromoErrors {
  email?: string;
  terms?: string;
}

function validate(email: string, terms: boolean): PromoErrors {
  const errors: PromoErrors = {};
  const value = email.trim();
  if (value === '') errors.email = PROMO_MESSAGES.emailRequired;
  else if (!/^[^\s@]+@[^\s@]+$/.test(value)) errors.email = PROMO_MESSAGES.emailInvalid;
  if (!terms) errors.terms = PROMO_MESSAGES.termsRequired;
  return errors;
}

/**
 * 'Promotion' (SPEC §5 'Promo form'): 10 % off the first order, the code sent by e-mail
 * (POST /api/promo, which creates or re-sends the address's single-use code and answers "sent"
 * whatever the address's story). Validated on submit, then on every change.
 */
export function PromoForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const id = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<PromoErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);

  function revalidate(nextEmail: string, nextTerms: boolean) {
    if (submitted) setErrors(validate(nextEmail, nextTerms));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    const found = validate(email, terms);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.terms) return termsRef.current?.focus();
    setBusy(true);
    try {
      await requestPromoCode({ email: email.trim(), acceptTerms: true });
      setSentTo(email.trim());
    } catch (error) {
      if (error instanceof ApiError && (error.fields.email || error.fields.acceptTerms)) {
        setErrors({ email: error.fields.email, terms: error.fields.acceptTerms });
        (error.fields.email ? emailRef : termsRef).current?.focus();
      } else {
        setFailure(error instanceof ApiError ? error.message : 'Une erreur est survenue');
      }
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div role="alert" className="rounded-md bg-sand p-5 text-sm leading-relaxed">
        <p className="font-bold">Code envoyé !</p>
        <p className="mt-1 text-neutral-700">
          Votre code promo de bienvenue a été envoyé par e-mail à{' '}
          <span className="font-semibold text-ink">{sentTo}</span>.
        </p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="rounded-md bg-orange/10 px-4 py-3 text-sm">
        <span className="font-bold text-ink">-10 % sur votre première commande.</span>{' '}
        <span className="text-neutral-800">Recevez votre code par e-mail.</span>
      </p>
      <p className="mt-2 text-xs text-neutral-700">{PROMO_RULE}</p>
      <div className="mt-4">
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-semibold">
          Email
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            revalidate(e.target.value, terms);
          }}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className={fieldClass}
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
      </div>
      <div className="mt-4">
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <input
            ref={termsRef}
            type="checkbox"
            checked={terms}
            onChange={(e) => {
              setTerms(e.target.checked);
              revalidate(email, e.target.checked);
            }}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-lagoon"
          />
          <span>
            J&apos;accepte les{' '}
            <Link to="/terms" className="text-lagoon underline underline-offset-2">
              conditions d&apos;utilisation
            </Link>
          </span>
        </label>
        <FieldError id={`${id}-terms-error`} message={errors.terms} />
      </div>
      {failure && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" block className="mt-5" disabled={busy} aria-busy={busy}>
        {busy ? 'Envoi...' : 'Recevoir mon code'}
      </Button>
    </form>
  );
}
