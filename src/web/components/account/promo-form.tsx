import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { fieldClass } from '~/components/ui/field-class';
import { FieldError } from '~/components/ui/field-error';
import { PROMO_MESSAGES, PROMO_RULE, promoRequestSchema } from '@shared/schemas/promo.ts';
import { ApiError } from '~/lib/api';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import { requestPromoCode } from './request-promo-code';

export { PROMO_MESSAGES };

/**
 * 'Promotion' (ADR 0055): 10 % off the first order, the code sent by e-mail
 * (POST /api/promo, which creates or re-sends the address's single-use code and answers "sent"
 * whatever the address's story). Validated on submit with the API's schema, then on every change
 * (ADR 0110).
 */
export function PromoForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const id = useId();
  // The signed-in address may arrive after the form shows: it fills the field unless the
  // shopper already typed there.
  const values = useMemo(() => ({ email: defaultEmail, acceptTerms: false }), [defaultEmail]);
  const form = useZodForm(promoRequestSchema, {
    values: values as never,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting: busy } = form.formState;
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const onSubmit = form.handleSubmit(async () => {
    const email = String(form.getValues('email')).trim();
    try {
      await requestPromoCode({ email, acceptTerms: true });
      setSentTo(email);
    } catch (error) {
      if (error instanceof ApiError && (error.fields.email || error.fields.acceptTerms)) {
        showServerErrors(
          form,
          { email: error.fields.email, acceptTerms: error.fields.acceptTerms },
          ['email', 'acceptTerms'],
        );
      } else {
        setFailure(error instanceof ApiError ? error.message : 'Une erreur est survenue');
      }
    }
  });

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
    <form
      noValidate
      onSubmit={(e) => {
        setFailure(undefined);
        void onSubmit(e);
      }}
    >
      <p className="rounded-md bg-orange/10 px-4 py-3 text-sm">
        <span className="font-bold text-ink">-10 % sur votre première commande.</span>{' '}
        <span className="text-neutral-800">Recevez votre code par e-mail.</span>
      </p>
      <p className="mt-2 text-xs text-neutral-700">{PROMO_RULE}</p>
      <div className="mt-4">
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-semibold">
          E-mail
        </label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.register('email')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className={fieldClass}
        />
        <FieldError id={`${id}-email-error`} message={errors.email?.message} />
      </div>
      <div className="mt-4">
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <input
            type="checkbox"
            {...form.register('acceptTerms')}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? `${id}-terms-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-lagoon"
          />
          <span>
            J&apos;accepte les{' '}
            <Link to="/terms" className="text-lagoon underline underline-offset-2">
              conditions d&apos;utilisation
            </Link>
          </span>
        </label>
        <FieldError id={`${id}-terms-error`} message={errors.acceptTerms?.message} />
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
