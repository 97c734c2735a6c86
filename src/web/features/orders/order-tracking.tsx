import { trackOrderSchema } from '@shared/schemas/order.ts';
import { useEffect, useId, useMemo, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { FieldError } from '~/components/ui/field-error';
import { fieldClass } from '~/components/ui/field-class';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import { HowToPayPanel } from '~/components/payment/how-to-pay-panel';
import { readSavedAddress } from '~/lib/saved-address';
import type { TrackActionData } from './track-action';
import type { TrackField, TrackedOrderSummary } from './track-order';
import { TrackedOrderCard } from './tracked-order-card';

const labelClass = 'mb-1 block text-sm font-semibold';
const FIELDS: readonly TrackField[] = ['reference', 'phone'];
type TrackInput = Record<TrackField, string>;

/** An order found, how to pay it while unpaid, and the phone it was found with. */
interface Found {
  order: TrackedOrderSummary;
  payment?: TrackActionData['payment'];
  phone: string;
}

/**
 * Back from Wave Checkout (ADR 0143): the success and error URLs of the session are
 * `/suivi?ref=…&paiement=ok` and `&paiement=erreur`.
 */
export const WAVE_RETURN_TEXT = {
  ok: 'Paiement terminé : retrouvez l’état de votre commande ci-dessous.',
  erreur: 'Le paiement n’a pas abouti. Vous pouvez réessayer ou payer par transfert Wave.',
} as const;

/** Said beside 'Commande introuvable': where the reference is, in what the shop really sends. */
export const TRACK_NOT_FOUND_HINT =
  'Vérifiez la référence (LG- suivi de 6 caractères), donnée dans le SMS de confirmation envoyé au numéro de la commande et, si vous avez un compte, dans l’e-mail de confirmation ; et le numéro de téléphone donné à la commande.';

/**
 * /suivi: reference + phone → the order's status, items and total, and how to pay it
 * while unpaid (ADR 0144). `?ref=LG-…` (the payment dialog's link, the order SMS, Wave's return)
 * fills the reference unless something was typed there already, and the phone saved in this
 * browser ('Mes Coordonnées') when the field is empty (ADR 0144). Without JavaScript the form posts
 * to the route's action (ADR 0111), whose `answer` this shows; with it, the API client loads with
 * the first search.
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
  const [found, setFound] = useState<Found | undefined>(
    answer?.order && { order: answer.order, payment: answer.payment, phone: answer.values.phone },
  );
  const [problem, setProblem] = useState<string | undefined>(answer?.problem);
  // URLSearchParams itself: react-router's useSearchParams would add its code to every page.
  const params = new URLSearchParams(search);
  const refParam = params.get('ref');
  const paid = params.get('paiement');
  const returned = paid === 'ok' || paid === 'erreur' ? WAVE_RETURN_TEXT[paid] : undefined;

  // After hydration (the server-rendered form is empty): never over what the shopper typed.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!refParam) return;
    if (!getValues('reference')) setValue('reference', refParam.slice(0, 20));
    const savedPhone = readSavedAddress()?.phone;
    if (savedPhone && !getValues('phone')) setValue('phone', savedPhone.slice(0, 40));
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
      if (result.kind === 'found') {
        setFound({ order: result.order, payment: result.payment, phone: values.phone });
      } else {
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
    <>
      {returned && (
        <p
          role="status"
          data-testid="wave-return"
          className={`mb-6 rounded-lg p-4 font-semibold ${paid === 'ok' ? 'bg-lagoon/10 text-lagoon-dark' : 'bg-red-50 text-danger'}`}
        >
          {returned}
        </p>
      )}
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
              <p className="mt-1 text-sm text-neutral-800">{TRACK_NOT_FOUND_HINT}</p>
            </div>
          ) : found ? (
            <div className="space-y-6">
              {found.payment && <HowToPayPanel payment={found.payment} phone={found.phone} />}
              <TrackedOrderCard order={found.order} />
            </div>
          ) : (
            <p className="text-sm leading-relaxed text-neutral-700">
              La référence figure dans la fenêtre de paiement affichée après votre commande, dans le
              SMS de confirmation envoyé au numéro de la commande et dans la note de votre transfert
              Wave.
            </p>
          )}
        </div>
      </div>
    </>
  );
}
