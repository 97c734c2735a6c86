import type { CodeSent } from '@shared/api/auth.ts';
import { MFA_METHOD_LABELS, type MfaMethod } from '@shared/domain/users.ts';
import { recoveryCodeSchema, sixDigitCodeSchema } from '@shared/schemas/auth.ts';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { CodeInput } from '~/components/ui/code-input';
import { fieldClass } from '~/components/ui/field-class';
import { icon } from '~/components/ui/icons';
import { textButtonClass } from '~/components/ui/text-button';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '~/lib/api';
import { notify } from '~/lib/toast';

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

function hint(method: MfaMethod, sent: Pick<CodeSent, 'destination'> | undefined): string {
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

/** The messages of the code screen. */
export const MFA_MESSAGES = {
  invalidTitle: 'Code incorrect',
  invalidDescription: 'Veuillez entrer un code à 6 chiffres valide',
  verified: 'Vérification réussie',
  methodChanged: 'Méthode MFA mise à jour',
  methodFailed: 'Un problème est survenu lors du changement de méthode MFA',
  verifyFailed: 'Un problème est survenu lors de la vérification du code',
  notEnabled: 'La vérification en deux étapes n’est pas activée sur ce compte.',
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

const labelClass = 'mb-1 block text-sm font-semibold';
type Sent = Pick<CodeSent, 'destination'> & { resendAfterSeconds?: number };

export interface SecondFactorChallengeProps {
  /**
   * `page`: the shopper's /mfa-verification (icon, title, method buttons, 6 slots, the
   * SMS or e-mail code sent as its method shows, 'Renvoyer le code' with the server's cooldown).
   * `dialog`: the admin sign-in (a method list, 'Envoyer le code', one field, errors said inline
   * by the dialog).
   */
  variant: 'page' | 'dialog';
  /** The methods offered, in order. */
  methods: readonly MfaMethod[];
  initial: MfaMethod;
  /** Whether the account has this method (others are shown disabled); all by default. */
  usable?: (method: MfaMethod) => boolean;
  /** `MFA_DEMO`: any 6-digit code passes (the demo banner says so). */
  demo?: boolean;
  /** Records a change of method on the account (the shopper's); else kept in the form. */
  changeMethod?: (method: MfaMethod) => Promise<unknown>;
  send: (method: 'sms' | 'email') => Promise<Sent>;
  /** Checks the code; what follows a success (a toast, the next page) is the caller's. */
  verify: (method: MfaMethod, code: string) => Promise<void>;
  /** A refused code or send, as a French message (`page` shows it as a toast by default). */
  onError?: (message: string) => void;
  /** 'J'ai perdu tous mes codes de récupération' (`page`). */
  onLostCodes?: () => void;
}

/**
 * The second-factor challenge of a sign-in, for shoppers and for the admin alike (ADR 0112):
 * the method, the code, sending SMS and e-mail codes and checking the code.
 */
export function SecondFactorChallenge({
  variant,
  methods,
  initial,
  usable = () => true,
  demo = false,
  changeMethod,
  send,
  verify,
  onError,
  onLostCodes,
}: SecondFactorChallengeProps) {
  const id = useId();
  const page = variant === 'page';
  const [method, setMethod] = useState<MfaMethod>(initial);
  const [code, setCode] = useState('');
  const [switching, setSwitching] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent>();
  const [sending, setSending] = useState(false);
  const cooldown = useCountdown();
  const codeRef = useRef<HTMLDivElement>(null);
  const autoSent = useRef(new Set<MfaMethod>());

  const isRecovery = method === 'recovery';
  const complete = isRecovery
    ? recoveryCodeSchema.safeParse(code).success || sixDigitCodeSchema.safeParse(code).success
    : /^\d{6}$/.test(code);
  const Icon = ICONS[method];

  // What an unexpected failure says: the code screen's words, or the admin wing's.
  const unexpected = page ? MFA_MESSAGES.verifyFailed : UNEXPECTED_ERROR_MESSAGE;
  const messageOf = (error: unknown) => {
    if (error instanceof ApiError) return error.message;
    if (!page) console.error(error);
    return unexpected;
  };
  const report = (message: string) =>
    onError
      ? onError(message)
      : notify({ title: 'Erreur', description: message, variant: 'destructive' });
  const focusCode = () => codeRef.current?.querySelector('input')?.focus();

  async function sendCode(which: 'sms' | 'email') {
    if (sending) return;
    setSending(true);
    try {
      const answer = await send(which);
      setSent(answer);
      if (answer.resendAfterSeconds) cooldown.start(answer.resendAfterSeconds);
      notify({
        title: 'Code envoyé',
        description: page ? hint(which, answer) : answer.destination,
        variant: 'success',
      });
    } catch (error) {
      const wait = waitFrom(error);
      if (wait) cooldown.start(wait);
      report(messageOf(error));
    } finally {
      setSending(false);
    }
  }

  // On the page, an SMS or e-mail code is sent once when its method is shown; 'Renvoyer le code'
  // sends more. The dialog sends on 'Envoyer le code' only.
  useEffect(() => {
    if (page && (method === 'sms' || method === 'email') && !autoSent.current.has(method)) {
      autoSent.current.add(method);
      void sendCode(method);
    }
    // sendCode() is stable enough for this one-shot: it only reads state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [method]);

  useEffect(() => {
    if (!page) focusCode();
  }, [page]);

  async function choose(next: MfaMethod) {
    if (next === method || switching) return;
    setCode('');
    if (!changeMethod) {
      setMethod(next);
      setSent(undefined);
      return;
    }
    // The method change is called, the code cleared, the form blocked meanwhile.
    setSwitching(true);
    try {
      await changeMethod(next);
      setMethod(next);
      setSent(undefined);
      notify({ title: MFA_MESSAGES.methodChanged, variant: 'success' });
    } catch (error) {
      const notEnabled = error instanceof ApiError && error.code === 'mfa_not_enabled';
      report(notEnabled ? MFA_MESSAGES.notEnabled : MFA_MESSAGES.methodFailed);
    } finally {
      setSwitching(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || switching) return;
    if (!page && !code.trim()) {
      report('Veuillez entrer le code');
      focusCode();
      return;
    }
    if (page && !complete) {
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
      await verify(method, page ? code : code.trim());
      // The caller moves on (another page, the dashboard): the form stays busy until then.
      if (!page) setBusy(false);
    } catch (error) {
      if (page) setCode('');
      if (page) {
        // The server's words: what to check (the code, the phone's clock).
        report(
          error instanceof ApiError &&
            (error.code === 'invalid_code' || error.status === 429 || error.status === 409)
            ? error.message
            : MFA_MESSAGES.verifyFailed,
        );
      } else {
        report(messageOf(error));
      }
      focusCode();
      setBusy(false);
    }
  }

  const codeLabel = isRecovery ? 'Code de récupération' : 'Code à 6 chiffres';
  const canSend = method === 'sms' || method === 'email';

  if (!page) {
    return (
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy} className="space-y-5">
        {methods.length > 1 && (
          <div>
            <label htmlFor={`${id}-method`} className={labelClass}>
              Méthode
            </label>
            <select
              id={`${id}-method`}
              value={method}
              onChange={(e) => void choose(e.target.value as MfaMethod)}
              className={fieldClass}
            >
              {methods.map((m) => (
                <option key={m} value={m}>
                  {MFA_METHOD_LABELS[m]}
                </option>
              ))}
            </select>
          </div>
        )}
        {canSend && (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              onClick={() => void sendCode(method)}
              disabled={busy || sending}
            >
              {sent ? 'Renvoyer le code' : 'Envoyer le code'}
            </Button>
            {sent && <p className="text-sm text-neutral-700">Code envoyé à {sent.destination}</p>}
          </div>
        )}
        <div ref={codeRef}>
          <label htmlFor={`${id}-code`} className={labelClass}>
            {codeLabel}
          </label>
          <input
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode={isRecovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            maxLength={isRecovery ? 11 : 6}
            className={`${fieldClass} font-mono tracking-[0.3em]`}
          />
        </div>
        <Button type="submit" size="lg" block disabled={busy} aria-busy={busy}>
          {busy ? 'Vérification...' : 'Vérifier le code'}
        </Button>
      </form>
    );
  }

  return (
    <>
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
          {methods.map((m) => (
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
          {codeLabel}
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
        {canSend && (
          <button
            type="button"
            className={textButtonClass}
            disabled={sending || cooldown.left > 0 || switching}
            onClick={() => void sendCode(method)}
          >
            {cooldown.left > 0 ? `Renvoyer le code (${cooldown.left} s)` : 'Renvoyer le code'}
          </button>
        )}
        {isRecovery && onLostCodes && (
          <button type="button" className={textButtonClass} onClick={onLostCodes}>
            J'ai perdu tous mes codes de récupération
          </button>
        )}
      </div>
    </>
  );
}
