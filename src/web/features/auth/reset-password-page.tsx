import { newPasswordFormSchema } from '@shared/schemas/auth.ts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { LinkButton } from '~/components/ui/link-button';
import { ApiError } from '~/lib/api';
import { useZodForm } from '~/lib/forms/use-zod-form';
import { resetPassword } from '~/lib/auth/auth-api';
import { applyPasswordRecovery } from '~/lib/auth/session-store';
import { notify } from '~/lib/toast';
import { AUTH_ERRORS } from './auth-messages';

export const PASSWORD_UPDATED = {
  title: 'Succès',
  description: 'Votre mot de passe a été mis à jour',
} as const;

/**
 * /auth/reset?token=…: the link of the reset e-mail. The new password follows the one password
 * policy (ADR 0104); once saved, every session of the account is closed and the shopper signs in
 * again.
 */
export default function ResetPasswordPage() {
  // URLSearchParams itself: react-router's useSearchParams would add its code to every page.
  const token = new URLSearchParams(useLocation().search).get('token');
  const navigate = useNavigate();
  const form = useZodForm(newPasswordFormSchema);
  const { errors, isSubmitting: busy } = form.formState;
  const [dead, setDead] = useState<string>();

  useEffect(() => {
    applyPasswordRecovery();
  }, []);

  const onSubmit = form.handleSubmit(async () => {
    if (!token) return;
    const { password } = form.getValues();
    try {
      await resetPassword(token, password);
      notify({ ...PASSWORD_UPDATED, variant: 'success' });
      await navigate('/auth', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_token') {
        setDead(error.message);
      } else if (error instanceof ApiError && error.fields.password) {
        form.clearErrors();
        form.setError('password', { type: 'server', message: error.fields.password });
      } else {
        notify({
          title: 'Erreur',
          description: error instanceof ApiError ? error.message : AUTH_ERRORS.other,
          variant: 'destructive',
        });
      }
    }
  });

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
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6 space-y-4">
          <p className="text-sm text-neutral-700">
            Au moins 8 caractères ; nous refusons les mots de passe trop faciles à deviner ou
            divulgués.
          </p>
          <FormField
            label="Nouveau mot de passe"
            type="password"
            autoComplete="new-password"
            {...form.register('password', { deps: ['confirmPassword'] })}
            error={errors.password?.message}
          />
          <FormField
            label="Confirmer le mot de passe"
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          <Button type="submit" size="lg" block disabled={busy} aria-busy={busy}>
            {busy ? 'Enregistrement...' : 'Enregistrer mon mot de passe'}
          </Button>
        </form>
      )}
    </section>
  );
}
