import {
  emailOnlySchema,
  isStrongPassword,
  signInSchema,
  signUpFormSchema,
} from '@shared/schemas/auth.ts';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { textButtonClass } from '~/components/ui/text-button';
import { clsx } from 'clsx';
import { FormField } from '~/components/ui/form-field';
import { ApiError } from '~/lib/api';
import { requestPasswordReset, resendConfirmation, signIn, signUp } from '~/lib/auth/auth-api';
import { notify } from '~/lib/toast';
import {
  AUTH_ERRORS,
  AUTH_TOASTS,
  authErrorMessage,
  fieldErrors,
  toastTitleFor,
  type FieldErrors,
} from './auth-messages';
import { PasswordChecklist } from './password-checklist';

export type AuthMode = 'sign-in' | 'sign-up' | 'forgot';
type Field = 'email' | 'password' | 'confirmPassword' | 'fullName';
type Values = Record<Field, string>;

const FIELD_ORDER: Field[] = ['fullName', 'email', 'password', 'confirmPassword'];

export const LEAKED_PASSWORD_STATEMENT =
  'Votre mot de passe est vérifié auprès d’une base de mots de passe divulgués lors de fuites de données : un mot de passe connu des pirates est refusé.';

function validate(mode: AuthMode, values: Values): FieldErrors<Field> {
  const result =
    mode === 'sign-up'
      ? signUpFormSchema.safeParse(values)
      : mode === 'sign-in'
        ? signInSchema.safeParse(values)
        : emailOnlySchema.safeParse(values);
  return result.success ? {} : fieldErrors<Field>(result.error.issues);
}

const TITLES: Record<AuthMode, string> = {
  'sign-in': 'Connexion',
  'sign-up': 'Créer un compte',
  forgot: 'Mot de passe oublié',
};

/**
 * /auth (SPEC §2, §4, §5): one form that signs in or signs up, with 'Mot de passe oublié ?' (a
 * reset link by e-mail, DESIGN §3). Validated on submit with the API's own schemas, then on every
 * change. Switching mode clears both passwords. A sign-in returns to `returnTo`, through the
 * second factor when the account has one.
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
  const [values, setValues] = useState<Values>({
    email: '',
    password: '',
    confirmPassword: '',
    fullName: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  /** After sign-up, or a sign-in refused for an unconfirmed address: where to resend the link. */
  const [confirmTo, setConfirmTo] = useState<{ email: string; signedUp: boolean }>();
  const [resetAnswer, setResetAnswer] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const strong = isStrongPassword(values.password);

  function switchMode(next: AuthMode) {
    // SPEC §4: toggling clears the password and the confirmation.
    setMode(next);
    setValues((v) => ({ ...v, password: '', confirmPassword: '' }));
    setErrors({});
    setSubmitted(false);
    setResetAnswer(undefined);
    setConfirmTo(undefined);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(mode, next));
  }

  function focusFirst(found: FieldErrors<Field>) {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function fail(error: unknown) {
    if (error instanceof ApiError) {
      const fromServer = error.fieldsFor(FIELD_ORDER);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirst(fromServer);
      }
    } else {
      console.error(error);
    }
    notify({ title: 'Erreur', description: authErrorMessage(error), variant: 'destructive' });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validate(mode, values);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      notify({
        title: toastTitleFor(found[first]!),
        description: found[first],
        variant: 'destructive',
      });
      focusFirst(found);
      return;
    }
    setBusy(true);
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
        setValues((v) => ({ ...v, password: '', confirmPassword: '' }));
        setConfirmTo({ email, signedUp: true });
      } else {
        const session = await signIn(email, values.password);
        if (session.status === 'mfa_required') {
          await navigate('/mfa-verification', { replace: true, state: { from: returnTo } });
        } else {
          notify({ title: AUTH_TOASTS.signedIn, variant: 'success' });
          await navigate(returnTo, { replace: true });
        }
        return;
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_not_confirmed') {
        setConfirmTo({ email: values.email.trim(), signedUp: false });
      }
      fail(error);
    } finally {
      setBusy(false);
    }
  }

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
        ref={formRef}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="mt-6 space-y-4"
        aria-label={TITLES[mode]}
      >
        {mode === 'sign-up' && (
          <FormField
            label="Nom complet"
            name="fullName"
            autoComplete="name"
            value={values.fullName}
            onChange={(e) => change('fullName', e.target.value)}
            error={errors.fullName}
          />
        )}
        <FormField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete={mode === 'sign-up' ? 'email' : 'username'}
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
          error={errors.email}
        />
        {mode !== 'forgot' && (
          <div>
            <FormField
              label="Mot de passe"
              name="password"
              type="password"
              autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
              value={values.password}
              onChange={(e) => change('password', e.target.value)}
              error={errors.password}
            />
            {mode === 'sign-up' && <PasswordChecklist password={values.password} />}
          </div>
        )}
        {mode === 'sign-up' && (
          <FormField
            label="Confirmer le mot de passe"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => change('confirmPassword', e.target.value)}
            error={errors.confirmPassword}
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

      <p className="mt-4 text-xs leading-relaxed text-neutral-700">{LEAKED_PASSWORD_STATEMENT}</p>

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
