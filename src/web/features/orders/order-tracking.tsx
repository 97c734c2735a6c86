import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { FieldError } from '~/components/ui/field-error';
import { fieldClass } from '~/components/ui/field-class';
import type { TrackErrors, TrackField, TrackedOrderSummary } from './track-order';

const labelClass = 'mb-1 block text-sm font-semibold';

/**
 * /suivi: reference + phone → the order's status, items and total (DESIGN §3). `?ref=LG-…` (the
 * payment dialog's link) fills the reference. zod and the API client load with the first search.
 */
export function OrderTracking() {
  const { search } = useLocation();
  const [values, setValues] = useState({ reference: '', phone: '' });
  const [errors, setErrors] = useState<TrackErrors>({});
  const [busy, setBusy] = useState(false);
  // The result view comes with the search code: /suivi's first load is the form alone.
  const [found, setFound] = useState<{
    order: TrackedOrderSummary;
    Card: ComponentType<{ order: TrackedOrderSummary }>;
  }>();
  const [problem, setProblem] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  // URLSearchParams itself: react-router's useSearchParams would add its code to every page.
  const refParam = new URLSearchParams(search).get('ref');

  // After hydration: the server-rendered form is empty, whatever the query string.
  useEffect(() => {
    if (refParam) setValues((current) => ({ ...current, reference: refParam.slice(0, 20) }));
  }, [refParam]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const { trackOrder, TrackedOrderCard } = await import('./track-order');
      const result = await trackOrder(values);
      if (result.kind === 'invalid') {
        setErrors(result.errors);
        const first = (['reference', 'phone'] as const).find((f) => result.errors[f]);
        if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      if (result.kind === 'found') setFound({ order: result.order, Card: TrackedOrderCard });
      else {
        setFound(undefined);
        setProblem(result.message);
      }
    } catch (error) {
      console.error(error);
      setProblem('Une erreur est survenue. Vérifiez votre connexion, puis réessayez.');
    } finally {
      setBusy(false);
    }
  }

  function fieldProps(field: TrackField) {
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [field]: event.target.value })),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
      className: fieldClass,
    };
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[22rem_1fr]">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
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
          <FieldError id={`${id}-reference-error`} message={errors.reference} />
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
          <FieldError id={`${id}-phone-error`} message={errors.phone} />
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
          <found.Card order={found.order} />
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
