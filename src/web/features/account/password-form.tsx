import { changePasswordFormSchema } from '@shared/schemas/auth.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { ApiError } from '~/lib/api';
import { changePassword } from '~/lib/auth/auth-api';
import { notify } from '~/lib/toast';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
type Errors = Partial<Record<Field, string>>;

/** SPEC §8 'Password'. */
export const PASSWORD_MESSAGES = {
  successTitle: 'Succès',
  success: 'Votre mot de passe a été mis à jour',
  failure: 'Impossible de mettre à jour votre mot de passe',
} as const;

function validate(values: Record<Field, string>): Errors {
  const result = changePasswordFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * 'Modifier mon mot de passe' (SPEC §2, §5 'New password'): one message per missing criterion on
 * the password, the mismatch on the confirmation; validated on submit, then on every change.
 * The current password is asked first (a borrowed session must not take the account over); the
 * server also refuses leaked passwords and signs the account's other devices out.
 */
export function PasswordForm() {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const first = (['currentPassword', 'password', 'confirmPassword'] as const).find(
      (f) => found[f],
    );
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword(values.password, { currentPassword: values.currentPassword });
      notify({
        title: PASSWORD_MESSAGES.successTitle,
        description: PASSWORD_MESSAGES.success,
        variant: 'success',
      });
      setValues({ currentPassword: '', password: '', confirmPassword: '' });
      setErrors({});
      setSubmitted(false);
    } catch (error) {
      if (error instanceof ApiError && error.fields.currentPassword) {
        setErrors({ currentPassword: error.fields.currentPassword });
      } else if (error instanceof ApiError && error.fields.password) {
        setErrors({ password: error.fields.password });
      } else {
        console.error(error);
      }
      notify({ title: 'Erreur', description: PASSWORD_MESSAGES.failure, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-titre`}
      className="rounded-lg border border-black/10 p-4 sm:p-6"
    >
      <h2 id={`${id}-titre`} className="text-sm font-bold tracking-[0.15em] uppercase">
        Modifier mon mot de passe
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        Au moins 8 caractères ; nous refusons les mots de passe trop faciles à deviner ou divulgués.
        Vos autres appareils seront déconnectés.
      </p>
      <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-4">
        <FormField
          label="Mot de passe actuel"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(e) => change('currentPassword', e.target.value)}
          error={errors.currentPassword}
        />
        <FormField
          label="Nouveau mot de passe"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
          error={errors.password}
        />
        <FormField
          label="Confirmer le mot de passe"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => change('confirmPassword', e.target.value)}
          error={errors.confirmPassword}
        />
        <Button type="submit" block disabled={busy} aria-busy={busy} className="sm:w-auto">
          {busy ? 'Mise à jour...' : 'Mettre à jour le mot de passe'}
        </Button>
      </form>
    </section>
  );
}
