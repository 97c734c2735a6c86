import {
  emailOnlySchema,
  isStrongPassword,
  signInSchema,
  signUpFormSchema,
} from '@shared/schemas/auth.ts';
import { useRef, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from '@shared/schemas/zod.ts';
import { Link, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { textButtonClass } from '~/components/ui/text-button';
import { clsx } from 'clsx';
import { FormField } from '~/components/ui/form-field';
import { ApiError } from '~/lib/api';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import { requestPasswordReset, resendConfirmation, signIn, signUp } from '~/lib/auth/auth-api';
import { notify } from '~/lib/toast';
import { AUTH_ERRORS, AUTH_TOASTS, authErrorMessage, toastTitleFor } from './auth-messages';
import { PasswordChecklist } from './password-checklist';

export type AuthMode = 'sign-in' | 'sign-up' | 'forgot';
type Field = 'email' | 'password' | 'confirmPassword' | 'fullName';
type Values = Record<Field, string>;

const FIELD_ORDER: Field[] = ['fullName', 'email', 'password', 'confirmPassword'];

export const LEAKED_PASSWORD_STATEMENT =
  'Votre mot de passe est vérifié auprès d’une base de mots de passe divulgués lors de fuites de données : un mot de passe connu des pirates est refusé.';

/** The API's own schema for each mode (the form's values, checked as the server will). */
function schemaFor(mode: AuthMode): z.ZodType<unknown, Values> {
  const schema =
    mode === 'sign-up' ? signUpFormSchema : mode === 'sign-in' ? signInSchema : emailOnlySchema;
  return schema as unknown as z.ZodType<unknown, Values>;
}

const TITLES: Record<AuthMode, string> = {
  'sign-in': 'Connexion',
  'sign-up': 'Créer un compte',
  forgot: 'Mot de passe oublié',
};

/**
 * /auth: one form that signs in or signs up, with 'Mot de passe oublié ?' (a reset link by
 * e-mail). Validated on submit with the API's own schemas, then on every
 * change (the one form pattern, ADR 0110). Switching mode clears both passwords. A sign-in returns
 * to `returnTo`, through the second factor when the account has one. What was typed before the
 * page's JavaScript or the session check answered stays.
 */
export function AuthForm({
  initialMode = 'sign-in',
  returnTo,
}: {
  initialMode?: AuthMode;
  returnTo: string;
}) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const form = useZodForm(schemaFor(mode));
  const { errors: shown, isSubmitting: busy } = form.formState;
  /** After sign-up, or a sign-in refused for an unconfirmed address: where to resend the link. */
  const [confirmTo, setConfirmTo] = useState<{ email: string; signedUp: boolean }>();
  const [resetAnswer, setResetAnswer] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const strong = isStrongPassword(password);

  function clearPasswords() {
    form.setValue('password', '');
    form.setValue('confirmPassword', '');
  }

  function switchMode(next: AuthMode) {
    // Toggling clears the password and the confirmation.
    setMode(next);
    clearPasswords();
    form.clearErrors();
    // Validation starts again from the next submit, as on a fresh form.
    form.reset(form.getValues(), { keepValues: true });
    setResetAnswer(undefined);
    setConfirmTo(undefined);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function fail(error: unknown) {
    if (error instanceof ApiError)
      showServerErrors(form, error.fieldsFor(FIELD_ORDER), FIELD_ORDER);
    else console.error(error);
    notify({ title: 'Erreur', description: authErrorMessage(error), variant: 'destructive' });
  }

  function onInvalid(found: FieldErrors<Values>) {
    const first = FIELD_ORDER.find((f) => found[f]?.message);
    const message = first && found[first]?.message;
    if (message)
      notify({ title: toastTitleFor(message), description: message, variant: 'destructive' });
  }

  // What was typed, as the API takes it (the schema only checked it).
  const onSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      const email = values.email.trim();
      if (mode === 'forgot') {
        const answer = await requestPasswordReset(email);
        setResetAnswer(answer.message);
      } else if (mode === 'sign-up') {
        await signUp({ email, password: values.password, fullName: values.fullName.trim() });
        notify({
          title: AUTH_TOASTS.signedUp,
          description: AUTH_TOASTS.signedUpDescription,
          variant: 'success',
        });
        clearPasswords();
        setConfirmTo({ email, signedUp: true });
      } else {
        const session = await signIn(email, values.password);
        if (session.status === 'mfa_required') {
          await navigate('/mfa-verification', { replace: true, state: { from: returnTo } });
        } else {
          notify({ title: AUTH_TOASTS.signedIn, variant: 'success' });
          await navigate(returnTo, { replace: true });
        }
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_not_confirmed') {
        setConfirmTo({ email: values.email.trim(), signedUp: false });
      }
      fail(error);
    }
  }, onInvalid);

  async function onResend() {
    if (!confirmTo) return;
    try {
      const answer = await resendConfirmation(confirmTo.email);
      notify({ title: 'E-mail envoyé', description: answer.message, variant: 'success' });
    } catch (error) {
      notify({
        title: 'Erreur',
        description: error instanceof ApiError ? error.message : AUTH_ERRORS.other,
        variant: 'destructive',
      });
    }
  }

  const heading = (
    <h1 ref={headingRef} tabIndex={-1} className="display-title text-2xl outline-none sm:text-3xl">
      {TITLES[mode]}
    </h1>
  );

  if (confirmTo?.signedUp) {
    return (
      <div>
        {heading}
        <div role="status" className="mt-6 rounded-lg bg-sand p-5 text-sm leading-relaxed">
          <p className="text-base font-bold">Vérifiez votre boîte mail</p>
          <p className="mt-2 text-neutral-800">
            Nous avons envoyé un lien de confirmation à{' '}
            <span className="font-semibold text-ink">{confirmTo.email}</span>. Cliquez dessus pour
            activer votre compte, puis connectez-vous.
          </p>
        </div>
        <Button variant="outline" block className="mt-5" onClick={() => void onResend()}>
          Renvoyer l’e-mail de confirmation
        </Button>
        <button
          type="button"
          className={clsx(textButtonClass, 'mt-4')}
          onClick={() => switchMode('sign-in')}
        >
          J’ai confirmé mon adresse : me connecter
        </button>
      </div>
    );
  }

  return (
    <div>
      {heading}
      <p className="mt-2 text-sm text-neutral-700">
        {mode === 'sign-in' &&
          'Retrouvez vos commandes, vos favoris et votre panier sur tous vos appareils.'}
        {mode === 'sign-up' && 'Quelques secondes suffisent pour créer votre compte LAGUNE.'}
        {mode === 'forgot' &&
          'Indiquez votre adresse e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe.'}
      </p>

      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="mt-6 space-y-4"
        aria-label={TITLES[mode]}
      >
        {mode === 'sign-up' && (
          <FormField
            label="Nom complet"
            autoComplete="name"
            {...form.register('fullName')}
            error={shown.fullName?.message}
          />
        )}
        <FormField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete={mode === 'sign-up' ? 'email' : 'username'}
          {...form.register('email')}
          error={shown.email?.message}
        />
        {mode !== 'forgot' && (
          <div>
            <FormField
              label="Mot de passe"
              type="password"
              autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
              {...form.register('password', { deps: ['confirmPassword'] })}
              error={shown.password?.message}
            />
            {mode === 'sign-up' && <PasswordChecklist password={password} />}
          </div>
        )}
        {mode === 'sign-up' && (
          <FormField
            label="Confirmer le mot de passe"
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            error={shown.confirmPassword?.message}
          />
        )}

        {mode === 'sign-in' && (
          <div className="-mt-1 text-right">
            <button type="button" className={textButtonClass} onClick={() => switchMode('forgot')}>
              Mot de passe oublié ?
            </button>
          </div>
        )}

        {resetAnswer && (
          <p role="status" className="rounded-md bg-green-50 px-4 py-3 text-sm text-green-900">
            {resetAnswer}
          </p>
        )}
        {confirmTo && !confirmTo.signedUp && (
          <div className="rounded-md bg-sand p-4 text-sm">
            <p>{AUTH_ERRORS.emailNotConfirmed}.</p>
            <button type="button" className={textButtonClass} onClick={() => void onResend()}>
              Renvoyer l’e-mail de confirmation
            </button>
          </div>
        )}

        <Button
          type="submit"
          size="lg"
          block
          disabled={busy || (mode === 'sign-up' && !strong)}
          aria-busy={busy}
        >
          {mode === 'sign-in' && (busy ? 'Connexion...' : 'Se connecter')}
          {mode === 'sign-up' && (busy ? 'Inscription...' : "S'inscrire")}
          {mode === 'forgot' && (busy ? 'Envoi...' : 'Recevoir le lien')}
        </Button>
      </form>

      {/* No password is typed on 'forgot': the sentence would only puzzle there. */}
      {mode !== 'forgot' && (
        <p className="mt-4 text-xs leading-relaxed text-neutral-700">{LEAKED_PASSWORD_STATEMENT}</p>
      )}

      <div className="mt-6 space-y-3 border-t border-black/10 pt-6 text-center text-sm">
        {mode === 'sign-in' ? (
          <p>
            Pas encore de compte ?{' '}
            <button type="button" className={textButtonClass} onClick={() => switchMode('sign-up')}>
              Créer un compte
            </button>
          </p>
        ) : (
          <p>
            {mode === 'sign-up' ? 'Déjà un compte ?' : 'Vous vous souvenez ?'}{' '}
            <button type="button" className={textButtonClass} onClick={() => switchMode('sign-in')}>
              Se connecter
            </button>
          </p>
        )}
        <Link
          to="/mfa-verification"
          state={{ from: returnTo }}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-black/20 px-4 text-sm font-semibold hover:border-ink"
        >
          Utiliser l'authentification à deux facteurs
        </Link>
      </div>
    </div>
  );
}
