import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { CodeInput } from '~/components/ui/code-input';
import { FieldError } from '~/components/ui/field-error';
import { FormField } from '~/components/ui/form-field';
import { ApiError, apiPost, UNEXPECTED_ERROR_MESSAGE } from '~/lib/api';

export const CLAIM_MESSAGES = {
  title: 'Vous avez commandé sans compte ?',
  intro: 'Confirmez votre numéro de téléphone : les commandes passées avec lui s’afficheront ici.',
  claimed: (phone: string) =>
    `Les commandes passées sans compte avec le ${phone} s’affichent aussi ici.`,
} as const;

const errorOf = (error: unknown) =>
  error instanceof ApiError ? error.message : UNEXPECTED_ERROR_MESSAGE;

/**
 * 'Mes commandes': the shopper confirms the phone she ordered with, by an SMS code, and the orders
 * placed with it without an account join the list (docs/decisions/0178).
 */
export function ClaimGuestOrders({ confirmedPhone }: { confirmedPhone: string | null }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (confirmedPhone) {
    return (
      <p className="mb-6 text-sm text-neutral-700">{CLAIM_MESSAGES.claimed(confirmedPhone)}</p>
    );
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (caught) {
      setError(errorOf(caught));
    } finally {
      setBusy(false);
    }
  }
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const sent = await apiPost<{ destination: string }>('/api/account/phone', { phone });
      setSentTo(sent.destination);
      setCode('');
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await apiPost('/api/account/phone/confirm', { code });
      await queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] });
    });
  };

  return (
    <section aria-labelledby={`${id}-titre`} className="mb-8 rounded-lg bg-sand p-5">
      <h2 id={`${id}-titre`} className="font-bold">
        {CLAIM_MESSAGES.title}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">{CLAIM_MESSAGES.intro}</p>
      {sentTo === undefined ? (
        <form onSubmit={sendCode} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField
            className="sm:flex-1"
            label="Numéro de téléphone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={error}
            required
          />
          <Button type="submit" disabled={busy || phone.trim() === ''} aria-busy={busy}>
            Recevoir un code
          </Button>
        </form>
      ) : (
        <form onSubmit={confirm} className="mt-4">
          <label htmlFor={`${id}-code`} className="block text-sm font-semibold">
            Code reçu par SMS au {sentTo}
          </label>
          <div className="mt-2">
            <CodeInput
              id={`${id}-code`}
              value={code}
              onChange={setCode}
              disabled={busy}
              invalid={error !== undefined}
              describedBy={error ? `${id}-erreur` : undefined}
            />
          </div>
          <FieldError id={`${id}-erreur`} message={error} />
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={busy || code.length !== 6} aria-busy={busy}>
              Confirmer
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setSentTo(undefined);
                setError(undefined);
              }}
            >
              Changer de numéro
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
