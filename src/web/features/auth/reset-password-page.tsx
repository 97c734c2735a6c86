import { newPasswordFormSchema } from '@shared/schemas/auth.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { LinkButton } from '~/components/ui/link-button';
import { ApiError } from '~/lib/api';
import { resetPassword } from '~/lib/auth/auth-api';
import { applyPasswordRecovery } from '~/lib/auth/session-store';
import { notify } from '~/lib/toast';
import { AUTH_ERRORS, fieldErrors, type FieldErrors } from './auth-messages';

type Field = 'password' | 'confirmPassword';

export const PASSWORD_UPDATED = {
  title: 'Succès',
  description: 'Votre mot de passe a été mis à jour',
} as const;

/**
 * /auth/reset?token=…: the link of the reset e-mail. The new password follows SPEC §5 'New
 * password'; once saved, every session of the account is closed and the shopper signs in again.
 */
export default function ResetPasswordPage() {
  // URLSearchParams itself: react-router's useSearchParams would add its code to every page.
  const token = new URLSearchParams(useLocation().search).get('token');
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dead, setDead] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    applyPasswordRecovery();
  }, []);

  function validate(next: typeof values) {
    const result = newPasswordFormSchema.safeParse(next);
    return result.success ? {} : fieldErrors<Field>(result.error.issues);
  }

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const first = (['password', 'confirmPassword'] as const).find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await resetPassword(token, values.password);
      notify({ ...PASSWORD_UPDATED, variant: 'success' });
      await navigate('/auth', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_token') {
        setDead(error.message);
      } else if (error instanceof ApiError && error.fields.password) {
        setErrors({ password: error.fields.password });
      } else {
        notify({
          title: 'Erreur',
          description: error instanceof ApiError ? error.message : AUTH_ERRORS.other,
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="display-title text-2xl sm:text-3xl">Nouveau mot de passe</h1>
      {!token || dead ? (
        <div className="mt-6">
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-900">
            {dead ?? 'Ce lien de réinitialisation est incomplet. Ouvrez le lien reçu par e-mail.'}
          </p>
          <LinkButton to="/auth" block className="mt-6">
            Demander un nouveau lien
          </LinkButton>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          className="mt-6 space-y-4"
        >
          <p className="text-sm text-neutral-700">
            Au moins 8 caractères ; nous refusons les mots de passe trop faciles à deviner ou
            divulgués.
          </p>
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
          <Button type="submit" size="lg" block disabled={busy} aria-busy={busy}>
            {busy ? 'Enregistrement...' : 'Enregistrer mon mot de passe'}
          </Button>
        </form>
      )}
    </section>
  );
}
