import {
  DELIVERY_FEE_FIELDS,
  MONEY_FIELDS,
  SETTING_FIELDS,
  SETTING_LABELS,
  SETTINGS_LIMITS,
  SETTINGS_TEXT,
  shopSettingsInputSchema,
  type AdminSettings,
  type SettingField,
  type SettingsChange,
  type ShopSettingsInput,
} from '@shared/api/admin-settings.ts';
import { formatPrice } from '@shared/format/money.ts';
import { useId, useState, type ComponentProps } from 'react';
import { get } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { ApiError } from '~/lib/api';
import type { ReauthProof } from '~/lib/auth/auth-api';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import { useWarnBeforeUnload } from '../dashboard/unsaved-changes';
import { ChangeHistory } from '../history/change-history';
import { notify } from '~/lib/toast';
import { useSaveShopSettings, useShopSettings } from '../api/shop-settings';
import { OwnerAlertsSection } from './owner-alerts-form';
import { PaymentReauthDialog } from './payment-reauth-dialog';

type InputSpec = ComponentProps<'input'> & { hint?: string };

/** An amount typed on a phone ('2500', '2 500'): a number for the schema, NaN when it is not one. */
function typedAmount(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/\s/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

/** 'CI, gh  SN' → ['CI', 'GH', 'SN'] (the schema upper-cases and checks each code). */
function typedCountries(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.split(/[\s,;]+/).filter((code) => code !== '');
}

const AMOUNT: InputSpec = { type: 'text', inputMode: 'numeric', autoComplete: 'off' };

const INPUTS: Record<SettingField, InputSpec> = {
  name: { autoComplete: 'organization', maxLength: 60 },
  waveNumber: {
    type: 'tel',
    inputMode: 'tel',
    hint: 'Le numéro auquel les clients envoient leur paiement Wave.',
  },
  whatsappNumber: {
    type: 'tel',
    inputMode: 'tel',
    hint: 'Un mobile, ou un fixe avec WhatsApp Business : les clients y envoient leur preuve de paiement.',
  },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', hint: 'Affiché sur la page Contact et en bas de page.' },
  wavePaymentLink: {
    type: 'url',
    inputMode: 'url',
    autoComplete: 'off',
    maxLength: SETTINGS_LIMITS.wavePaymentLink,
    hint: 'Facultatif. Le bouton « Payer avec Wave » après la commande ; {amount} y est remplacé par le montant.',
  },
  ...(Object.fromEntries(DELIVERY_FEE_FIELDS.map((field) => [field, AMOUNT])) as Record<
    (typeof DELIVERY_FEE_FIELDS)[number],
    InputSpec
  >),
  freeDeliveryThreshold: {
    ...AMOUNT,
    hint: 'Pour Abidjan et le reste de la Côte d’Ivoire, calculé sur le sous-total.',
  },
  lowStockThreshold: {
    ...AMOUNT,
    hint: 'Une taille à ce nombre d’unités ou moins apparaît dans « Stock bas » de l’onglet Produits.',
  },
  smsCountries: {
    autoComplete: 'off',
    autoCapitalize: 'characters',
    hint: 'Codes de pays à deux lettres, séparés par des virgules (CI Côte d’Ivoire, GH Ghana, SN Sénégal…). Un client dont le mobile est d’un autre pays ne reçoit pas de SMS : chaque SMS est payé par la boutique.',
  },
  announcement: {
    maxLength: SETTINGS_LIMITS.announcement,
    hint: 'En haut de chaque page de la boutique ; vide : pas de bandeau. Pensez à le mettre à jour si vous changez le seuil.',
  },
};

/** The form's groups, in the order the owner reads them. */
const SECTIONS: { title: string; fields: readonly SettingField[] }[] = [
  {
    title: 'Boutique et paiement',
    fields: ['name', 'waveNumber', 'wavePaymentLink', 'whatsappNumber', 'email', 'phone'],
  },
  { title: 'Livraison', fields: [...DELIVERY_FEE_FIELDS, 'freeDeliveryThreshold'] },
  { title: 'Bandeau d’annonce', fields: ['announcement'] },
  { title: 'Stock', fields: ['lowStockThreshold'] },
  { title: 'SMS aux clients', fields: ['smsCountries'] },
];

/** Fields typed as whole numbers: the FCFA amounts and the low-stock threshold. */
const NUMBER_FIELDS: readonly SettingField[] = [...MONEY_FIELDS, 'lowStockThreshold'];

function fieldLabel(field: SettingField): string {
  return MONEY_FIELDS.includes(field) ? `${SETTING_LABELS[field]} (FCFA)` : SETTING_LABELS[field];
}

/** A value of the history as the owner reads it: amounts as prices, no link as '(aucun)'. */
function shownValue(field: SettingField, value: string): string {
  if (MONEY_FIELDS.includes(field) && /^\d+$/.test(value)) return formatPrice(Number(value));
  return value === '' ? '(aucun)' : value;
}

/**
 * 'Paramètres' (ADR 0134): the shop's name, contact details and payment numbers, saved
 * in the database (the environment's values are only the first-start defaults) and shown by the
 * storefront within seconds. Checked with the server's schema; a save over someone else's gets
 * the server's 409 and the current values back (the form starts again from each new version).
 */
export function SettingsTab() {
  const query = useShopSettings();
  if (query.isPending)
    return <p className="text-sm text-neutral-700">Chargement des paramètres...</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {query.error.message}
      </p>
    );
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,36rem)_1fr]">
      {/* A new version (saved here or elsewhere) starts the form again from it. */}
      <SettingsForm
        key={query.data.version ?? 'environnement'}
        current={query.data}
        reload={() => query.refetch()}
      />
      <div className="space-y-8">
        <OwnerAlertsSection />
        <SettingsHistory history={query.data.history} />
      </div>
    </div>
  );
}

function SettingsForm({
  current,
  reload,
}: {
  current: AdminSettings;
  reload: () => Promise<unknown>;
}) {
  const id = useId();
  const save = useSaveShopSettings();
  const form = useZodForm(shopSettingsInputSchema, { defaultValues: current.settings });
  const { errors, isSubmitting: busy, isDirty } = form.formState;
  useWarnBeforeUnload(isDirty);

  /** A save the server held back until the admin proves it is her (a new payment detail). */
  const [held, setHeld] = useState<{ settings: ShopSettingsInput; error?: string }>();

  async function send(settings: ShopSettingsInput, proof?: ReauthProof) {
    try {
      await save.mutateAsync({ ...settings, ...proof, version: current.version });
      setHeld(undefined);
      notify({
        title: SETTINGS_TEXT.saved,
        description: SETTINGS_TEXT.savedDetail,
        variant: 'success',
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'reauth_required') {
        setHeld({ settings });
      } else if (
        proof &&
        error instanceof ApiError &&
        ['wrong_password', 'invalid_code', 'method_unavailable'].includes(error.code)
      ) {
        setHeld({ settings, error: error.message });
      } else {
        setHeld(undefined);
        await showSaveError(error);
      }
    }
  }

  async function showSaveError(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      await reload();
      notify({
        title: SETTINGS_TEXT.stale,
        description: SETTINGS_TEXT.staleDetail,
        variant: 'destructive',
      });
    } else if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      showServerErrors(form, error.fieldsFor(SETTING_FIELDS), SETTING_FIELDS);
    } else {
      notify({
        title: 'Erreur',
        description: error instanceof ApiError ? error.message : 'Une erreur est survenue',
        variant: 'destructive',
      });
    }
  }

  const onSubmit = form.handleSubmit((settings) => send(settings));

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby={`${id}-titre`}
        aria-busy={busy}
        className="space-y-4 rounded-lg border border-black/10 bg-white p-4 sm:p-6"
      >
        <div>
          <h2 id={`${id}-titre`} className="text-lg font-bold">
            Paramètres de la boutique
          </h2>
          <p className="mt-1 text-sm text-neutral-700">
            {current.version
              ? 'Ces valeurs sont celles que la boutique affiche.'
              : 'Valeurs de départ, réglées à l’installation de la boutique : une fois enregistrées ici, ce sont celles-ci qui comptent.'}
          </p>
        </div>
        {SECTIONS.map((section) => (
          <fieldset key={section.title} className="space-y-4">
            <legend className="pt-2 text-sm font-bold tracking-[0.15em] uppercase">
              {section.title}
            </legend>
            {section.fields.map((field) => {
              const { hint, ...input } = INPUTS[field];
              return (
                <FormField
                  key={field}
                  label={fieldLabel(field)}
                  hint={hint}
                  {...input}
                  {...form.register(
                    field,
                    NUMBER_FIELDS.includes(field)
                      ? { setValueAs: typedAmount }
                      : field === 'smsCountries'
                        ? { setValueAs: typedCountries }
                        : {},
                  )}
                  error={(get(errors, field) as { message?: string } | undefined)?.message}
                />
              );
            })}
          </fieldset>
        ))}
        <Button type="submit" block disabled={busy || !isDirty} aria-busy={busy}>
          {busy ? 'Enregistrement...' : 'Enregistrer les paramètres'}
        </Button>
      </form>
      {/* Outside the settings form: the dialog holds a form of its own. */}
      <PaymentReauthDialog
        open={held !== undefined}
        busy={save.isPending}
        error={held?.error}
        onProof={(proof) => held && void send(held.settings, proof)}
        onCancel={() => setHeld(undefined)}
      />
    </>
  );
}

function SettingsHistory({ history }: { history: SettingsChange[] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-historique`}>
      <h2 id={`${id}-historique`} className="text-sm font-bold tracking-[0.15em] uppercase">
        Historique des modifications
      </h2>
      <div className="mt-2">
        <ChangeHistory
          entries={history.map((entry) => ({
            at: entry.at,
            by: entry.actorEmail,
            lines: entry.changes.map((change) => (
              <>
                <span className="font-semibold">{SETTING_LABELS[change.field]}</span> :{' '}
                {shownValue(change.field, change.before)} → {shownValue(change.field, change.after)}
              </>
            )),
          }))}
        />
      </div>
    </section>
  );
}
