import { newPasswordFormSchema } from '@shared/schemas/auth.ts';
import { STAFF_ROLE_LABELS } from '@shared/domain/users.ts';
import { STAFF_TEXT } from '@shared/schemas/staff.ts';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { LinkButton } from '~/components/ui/link-button';
import { ApiError, apiPost } from '~/lib/api';
import { useZodForm } from '~/lib/forms/use-zod-form';

type Invitation = { fullName: string; email: string; role: 'admin' | 'vendeur' };

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur est survenue. Veuillez réessayer.';

/**
 * /admin/invitation#<token>: the owner's invitation (docs/decisions/0201). The token is read from
 * the fragment (never sent in a URL); the person chooses a password, then signs in to the admin
 * wing, where the first sign-in enrols their authenticator app before anything else.
 */
export default function InvitationPage() {
  const [token, setToken] = useState<string>();
  const [invitation, setInvitation] = useState<Invitation>();
  const [dead, setDead] = useState<string>();
  const [done, setDone] = useState(false);
  const form = useZodForm(newPasswordFormSchema);
  const { errors, isSubmitting: busy } = form.formState;

  useEffect(() => {
    const found = window.location.hash.slice(1);
    if (!found) {
      setDead(STAFF_TEXT.invitationInvalid);
      return;
    }
    setToken(found);
    apiPost<Invitation>('/api/staff/invitation', { token: found }).then(setInvitation, (error) =>
      setDead(messageOf(error)),
    );
  }, []);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await apiPost('/api/staff/invitation/accept', { token, password });
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.fields.password) {
        form.setError('password', { type: 'server', message: error.fields.password });
      } else setDead(messageOf(error));
    }
  });

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="display-title text-2xl sm:text-3xl">Rejoindre l’équipe</h1>
      {dead ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-sm text-red-900">
          {dead}
        </p>
      ) : done ? (
        <div className="mt-6 space-y-4">
          <p role="status" className="rounded-md bg-green-50 p-4 text-sm text-green-900">
            Votre compte est créé. Connectez-vous par « Espace administrateur » avec votre e-mail et
            ce mot de passe : vous activerez alors la vérification en deux étapes.
          </p>
          <LinkButton to="/" block>
            Aller à la boutique
          </LinkButton>
        </div>
      ) : !invitation ? (
        <p role="status" className="mt-6 text-neutral-700">
          Chargement...
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6 space-y-4">
          <p className="text-sm">
            Bonjour {invitation.fullName}, vous êtes invité·e avec le rôle{' '}
            <strong>{STAFF_ROLE_LABELS[invitation.role]}</strong> ({invitation.email}).
          </p>
          <p className="text-sm text-neutral-700">
            Au moins 8 caractères ; nous refusons les mots de passe trop faciles à deviner ou
            divulgués.
          </p>
          <FormField
            label="Mot de passe"
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
            {busy ? 'Enregistrement...' : 'Créer mon compte'}
          </Button>
        </form>
      )}
    </section>
  );
}
