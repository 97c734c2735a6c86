import { ADMIN_SIGN_IN_FAILED } from '@shared/api/admin.ts';
import type { SessionState } from '@shared/api/auth.ts';
import { MFA_METHOD_LABELS, type MfaMethod } from '@shared/domain/users.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
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
import { notify } from '~/lib/toast';
import { ADMIN_DASHBOARD_PATH, setAdminHint } from './admin-login-entry';
import { getSession, isAdminSession } from '../api/get-session';
import { adminSignIn } from '../api/sign-in';
import { sendMfaCode, verifyMfa } from '../api/verify-mfa';

/** SPEC §4 'Admin login': the submit waits one second, then succeeds or fails. */
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

type Step = { kind: 'checking' } | { kind: 'credentials' } | { kind: 'mfa'; methods: MfaMethod[] };

/**
 * The admin sign-in (SPEC §2, §4, §8): user name (the admin's e-mail) and password, checked by the
 * server (DESIGN §3); then the second factor when the account has one. A session that is already
 * an admin's skips the form.
 */
export default function AdminLoginDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [method, setMethod] = useState<MfaMethod>('authenticator');
  const [code, setCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const usernameRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  function enter() {
    setAdminHint(true);
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
    setCode('');
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
        if (session.status === 'mfa_required' && session.user?.role === 'admin') toMfa(session);
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
    if (step.kind === 'credentials') usernameRef.current?.focus();
    if (step.kind === 'mfa') codeRef.current?.focus();
  }, [step.kind]);

  function fail(message: string) {
    setError(message);
    // The inline message says it; the toast only adds a reason it does not repeat (429, network).
    notify({
      title: SIGN_IN_FAILED_TOAST,
      description: message === ADMIN_SIGN_IN_FAILED ? undefined : message,
      variant: 'destructive',
    });
  }

  async function onSignIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const missing = {
      username: username.trim() ? undefined : "Veuillez entrer votre nom d'utilisateur",
      password: password ? undefined : 'Veuillez entrer un mot de passe',
    };
    setFieldErrors(missing);
    if (missing.username || missing.password) {
      (missing.username ? usernameRef.current : document.getElementById(`${id}-password`))?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    const [outcome] = await Promise.all([
      adminSignIn({ username: username.trim(), password }).then(
        (session) => ({ ok: true as const, session }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
      wait(SIGN_IN_WAIT_MS),
    ]);
    setBusy(false);
    if (outcome.ok) {
      setPassword('');
      if (outcome.session.status === 'mfa_required') {
        toMfa(outcome.session);
        return;
      }
      notify({ title: 'Connexion réussie', variant: 'success' });
      enter();
      return;
    }
    const { error } = outcome;
    if (error instanceof ApiError && error.status === 400) {
      const fields = error.fieldsFor(['username', 'password'] as const);
      if (Object.keys(fields).length > 0) {
        setFieldErrors(fields);
        return;
      }
    }
    fail(
      error instanceof ApiError && error.status === 401 ? ADMIN_SIGN_IN_FAILED : messageOf(error),
    );
  }

  async function onSendCode() {
    if (method !== 'sms' && method !== 'email') return;
    setBusy(true);
    try {
      const sent = await sendMfaCode(method);
      setCodeSentTo(sent.destination);
      notify({ title: 'Code envoyé', description: sent.destination, variant: 'success' });
    } catch (error) {
      setError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setError('Veuillez entrer le code');
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const session = await verifyMfa({ method, code: code.trim() });
      if (!isAdminSession(session)) {
        fail(ADMIN_SIGN_IN_FAILED);
        return;
      }
      notify({ title: 'Connexion réussie', variant: 'success' });
      enter();
    } catch (error) {
      fail(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const errorBox = error && (
    <p
      id={`${id}-error`}
      role="alert"
      className="rounded-md border border-danger/40 bg-red-50 px-3 py-2 text-sm font-semibold text-danger"
    >
      {error}
    </p>
  );

  return (
    <Dialog open={step.kind !== 'checking'} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connexion administrateur</DialogTitle>
          <DialogDescription>
            {step.kind === 'mfa'
              ? 'Votre compte est protégé par un second facteur : entrez le code.'
              : 'Réservé à l’équipe LAGUNE : gestion des commandes, des clients et du stock.'}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {step.kind === 'mfa' ? (
            <form noValidate onSubmit={onVerify} aria-busy={busy} className="space-y-5">
              {errorBox}
              {step.methods.length > 1 && (
                <div>
                  <label htmlFor={`${id}-method`} className={labelClass}>
                    Méthode
                  </label>
                  <select
                    id={`${id}-method`}
                    value={method}
                    onChange={(e) => {
                      setMethod(e.target.value as MfaMethod);
                      setCode('');
                      setCodeSentTo(undefined);
                    }}
                    className={fieldClass}
                  >
                    {step.methods.map((m) => (
                      <option key={m} value={m}>
                        {MFA_METHOD_LABELS[m]}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              {(method === 'sms' || method === 'email') && (
                <div className="flex flex-wrap items-center gap-3">
                  <Button variant="outline" onClick={onSendCode} disabled={busy}>
                    {codeSentTo ? 'Renvoyer le code' : 'Envoyer le code'}
                  </Button>
                  {codeSentTo && (
                    <p className="text-sm text-neutral-700">Code envoyé à {codeSentTo}</p>
                  )}
                </div>
              )}
              <div>
                <label htmlFor={`${id}-code`} className={labelClass}>
                  {method === 'recovery' ? 'Code de récupération' : 'Code à 6 chiffres'}
                </label>
                <input
                  ref={codeRef}
                  id={`${id}-code`}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  inputMode={method === 'recovery' ? 'text' : 'numeric'}
                  autoComplete="one-time-code"
                  maxLength={method === 'recovery' ? 11 : 6}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={`${fieldClass} font-mono tracking-[0.3em]`}
                />
              </div>
              <Button type="submit" size="lg" block disabled={busy} aria-busy={busy}>
                {busy ? 'Vérification...' : 'Vérifier le code'}
              </Button>
            </form>
          ) : (
            <form noValidate onSubmit={onSignIn} aria-busy={busy} className="space-y-5">
              {errorBox}
              <div>
                <label htmlFor={`${id}-username`} className={labelClass}>
                  Nom d&apos;utilisateur
                </label>
                <input
                  ref={usernameRef}
                  id={`${id}-username`}
                  name="username"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
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
                <FieldError id={`${id}-username-error`} message={fieldErrors.username} />
              </div>
              <div>
                <label htmlFor={`${id}-password`} className={labelClass}>
                  Mot de passe
                </label>
                <input
                  id={`${id}-password`}
                  name="password"
                  type="password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  autoComplete="current-password"
                  aria-invalid={fieldErrors.password || error ? true : undefined}
                  aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
                  className={fieldClass}
                />
                <FieldError id={`${id}-password-error`} message={fieldErrors.password} />
              </div>
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
