import { z } from '@shared/schemas/zod.ts';
import { useId, useMemo } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import type { ReauthProof } from '~/lib/auth/auth-api';
import { useZodForm } from '~/lib/forms/use-zod-form';

export const REAUTH_TEXT = {
  title: 'Confirmez qu’il s’agit bien de vous',
  passwordLabel: 'Mot de passe actuel',
  codeLabel: 'Ou un code de votre application d’authentification',
  required: 'Veuillez entrer votre mot de passe actuel ou un code à 6 chiffres',
} as const;

/** The proof the server is sent: the password, else (when the app is on) one of its codes. */
function proofSchema(withAuthenticator: boolean) {
  return z
    .object({ currentPassword: z.string().default(''), code: z.string().default('') })
    .transform(({ currentPassword, code }, context): ReauthProof => {
      const digits = code.replace(/\s+/g, '');
      if (currentPassword) return { currentPassword };
      if (withAuthenticator && /^\d{6}$/.test(digits))
        return { mfa: { method: 'authenticator', code: digits } };
      context.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: REAUTH_TEXT.required,
      });
      return z.NEVER;
    });
}

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
  const schema = useMemo(() => proofSchema(withAuthenticator), [withAuthenticator]);
  const form = useZodForm(schema);
  const missing = form.formState.errors.currentPassword?.message;
  const submit = form.handleSubmit((proof) => {
    if (!busy) onSubmit(proof);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-titre`}
      className="space-y-3 rounded-lg bg-sand/70 p-4"
    >
      <p id={`${id}-titre`} className="font-semibold">
        {REAUTH_TEXT.title}
      </p>
      <p className="text-sm">{what}</p>
      <FormField
        label={REAUTH_TEXT.passwordLabel}
        type="password"
        autoComplete="current-password"
        {...form.register('currentPassword')}
        error={missing ?? error}
      />
      {withAuthenticator && (
        <FormField
          label={REAUTH_TEXT.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          {...form.register('code')}
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
