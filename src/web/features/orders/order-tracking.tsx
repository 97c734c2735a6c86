import { trackOrderSchema } from '@shared/schemas/order.ts';
import { useEffect, useId, useMemo, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { FieldError } from '~/components/ui/field-error';
import { fieldClass } from '~/components/ui/field-class';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import type { TrackActionData } from './track-action';
import type { TrackField, TrackedOrderSummary } from './track-order';
import { TrackedOrderCard } from './tracked-order-card';

const labelClass = 'mb-1 block text-sm font-semibold';
const FIELDS: readonly TrackField[] = ['reference', 'phone'];
type TrackInput = Record<TrackField, string>;

/**
 * /suivi: reference + phone → the order's status, items and total (DESIGN §3). `?ref=LG-…` (the
 * payment dialog's link) fills the reference unless something was typed there already. Without
 * JavaScript the form posts to the route's action (ADR 0111), whose `answer` this shows; with it,
 * the API client loads with the first search.
 */
export function OrderTracking({ answer }: { answer?: TrackActionData }) {
  const { search } = useLocation();
  const id = useId();
  const errors = useMemo<FieldErrors<TrackInput> | undefined>(() => {
    if (!answer) return undefined;
    const found: FieldErrors<TrackInput> = {};
    for (const field of FIELDS) {
      const message = answer.errors[field];
      if (message) found[field] = { type: 'server', message };
    }
    return found;
  }, [answer]);
  const form = useZodForm(trackOrderSchema, { errors });
  const { isSubmitting: busy, errors: shown } = form.formState;
  const [found, setFound] = useState<TrackedOrderSummary | undefined>(answer?.order);
  const [problem, setProblem] = useState<string | undefined>(answer?.problem);
  // URLSearchParams itself: react-router's useSearchParams would add its code to every page.
  const refParam = new URLSearchParams(search).get('ref');

  // After hydration (the server-rendered form is empty): never over what the shopper typed.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (refParam && !getValues('reference')) setValue('reference', refParam.slice(0, 20));
  }, [refParam, getValues, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      const { trackOrder } = await import('./track-order');
      const result = await trackOrder(values);
      if (result.kind === 'invalid') {
        showServerErrors(form, result.errors, FIELDS);
        return;
      }
      if (result.kind === 'found') setFound(result.order);
      else {
        setFound(undefined);
        setProblem(result.message);
      }
    } catch (error) {
      console.error(error);
      setProblem('Une erreur est survenue. Vérifiez votre connexion, puis réessayez.');
    }
  });

  function fieldProps(field: TrackField) {
    const message = shown[field]?.message;
    return {
      ...form.register(field),
      id: `${id}-${field}`,
      defaultValue: answer?.values[field],
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-${field}-error` : undefined,
      className: fieldClass,
    };
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[22rem_1fr]">
      <form
        method="post"
        action="/suivi"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={busy}
        className="h-fit space-y-5 rounded-lg bg-sand p-5 sm:p-6"
      >
        <div>
          <label htmlFor={`${id}-reference`} className={labelClass}>
            Référence de commande
          </label>
          <input
            {...fieldProps('reference')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="LG-7K3P9Q"
            className={`${fieldClass} font-mono tracking-wider uppercase placeholder:normal-case`}
          />
          <FieldError id={`${id}-reference-error`} message={shown.reference?.message} />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className={labelClass}>
            Téléphone utilisé pour la commande
          </label>
          <input
            {...fieldProps('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="07 00 00 00 00"
          />
          <FieldError id={`${id}-phone-error`} message={shown.phone?.message} />
        </div>
        <Button type="submit" size="lg" block disabled={busy}>
          {busy ? 'Recherche…' : 'Suivre ma commande'}
        </Button>
      </form>
      <div aria-live="polite">
        {problem ? (
          <div role="alert" className="rounded-lg border border-danger/40 bg-red-50 p-5">
            <p className="font-semibold text-danger">{problem}</p>
            <p className="mt-1 text-sm text-neutral-800">
              Vérifiez la référence (LG- suivi de 6 caractères, dans le message de confirmation) et
              le numéro de téléphone donné à la commande.
            </p>
          </div>
        ) : found ? (
          <TrackedOrderCard order={found} />
        ) : (
          <p className="text-sm leading-relaxed text-neutral-700">
            La référence figure dans la fenêtre de paiement affichée après votre commande et dans la
            note de votre transfert Wave.
          </p>
        )}
      </div>
    </div>
  );
}
