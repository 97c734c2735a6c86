import { isStaff } from '@shared/domain/users.ts';
import { closeForNavigation } from '~/lib/use-back-to-close';
import {
  ADMIN_SIGN_IN_FAILED,
  ADMIN_SIGN_IN_LOCKED,
  adminSignInSchema,
} from '@shared/api/admin.ts';
import { mfaActivateSchema } from '@shared/schemas/auth.ts';
import type { SessionState, TotpEnrollment } from '@shared/api/auth.ts';
import type { MfaMethod } from '@shared/domain/users.ts';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SecondFactorChallenge } from '~/components/account/second-factor-challenge';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { fieldClass } from '~/components/ui/field-class';
import { FieldError } from '~/components/ui/field-error';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '~/lib/api';
import { showServerErrors, useZodForm } from '~/lib/forms/use-zod-form';
import { notify } from '~/lib/toast';
import { ADMIN_DASHBOARD_PATH, setAdminHint } from '../admin-hint';
import { getSession, isAdminSession } from '../api/get-session';
import { activateAdminTotp, enrolAdminTotp } from '../api/enrol-mfa';
import { adminSignIn } from '../api/sign-in';
import { sendMfaCode, verifyMfa } from '../api/verify-mfa';
import { RecoveryCodeActions } from '../../account/recovery-codes';
import { TotpKey } from '../../account/totp-key';

/** The admin sign-in: the submit waits one second, then succeeds or fails. */
export const SIGN_IN_WAIT_MS = 1000;
export const SIGN_IN_FAILED_TOAST = "Échec de l'authentification";

const labelClass = 'mb-1 block text-sm font-semibold';

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  console.error(error);
  return UNEXPECTED_ERROR_MESSAGE;
}

type Step =
  | { kind: 'checking' }
  | { kind: 'credentials' }
  | { kind: 'mfa'; methods: MfaMethod[] }
  | { kind: 'enrol'; totp: TotpEnrollment }
  | { kind: 'recovery'; codes: string[] };

/**
 * The admin sign-in: user name (the admin's e-mail) and password, checked by the server
 * (ADR 0040); then the second factor, which every admin route needs: its code, or at the
 * first sign-in the enrolment of an authenticator app (QR code, first code, recovery codes shown
 * once). When the account is paused after too many failures, a code of the app typed with the
 * password gets the real admin through. A session that is already an admin's skips the form.
 */
export default function AdminLoginDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [error, setError] = useState<string>();
  // The one form pattern (ADR 0110), with the schemas the server checks these requests with.
  const signInForm = useZodForm(adminSignInSchema);
  const activation = useZodForm(mfaActivateSchema);
  const fieldErrors = signInForm.formState.errors;
  const codeError = activation.formState.errors.code?.message;
  const busy = signInForm.formState.isSubmitting || activation.formState.isSubmitting;
  const [method, setMethod] = useState<MfaMethod>('authenticator');
  // Shown once the server says the account is paused: the app's code gets the owner past it.
  const [unlockShown, setUnlockShown] = useState(false);

  function enter() {
    setAdminHint(true);
    // The dialog's history entry stays under the dashboard (use-back-to-close.ts).
    closeForNavigation();
    onClose();
    void navigate(ADMIN_DASHBOARD_PATH);
  }

  function toMfa(session: SessionState) {
    const methods = session.mfaMethods.length > 0 ? session.mfaMethods : ['authenticator' as const];
    setMethod(
      session.user?.mfaMethod && methods.includes(session.user.mfaMethod)
        ? session.user.mfaMethod
        : methods[0]!,
    );
    setError(undefined);
    setStep({ kind: 'mfa', methods });
  }

  // An admin already signed in goes straight in; one half-way through the second factor resumes it.
  useEffect(() => {
    const controller = new AbortController();
    getSession(controller.signal).then(
      (session) => {
        if (isAdminSession(session)) {
          enter();
          return;
        }
        if (session.status === 'mfa_required' && isStaff(session.user?.role)) toMfa(session);
        else setStep({ kind: 'credentials' });
      },
      () => {
        if (!controller.signal.aborted) setStep({ kind: 'credentials' });
      },
    );
    return () => controller.abort();
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (step.kind === 'credentials') signInForm.setFocus('username');
    if (step.kind === 'enrol') activation.setFocus('code');
  }, [step.kind, signInForm, activation]);

  function fail(message: string) {
    setError(message);
    // The inline message says it; the toast only adds a reason it does not repeat (429, network).
    notify({
      title: SIGN_IN_FAILED_TOAST,
      description: message === ADMIN_SIGN_IN_FAILED ? undefined : message,
      variant: 'destructive',
    });
  }

  const onSignIn = signInForm.handleSubmit(async (input) => {
    setError(undefined);
    const [outcome] = await Promise.all([
      adminSignIn(input).then(
        (session) => ({ ok: true as const, session }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
      wait(SIGN_IN_WAIT_MS),
    ]);
    if (outcome.ok && outcome.session.mfaEnrollmentRequired) {
      // First sign-in: the password just typed is the server's re-authentication for the enrolment.
      try {
        const totp = await enrolAdminTotp(input.password);
        signInForm.resetField('password');
        activation.reset();
        setStep({ kind: 'enrol', totp });
      } catch (error) {
        fail(messageOf(error));
      }
      return;
    }
    if (outcome.ok) {
      signInForm.resetField('password');
      signInForm.unregister('code');
      setUnlockShown(false);
      if (outcome.session.status === 'mfa_required') {
        toMfa(outcome.session);
        return;
      }
      notify({ title: 'Connexion réussie', variant: 'success' });
      enter();
      return;
    }
    const { error } = outcome;
    if (error instanceof ApiError && error.status === 429 && error.message === ADMIN_SIGN_IN_LOCKED)
      setUnlockShown(true);
    if (error instanceof ApiError && error.status === 400) {
      const fields = error.fieldsFor(['username', 'password', 'code'] as const);
      if (Object.keys(fields).length > 0) {
        showServerErrors(signInForm, fields, ['username', 'password', 'code']);
        return;
      }
    }
    fail(
      error instanceof ApiError && error.status === 401 ? ADMIN_SIGN_IN_FAILED : messageOf(error),
    );
  });

  /** The code step's check (the shared challenge, ADR 0112): only an admin's session goes in. */
  async function verifyCode(method: MfaMethod, code: string) {
    setError(undefined);
    try {
      const session = await verifyMfa({ method, code });
      if (!isAdminSession(session)) {
        fail(ADMIN_SIGN_IN_FAILED);
        return;
      }
      notify({ title: 'Connexion réussie', variant: 'success' });
      enter();
    } catch (error) {
      fail(messageOf(error));
    }
  }

  const onActivate = activation.handleSubmit(async ({ code }) => {
    setError(undefined);
    try {
      const { recoveryCodes } = await activateAdminTotp(code);
      notify({ title: 'Vérification en deux étapes activée', variant: 'success' });
      setStep({ kind: 'recovery', codes: recoveryCodes });
    } catch (error) {
      activation.reset();
      fail(messageOf(error));
    }
  });

  // The activation's own check (6 digits) is said where the server's refusals are.
  const shownError = (step.kind === 'enrol' && codeError) || error;
  const errorBox = shownError && (
    <p
      id={`${id}-error`}
      role="alert"
      className="rounded-md border border-danger/40 bg-red-50 px-3 py-2 text-sm font-semibold text-danger"
    >
      {shownError}
    </p>
  );

  return (
    <Dialog open={step.kind !== 'checking'} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connexion administrateur</DialogTitle>
          <DialogDescription>
            {step.kind === 'mfa'
              ? 'Votre compte est protégé par un second facteur : entrez le code.'
              : step.kind === 'enrol'
                ? 'Première connexion : protégez l’administration par une application d’authentification.'
                : step.kind === 'recovery'
                  ? 'Notez ces codes de récupération : chacun remplace une fois un code de l’application.'
                  : 'Réservé à l’équipe LAGUNE : gestion des commandes, des clients et du stock.'}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {step.kind === 'enrol' ? (
            <form
              noValidate
              onSubmit={(event) => (busy ? event.preventDefault() : void onActivate(event))}
              aria-busy={busy}
              className="space-y-4"
            >
              {errorBox}
              <p className="text-sm">
                1. Scannez ce QR code avec Google Authenticator, Microsoft Authenticator, Aegis ou
                toute application TOTP.
              </p>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.totp.qrSvg)}`}
                alt="QR code à scanner avec votre application d’authentification"
                width={176}
                height={176}
                className="size-44 rounded-md bg-white p-2"
              />
              <TotpKey secret={step.totp.secret} otpauthUrl={step.totp.otpauthUrl} />
              <div>
                <label htmlFor={`${id}-code`} className={labelClass}>
                  2. Code à 6 chiffres affiché par l’application
                </label>
                <input
                  id={`${id}-code`}
                  {...activation.register('code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  aria-invalid={shownError ? true : undefined}
                  aria-describedby={shownError ? `${id}-error` : undefined}
                  className={`${fieldClass} font-mono tracking-[0.3em]`}
                />
              </div>
              <Button type="submit" size="lg" block disabled={busy} aria-busy={busy}>
                {busy ? 'Vérification...' : 'Activer et continuer'}
              </Button>
            </form>
          ) : step.kind === 'recovery' ? (
            <div className="space-y-4">
              <ul
                aria-label="Codes de récupération"
                className="grid grid-cols-2 gap-2 rounded-md bg-sand p-3 font-mono text-sm"
              >
                {step.codes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              <p className="text-sm text-neutral-700">
                Gardez-les hors de votre téléphone : téléchargez-les, imprimez-les ou copiez-les
                ailleurs. Téléphone perdu ? Connectez-vous avec l’un de ces codes, ou demandez à la
                personne qui a installé la boutique de réinitialiser votre vérification.
              </p>
              <RecoveryCodeActions codes={step.codes} email={signInForm.getValues('username')} />
              <Button size="lg" block onClick={enter}>
                J’ai noté mes codes : continuer
              </Button>
            </div>
          ) : step.kind === 'mfa' ? (
            <div className="space-y-5">
              {errorBox}
              <SecondFactorChallenge
                variant="dialog"
                methods={step.methods}
                initial={method}
                send={sendMfaCode}
                verify={verifyCode}
                onError={setError}
              />
            </div>
          ) : (
            <form
              noValidate
              onSubmit={(event) => (busy ? event.preventDefault() : void onSignIn(event))}
              aria-busy={busy}
              className="space-y-5"
            >
              {errorBox}
              <div>
                <label htmlFor={`${id}-username`} className={labelClass}>
                  Nom d&apos;utilisateur
                </label>
                <input
                  id={`${id}-username`}
                  {...signInForm.register('username')}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  inputMode="email"
                  aria-invalid={fieldErrors.username || error ? true : undefined}
                  aria-describedby={`${id}-username-hint${fieldErrors.username ? ` ${id}-username-error` : ''}`}
                  className={fieldClass}
                />
                <p id={`${id}-username-hint`} className="mt-1 text-xs text-neutral-600">
                  L’adresse e-mail de votre compte administrateur.
                </p>
                <FieldError id={`${id}-username-error`} message={fieldErrors.username?.message} />
              </div>
              <div>
                <label htmlFor={`${id}-password`} className={labelClass}>
                  Mot de passe
                </label>
                <input
                  id={`${id}-password`}
                  {...signInForm.register('password')}
                  type="password"
                  autoComplete="current-password"
                  aria-invalid={fieldErrors.password || error ? true : undefined}
                  aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
                  className={fieldClass}
                />
                <FieldError id={`${id}-password-error`} message={fieldErrors.password?.message} />
              </div>
              {unlockShown && (
                <div>
                  <label htmlFor={`${id}-unlock`} className={labelClass}>
                    Code de l’application ou code de récupération
                  </label>
                  <input
                    id={`${id}-unlock`}
                    {...signInForm.register('code', {
                      // Left empty, no code is sent (the server's schema takes none).
                      setValueAs: (value: string) => value.trim() || undefined,
                    })}
                    autoComplete="one-time-code"
                    maxLength={11}
                    aria-invalid={fieldErrors.code ? true : undefined}
                    aria-describedby={`${id}-unlock-hint${fieldErrors.code ? ` ${id}-unlock-error` : ''}`}
                    className={`${fieldClass} font-mono`}
                  />
                  <p id={`${id}-unlock-hint`} className="mt-1 text-xs text-neutral-600">
                    Le compte est en pause après trop d’essais : votre code vous fait passer.
                  </p>
                  <FieldError id={`${id}-unlock-error`} message={fieldErrors.code?.message} />
                </div>
              )}
              <Button type="submit" size="lg" block disabled={busy} aria-busy={busy}>
                {busy ? 'Connexion...' : 'Se connecter'}
              </Button>
            </form>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
