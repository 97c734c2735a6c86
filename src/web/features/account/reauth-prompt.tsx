import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import type { ReauthProof } from '~/lib/auth/auth-api';

export const REAUTH_TEXT = {
  title: 'Confirmez qu’il s’agit bien de vous',
  passwordLabel: 'Mot de passe actuel',
  codeLabel: 'Ou un code de votre application d’authentification',
  required: 'Veuillez entrer votre mot de passe actuel ou un code à 6 chiffres',
} as const;

/**
 * What takes the account over (a factor added or removed, new recovery codes) asks the owner
 * again: the current password, or a code of the authenticator app when one is on. The server
 * judges it; its French error comes back in `error`.
 */
export function ReauthPrompt({
  what,
  submitLabel,
  withAuthenticator,
  busy,
  error,
  danger,
  onSubmit,
  onCancel,
}: {
  /** The sentence that says what will happen. */
  what: string;
  submitLabel: string;
  withAuthenticator: boolean;
  busy: boolean;
  error?: string | undefined;
  danger?: boolean;
  onSubmit: (proof: ReauthProof) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const digits = code.replace(/\s+/g, '');
    if (password) onSubmit({ currentPassword: password });
    else if (withAuthenticator && /^\d{6}$/.test(digits))
      onSubmit({ mfa: { method: 'authenticator', code: digits } });
    else return setMissing(true);
    setMissing(false);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-titre`}
      className="space-y-3 rounded-lg bg-sand/70 p-4"
    >
      <p id={`${id}-titre`} className="font-semibold">
        {REAUTH_TEXT.title}
      </p>
      <p className="text-sm">{what}</p>
      <FormField
        label={REAUTH_TEXT.passwordLabel}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={missing ? REAUTH_TEXT.required : error}
      />
      {withAuthenticator && (
        <FormField
          label={REAUTH_TEXT.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="submit"
          variant={danger ? 'danger' : 'primary'}
          disabled={busy}
          aria-busy={busy}
        >
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
