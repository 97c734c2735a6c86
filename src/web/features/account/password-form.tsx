import { changePasswordFormSchema } from '@shared/schemas/auth.ts';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { ApiError } from '~/lib/api';
import { useZodForm } from '~/lib/forms/use-zod-form';
import { changePassword } from '~/lib/auth/auth-api';
import { notify } from '~/lib/toast';

/** The password form's messages. */
export const PASSWORD_MESSAGES = {
  successTitle: 'Succès',
  success: 'Votre mot de passe a été mis à jour',
  failure: 'Impossible de mettre à jour votre mot de passe',
} as const;

/**
 * 'Modifier mon mot de passe': one message per missing criterion on
 * the password, the mismatch on the confirmation; validated on submit, then on every change (ADR
 * 0110).
 * The current password is asked first (a borrowed session must not take the account over); the
 * server also refuses leaked passwords and signs the account's other devices out.
 */
export function PasswordForm() {
  const id = useId();
  const form = useZodForm(changePasswordFormSchema);
  const { errors, isSubmitting: busy } = form.formState;

  const onSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      await changePassword(values.password, { currentPassword: values.currentPassword });
      notify({
        title: PASSWORD_MESSAGES.successTitle,
        description: PASSWORD_MESSAGES.success,
        variant: 'success',
      });
      form.reset({ currentPassword: '', password: '', confirmPassword: '' });
    } catch (error) {
      form.clearErrors();
      if (error instanceof ApiError && error.fields.currentPassword) {
        form.setError('currentPassword', { type: 'server', message: error.fields.currentPassword });
      } else if (error instanceof ApiError && error.fields.password) {
        form.setError('password', { type: 'server', message: error.fields.password });
      } else {
        console.error(error);
      }
      notify({ title: 'Erreur', description: PASSWORD_MESSAGES.failure, variant: 'destructive' });
    }
  });

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
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-4">
        <FormField
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
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
        <Button type="submit" block disabled={busy} aria-busy={busy} className="sm:w-auto">
          {busy ? 'Mise à jour...' : 'Mettre à jour le mot de passe'}
        </Button>
      </form>
    </section>
  );
}
