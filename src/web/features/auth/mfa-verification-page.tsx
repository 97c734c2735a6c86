import type { CodeSent } from '@shared/api/auth.ts';
import { MFA_METHOD_LABELS, MFA_METHODS, type MfaMethod } from '@shared/domain/users.ts';
import { recoveryCodeSchema, sixDigitCodeSchema } from '@shared/schemas/auth.ts';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '~/components/account/protected';
import { BackButton } from '~/components/ui/back-button';
import { Button } from '~/components/ui/button';
import { CodeInput } from '~/components/ui/code-input';
import { fieldClass } from '~/components/ui/field-class';
import { icon } from '~/components/ui/icons';
import { LinkButton } from '~/components/ui/link-button';
import { textButtonClass } from '~/components/ui/text-button';
import { ApiError } from '~/lib/api';
import { changeMfaMethod, sendMfaCode, verifyMfa } from '~/lib/auth/auth-api';
import { useAuth } from '~/lib/auth/use-auth';
import { useShopSettings } from '~/lib/shop-settings';
import { notify } from '~/lib/toast';
import { safeReturnPath } from './auth-page';

// Lucide's icons (ISC).
const Smartphone = icon(['M12 18h.01'], () => (
  <rect width="14" height="20" x="5" y="2" rx="2" ry="2" />
));
const MessageSquare = icon([
  'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z',
]);
const Mail = icon(['m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7'], () => (
  <rect x="2" y="4" width="20" height="16" rx="2" />
));
const KeyRound = icon([
  'M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z',
]);

const ICONS = { authenticator: Smartphone, sms: MessageSquare, email: Mail, recovery: KeyRound };

const TITLES: Record<MfaMethod, string> = {
  authenticator: 'Code de votre application',
  sms: 'Code reçu par SMS',
  email: 'Code reçu par e-mail',
  recovery: 'Code de récupération',
};

function hint(method: MfaMethod, sent: CodeSent | undefined): string {
  switch (method) {
    case 'authenticator':
      return 'Ouvrez votre application d’authentification et saisissez le code à 6 chiffres affiché pour LAGUNE.';
    case 'sms':
      return sent
        ? `Saisissez le code à 6 chiffres envoyé par SMS au ${sent.destination}.`
        : 'Saisissez le code à 6 chiffres reçu par SMS.';
    case 'email':
      return sent
        ? `Saisissez le code à 6 chiffres envoyé à ${sent.destination}.`
        : 'Saisissez le code à 6 chiffres reçu par e-mail.';
    case 'recovery':
      return 'Saisissez l’un de vos codes de récupération (XXXXX-XXXXX). Chaque code ne sert qu’une fois.';
  }
}

/** SPEC §5, §8: the messages of the code screen. */
export const MFA_MESSAGES = {
  invalidTitle: 'Code MFA invalide',
  invalidDescription: 'Veuillez entrer un code à 6 chiffres valide',
  verified: 'Vérification réussie',
  methodChanged: 'Méthode MFA mise à jour',
  methodFailed: 'Un problème est survenu lors du changement de méthode MFA',
  verifyFailed: 'Un problème est survenu lors de la vérification du code',
  notEnabled: "MFA n'est pas activé",
  lostCodesTitle: 'Codes de récupération perdus',
} as const;

/** Seconds to wait from a 429 'Veuillez patienter N secondes…'. */
function waitFrom(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = /(\d+)\s*secondes?/.exec(error.message)?.[1];
  return seconds ? Number(seconds) : 60;
}

function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return {
    left,
    start(seconds: number) {
      const at = Date.now();
      setNow(at);
      setUntil(at + seconds * 1000);
    },
  };
}

/**
 * /mfa-verification (SPEC §2, §4, §5): the second factor of a sign-in. The method selector
 * (methods the account has are enabled), the code (6 slots, or a recovery code), 'Renvoyer le
 * code' for SMS and e-mail with the server's cooldown, and back to the page the shopper came from.
 */
export default function MfaVerificationPage() {
  const auth = useAuth();
  const location = useLocation();
  const returnTo = safeReturnPath(location.state);

  if (auth.loading) return <PageSpinner />;
  if (auth.isAuthenticated && (auth.session?.assuranceLevel ?? 0) >= 2)
    return <Navigate to={returnTo} replace />;
  if (!auth.mfaPending) {
    return (
      <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
        <BackButton />
        <h1 className="display-title mt-6 text-2xl">Vérification en deux étapes</h1>
        {auth.isAuthenticated ? (
          <>
            <p className="mt-4 leading-relaxed text-neutral-700">
              La vérification en deux étapes n’est pas activée sur votre compte. Activez-la depuis
              votre profil : un code vous sera ensuite demandé à chaque connexion.
            </p>
            <LinkButton to="/profile" size="lg" block className="mt-6">
              Activer la vérification
            </LinkButton>
          </>
        ) : (
          <>
            <p className="mt-4 leading-relaxed text-neutral-700">
              Connectez-vous d’abord avec votre e-mail et votre mot de passe : si la vérification en
              deux étapes est activée sur votre compte, votre code vous sera demandé ensuite.
            </p>
            <LinkButton to="/auth" state={{ from: returnTo }} size="lg" block className="mt-6">
              Se connecter
            </LinkButton>
          </>
        )}
      </section>
    );
  }
  const session = auth.session!;
  return (
    <MfaChallenge
      available={session.mfaMethods}
      initial={auth.user?.mfaMethod ?? session.mfaMethods[0] ?? 'authenticator'}
      demo={session.mfaDemo}
      returnTo={returnTo}
    />
  );
}

function MfaChallenge({
  available,
  initial,
  demo,
  returnTo,
}: {
  available: readonly MfaMethod[];
  initial: MfaMethod;
  demo: boolean;
  returnTo: string;
}) {
  const navigate = useNavigate();
  const shopSettings = useShopSettings();
  const id = useId();
  const [method, setMethod] = useState<MfaMethod>(initial);
  const [code, setCode] = useState('');
  const [switching, setSwitching] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<CodeSent>();
  const [sending, setSending] = useState(false);
  const cooldown = useCountdown();
  const codeRef = useRef<HTMLDivElement>(null);
  const autoSent = useRef(new Set<MfaMethod>());

  const usable = (m: MfaMethod) => demo || available.length === 0 || available.includes(m);
  const isRecovery = method === 'recovery';
  const complete = isRecovery
    ? recoveryCodeSchema.safeParse(code).success || sixDigitCodeSchema.safeParse(code).success
    : /^\d{6}$/.test(code);
  const Icon = ICONS[method];

  async function send(which: 'sms' | 'email') {
    if (sending) return;
    setSending(true);
    try {
      const answer = await sendMfaCode(which);
      setSent(answer);
      cooldown.start(answer.resendAfterSeconds);
      notify({ title: 'Code envoyé', description: hint(which, answer), variant: 'success' });
    } catch (error) {
      const wait = waitFrom(error);
      if (wait) cooldown.start(wait);
      notify({
        title: 'Erreur',
        description: error instanceof ApiError ? error.message : MFA_MESSAGES.verifyFailed,
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  // An SMS or e-mail code is sent once when its method is shown; 'Renvoyer le code' sends more.
  useEffect(() => {
    if ((method === 'sms' || method === 'email') && !autoSent.current.has(method)) {
      autoSent.current.add(method);
      void send(method);
    }
    // send() is stable enough for this one-shot: it only reads state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [method]);

  async function choose(next: MfaMethod) {
    if (next === method || switching) return;
    // SPEC §4: the method change is called, the code cleared, the form blocked meanwhile.
    setSwitching(true);
    setCode('');
    try {
      await changeMfaMethod(next);
      setMethod(next);
      setSent(undefined);
      notify({ title: MFA_MESSAGES.methodChanged, variant: 'success' });
    } catch (error) {
      const notEnabled = error instanceof ApiError && error.code === 'mfa_not_enabled';
      notify({
        title: 'Erreur',
        description: notEnabled ? MFA_MESSAGES.notEnabled : MFA_MESSAGES.methodFailed,
        variant: 'destructive',
      });
    } finally {
      setSwitching(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || switching) return;
    if (!complete) {
      notify({
        title: MFA_MESSAGES.invalidTitle,
        description: isRecovery
          ? 'Veuillez entrer un code de récupération valide'
          : MFA_MESSAGES.invalidDescription,
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      await verifyMfa(method, code);
      notify({ title: MFA_MESSAGES.verified, variant: 'success' });
      await navigate(returnTo, { replace: true });
    } catch (error) {
      setCode('');
      const invalid = error instanceof ApiError && error.code === 'invalid_code';
      notify({
        title: 'Erreur',
        description: invalid
          ? MFA_MESSAGES.invalidTitle
          : error instanceof ApiError && (error.status === 429 || error.status === 409)
            ? error.message
            : MFA_MESSAGES.verifyFailed,
        variant: 'destructive',
      });
      codeRef.current?.querySelector('input')?.focus();
      setBusy(false);
    }
  }

  function lostCodes() {
    notify({
      title: MFA_MESSAGES.lostCodesTitle,
      description: `Contactez notre service client à ${shopSettings.email} ou au ${shopSettings.phone} : nous vérifierons votre identité pour vous rendre l’accès à votre compte.`,
      variant: 'info',
      duration: 10_000,
    });
  }

  return (
    <section className="mx-auto max-w-md px-4 py-10 sm:py-14">
      <BackButton />
      <div className="mt-6 flex size-14 items-center justify-center rounded-full bg-lagoon/10 text-lagoon">
        <Icon aria-hidden="true" className="size-7" />
      </div>
      <p className="mt-4 text-xs font-semibold tracking-[0.25em] text-lagoon-dark uppercase">
        Vérification en deux étapes
      </p>
      <h1 className="display-title mt-2 text-2xl">{TITLES[method]}</h1>
      <p id={`${id}-aide`} className="mt-3 text-sm leading-relaxed text-neutral-700">
        {hint(method, sent)}
      </p>

      {demo && (
        <p className="mt-4 rounded-md border border-orange/40 bg-orange/10 p-3 text-sm text-ink">
          Démonstration : tout code à 6 chiffres est accepté, quelle que soit la méthode.
        </p>
      )}

      <fieldset className="mt-6" disabled={switching || busy}>
        <legend className="mb-2 text-sm font-bold tracking-[0.15em] uppercase">
          Méthode de vérification
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {MFA_METHODS.map((m) => (
            <label
              key={m}
              className={clsx(
                'flex min-h-12 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-lagoon',
                m === method ? 'border-lagoon bg-lagoon/5 text-lagoon-dark' : 'border-black/15',
                !usable(m) && 'cursor-not-allowed border-dashed text-neutral-500',
              )}
            >
              <input
                type="radio"
                name={`${id}-methode`}
                value={m}
                checked={m === method}
                disabled={!usable(m)}
                onChange={() => void choose(m)}
                className="sr-only"
              />
              {MFA_METHOD_LABELS[m]}
              {!usable(m) && <span className="sr-only"> (non configurée)</span>}
            </label>
          ))}
        </div>
      </fieldset>

      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6" aria-busy={switching}>
        <label htmlFor={`${id}-code`} className="mb-2 block text-sm font-semibold">
          {isRecovery ? 'Code de récupération' : 'Code à 6 chiffres'}
        </label>
        <div ref={codeRef}>
          {isRecovery ? (
            <input
              id={`${id}-code`}
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase().slice(0, 13))}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXXX-XXXXX"
              aria-describedby={`${id}-aide`}
              disabled={switching || busy}
              className={clsx(fieldClass, 'font-mono text-lg tracking-widest')}
            />
          ) : (
            <CodeInput
              id={`${id}-code`}
              value={code}
              onChange={setCode}
              describedBy={`${id}-aide`}
              disabled={switching || busy}
            />
          )}
        </div>
        <Button
          type="submit"
          size="lg"
          block
          className="mt-6"
          disabled={!complete || busy || switching}
          aria-busy={busy}
        >
          {busy ? 'Vérification...' : 'Vérifier le code'}
        </Button>
      </form>

      <div className="mt-4 flex flex-col items-center gap-1">
        {(method === 'sms' || method === 'email') && (
          <button
            type="button"
            className={textButtonClass}
            disabled={sending || cooldown.left > 0 || switching}
            onClick={() => void send(method)}
          >
            {cooldown.left > 0 ? `Renvoyer le code (${cooldown.left} s)` : 'Renvoyer le code'}
          </button>
        )}
        {isRecovery && (
          <button type="button" className={textButtonClass} onClick={lostCodes}>
            J'ai perdu tous mes codes de récupération
          </button>
        )}
      </div>
    </section>
  );
}
