import {
  ALERT_SWITCHES,
  ALERTS_TEXT,
  ownerAlertsInputSchema,
  type AlertSwitch,
  type OwnerAlerts,
} from '@shared/api/admin-alerts.ts';
import { useEffect, useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { ApiError } from '~/lib/api';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import { notify } from '~/lib/toast';
import { useOwnerAlerts, useSaveOwnerAlerts } from '../api/owner-alerts';
import {
  currentSubscription,
  PUSH_TEXT,
  pushSupported,
  turnOff,
  turnOn,
} from './phone-notifications';

const EVENTS: readonly AlertSwitch[] = [
  'newOrder',
  'paymentReceived',
  'paymentIssue',
  'contactMessage',
];
const CHANNELS: readonly AlertSwitch[] = ['byEmail', 'bySms'];

function Switches({
  legend,
  names,
  register,
}: {
  legend: string;
  names: readonly AlertSwitch[];
  register: ReturnType<typeof useZodForm<OwnerAlerts, OwnerAlerts>>['register'];
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {names.map((name) => (
        <label key={name} className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" {...register(name)} className="size-5 shrink-0 accent-lagoon" />
          {ALERT_SWITCHES[name]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * 'Alertes' in Paramètres (docs/decisions/0175-owner-alerts.md): what the owner is told of and
 * where, and this phone's notifications (0176-web-push.md).
 */
export function OwnerAlertsSection() {
  const id = useId();
  const query = useOwnerAlerts();
  return (
    <section
      aria-labelledby={`${id}-alertes`}
      className="space-y-4 rounded-lg border border-black/10 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id={`${id}-alertes`} className="text-lg font-bold">
          Alertes
        </h2>
        <p className="mt-1 text-sm text-neutral-700">
          Soyez prévenue d’une commande, d’un paiement ou d’un message, même page fermée.
        </p>
      </div>
      <PhoneNotifications />
      {query.isPending && <p className="text-sm text-neutral-700">Chargement des alertes...</p>}
      {query.isError && (
        <p role="alert" className="text-sm text-danger">
          {query.error.message}
        </p>
      )}
      {query.data && <AlertsForm key={JSON.stringify(query.data)} current={query.data} />}
    </section>
  );
}

function AlertsForm({ current }: { current: OwnerAlerts }) {
  const save = useSaveOwnerAlerts();
  const form = useZodForm(ownerAlertsInputSchema, { defaultValues: current });
  const { errors, isSubmitting: busy, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      notify({ title: ALERTS_TEXT.saved, variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showServerErrors(form, error.fieldsFor(['email', 'phone']), ['email', 'phone']);
      } else {
        notify({
          title: 'Erreur',
          description: error instanceof ApiError ? error.message : 'Une erreur est survenue',
          variant: 'destructive',
        });
      }
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <Switches legend="Me prévenir pour" names={EVENTS} register={form.register} />
      <Switches legend="Par" names={CHANNELS} register={form.register} />
      <FormField
        label="E-mail des alertes"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.register('email')}
        error={errors.email?.message}
      />
      <FormField
        label="Mobile des alertes (SMS)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="Au départ, l’e-mail et le téléphone de la boutique."
        {...form.register('phone')}
        error={errors.phone?.message}
      />
      <Button type="submit" block disabled={busy || !isDirty} aria-busy={busy}>
        {busy ? 'Enregistrement...' : 'Enregistrer les alertes'}
      </Button>
    </form>
  );
}

/** 'Notifications sur ce téléphone': asks permission and subscribes, or unsubscribes. */
function PhoneNotifications() {
  const [on, setOn] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const supported = pushSupported();
  useEffect(() => {
    if (!supported) return;
    void currentSubscription().then(
      (subscription) => setOn(subscription !== null),
      () => setOn(false),
    );
  }, [supported]);

  async function toggle() {
    setBusy(true);
    setProblem(undefined);
    try {
      if (on) await turnOff();
      else await turnOn();
      notify({ title: on ? PUSH_TEXT.off : PUSH_TEXT.on, variant: 'success' });
      setOn(!on);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : PUSH_TEXT.unsupported);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          role="switch"
          checked={on === true}
          disabled={!supported || busy || on === undefined}
          aria-busy={busy}
          onChange={() => void toggle()}
          className="size-5 shrink-0 accent-lagoon"
        />
        Notifications sur ce téléphone
      </label>
      {(problem ?? (!supported && PUSH_TEXT.unsupported)) && (
        <p role="alert" className="text-sm text-danger">
          {problem ?? PUSH_TEXT.unsupported}
        </p>
      )}
    </div>
  );
}
