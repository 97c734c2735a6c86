import { MFA_METHOD_LABELS, type MfaMethod } from '@shared/domain/users.ts';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { fieldClass } from '~/components/ui/field-class';
import { MFA_MESSAGES } from '~/components/account/second-factor-challenge';
import { ApiError } from '~/lib/api';
import {
  changeMfaMethod,
  disableMfa,
  regenerateRecoveryCodes,
  signOutOtherSessions,
  type ReauthProof,
} from '~/lib/auth/auth-api';
import type { AuthState } from '~/lib/auth/auth-state';
import { notify } from '~/lib/toast';
import {
  FactorEnrollment,
  refusedProof,
  SECURITY_MESSAGES,
  type Factor,
} from './factor-enrollment';
import { ReauthPrompt } from './reauth-prompt';
import { RecoveryCodes } from './recovery-codes';

const FACTORS: { factor: Factor; method: Exclude<MfaMethod, 'recovery'>; text: string }[] = [
  {
    factor: 'totp',
    method: 'authenticator',
    text: 'Le plus sûr : un code change toutes les 30 secondes, même sans réseau.',
  },
  { factor: 'sms', method: 'sms', text: 'Un code envoyé par SMS à chaque connexion.' },
  { factor: 'email', method: 'email', text: 'Un code envoyé à votre adresse e-mail.' },
];

type Asking = { kind: 'enroll'; factor: Factor } | { kind: 'disable' } | { kind: 'codes' };

export function factorOf(method: MfaMethod | undefined): Factor | undefined {
  if (method === 'authenticator' || method === 'recovery') return 'totp';
  if (method === 'sms' || method === 'email') return method;
  return undefined;
}

/**
 * 'Sécurité' of /profile: two-factor on or off (the security level), the method used at
 * sign-in, recovery codes, and signing out every other device.
 */
export function SecuritySettings({
  auth,
  enroll,
  returnTo,
}: {
  auth: AuthState;
  /** A method picked on a page that needs the second factor (its notice). */
  enroll?: Factor;
  /** That page, to go back to once the factor is on. */
  returnTo?: string;
}) {
  const id = useId();
  const session = auth.session!;
  const [enrolling, setEnrolling] = useState<{ factor: Factor; proof: ReauthProof }>();
  const [codes, setCodes] = useState<string[]>();
  const [busy, setBusy] = useState<string>();
  // The step waiting for the owner's password or code (takeover steps re-authenticate, ADR 0105).
  const [asking, setAsking] = useState<Asking | undefined>(
    !auth.hasMfa && enroll ? { kind: 'enroll', factor: enroll } : undefined,
  );
  const [refusal, setRefusal] = useState<string>();
  const withAuthenticator = session.mfaMethods.includes('authenticator');
  const activeMethods = session.mfaMethods;
  const configured = new Set(activeMethods);
  const missing = FACTORS.filter((f) => !configured.has(f.method));

  async function run(what: string, action: () => Promise<void>) {
    if (busy) return;
    setBusy(what);
    try {
      await action();
    } finally {
      setBusy(undefined);
    }
  }

  function onMethod(method: MfaMethod) {
    void run('method', async () => {
      try {
        await changeMfaMethod(method);
        notify({ title: SECURITY_MESSAGES.methodChanged, variant: 'success' });
      } catch (error) {
        const notEnabled = error instanceof ApiError && error.code === 'mfa_not_enabled';
        notify({
          title: 'Erreur',
          description: notEnabled ? MFA_MESSAGES.notEnabled : SECURITY_MESSAGES.methodFailed,
          variant: 'destructive',
        });
      }
    });
  }

  function askFor(next: Asking | undefined) {
    setRefusal(undefined);
    setAsking(next);
  }

  /** Runs a takeover step with the proof; a refused proof is said in the prompt, which stays. */
  function confirmed(what: string, action: () => Promise<void>) {
    void run(what, async () => {
      try {
        await action();
        askFor(undefined);
      } catch (error) {
        if (refusedProof(error)) return setRefusal(error.message);
        console.error(error);
        notify({
          title: 'Erreur',
          description: SECURITY_MESSAGES.settingsFailed,
          variant: 'destructive',
        });
      }
    });
  }

  function onProof(proof: ReauthProof) {
    if (!asking) return;
    if (asking.kind === 'enroll') {
      setEnrolling({ factor: asking.factor, proof });
      askFor(undefined);
    } else if (asking.kind === 'disable') {
      confirmed('disable', async () => {
        await disableMfa(proof);
        notify({ title: SECURITY_MESSAGES.disabled, variant: 'success' });
      });
    } else {
      confirmed('codes', async () => setCodes(await regenerateRecoveryCodes(proof)));
    }
  }

  function onSignOutOthers() {
    void run('others', async () => {
      try {
        const { signedOut } = await signOutOtherSessions();
        notify({
          title: 'Autres appareils déconnectés',
          description:
            signedOut === 0
              ? 'Aucun autre appareil n’était connecté à votre compte.'
              : `${signedOut} session${signedOut > 1 ? 's' : ''} fermée${signedOut > 1 ? 's' : ''}.`,
          variant: 'success',
        });
      } catch (error) {
        console.error(error);
        notify({
          title: 'Erreur',
          description: SECURITY_MESSAGES.settingsFailed,
          variant: 'destructive',
        });
      }
    });
  }

  return (
    <section
      id="securite"
      aria-labelledby={`${id}-titre`}
      className="rounded-lg border border-black/10 p-4 sm:p-6"
    >
      <h2 id={`${id}-titre`} className="text-sm font-bold tracking-[0.15em] uppercase">
        Sécurité
      </h2>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold">Vérification en deux étapes</p>
          <p className="text-sm text-neutral-700">
            {auth.hasMfa && auth.user?.mfaMethod
              ? `Méthode utilisée : ${MFA_METHOD_LABELS[auth.user.mfaMethod]}`
              : 'Protégez votre compte avec un code en plus de votre mot de passe.'}
          </p>
        </div>
        <span
          className={clsx(
            'rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase',
            auth.hasMfa ? 'bg-green-100 text-green-900' : 'bg-neutral-200 text-neutral-900',
          )}
        >
          {auth.hasMfa ? 'Activée' : 'Désactivée'}
        </span>
      </div>

      {codes && (
        <div className="mt-5">
          <RecoveryCodes
            codes={codes}
            email={auth.user?.email ?? ''}
            onDone={() => setCodes(undefined)}
          />
          {returnTo && (
            <Link
              to={returnTo}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-lagoon-dark underline underline-offset-4"
            >
              Continuer vers la page demandée
            </Link>
          )}
        </div>
      )}

      {asking ? (
        <div className="mt-5">
          <ReauthPrompt
            what={
              asking.kind === 'disable'
                ? 'Désactiver la vérification en deux étapes ? Vos méthodes et vos codes de récupération seront supprimés.'
                : asking.kind === 'codes'
                  ? 'De nouveaux codes de récupération remplaceront les anciens, qui ne fonctionneront plus.'
                  : auth.hasMfa
                    ? 'Une nouvelle méthode de vérification va être ajoutée à votre compte. Vos codes de récupération restent valables.'
                    : 'Une nouvelle méthode de vérification va être ajoutée à votre compte.'
            }
            submitLabel={
              asking.kind === 'disable'
                ? 'Oui, désactiver'
                : asking.kind === 'codes'
                  ? 'Créer de nouveaux codes'
                  : 'Continuer'
            }
            danger={asking.kind === 'disable'}
            withAuthenticator={withAuthenticator}
            busy={Boolean(busy)}
            error={refusal}
            onSubmit={onProof}
            onCancel={() => askFor(undefined)}
          />
        </div>
      ) : enrolling ? (
        <div className="mt-5">
          <FactorEnrollment
            key={enrolling.factor}
            factor={enrolling.factor}
            proof={enrolling.proof}
            onActivated={(recoveryCodes) => {
              setEnrolling(undefined);
              // Empty when a method joins an account that had one: its saved codes stay valid.
              setCodes(recoveryCodes.length > 0 ? recoveryCodes : undefined);
            }}
            onCancel={() => setEnrolling(undefined)}
            onRefused={(message) => {
              const factor = enrolling.factor;
              setEnrolling(undefined);
              setAsking({ kind: 'enroll', factor });
              setRefusal(message);
            }}
          />
        </div>
      ) : (
        !codes && (
          <>
            {auth.hasMfa && (
              <div className="mt-5 space-y-5">
                <div>
                  <label htmlFor={`${id}-methode`} className="mb-1 block text-sm font-semibold">
                    Méthode demandée à la connexion
                  </label>
                  <select
                    id={`${id}-methode`}
                    className={fieldClass}
                    value={auth.user?.mfaMethod ?? activeMethods[0]}
                    disabled={busy === 'method'}
                    onChange={(e) => onMethod(e.target.value as MfaMethod)}
                  >
                    {activeMethods.map((m) => (
                      <option key={m} value={m}>
                        {MFA_METHOD_LABELS[m]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
                  <p>
                    Codes de récupération restants :{' '}
                    <strong className="font-semibold">{session.recoveryCodesLeft}</strong> / 10
                  </p>
                  <Button
                    variant="outline"
                    onClick={() => askFor({ kind: 'codes' })}
                    disabled={Boolean(busy)}
                    aria-busy={busy === 'codes'}
                  >
                    Nouveaux codes de récupération
                  </Button>
                </div>
              </div>
            )}
            {missing.length > 0 && (
              <div className="mt-5">
                <p className="text-sm font-semibold">
                  {auth.hasMfa ? 'Ajouter une méthode' : 'Activer avec'}
                </p>
                <ul className="mt-2 space-y-2">
                  {missing.map(({ factor, method, text }) => (
                    <li key={factor}>
                      <button
                        type="button"
                        onClick={() => askFor({ kind: 'enroll', factor })}
                        disabled={Boolean(busy)}
                        className="flex w-full items-start gap-3 rounded-md border border-black/15 p-3 text-left hover:border-lagoon disabled:opacity-50"
                      >
                        <span>
                          <span className="block font-semibold">{MFA_METHOD_LABELS[method]}</span>
                          <span className="mt-0.5 block text-sm text-neutral-700">{text}</span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {auth.hasMfa && (
              <div className="mt-5 border-t border-black/10 pt-5">
                <Button
                  variant="dangerGhost"
                  onClick={() => askFor({ kind: 'disable' })}
                  disabled={Boolean(busy)}
                >
                  Désactiver la vérification en deux étapes
                </Button>
              </div>
            )}
          </>
        )
      )}

      <div className="mt-6 border-t border-black/10 pt-5">
        <p className="font-semibold">Appareils connectés</p>
        <p className="mt-1 text-sm text-neutral-700">
          Un téléphone perdu ou un ordinateur partagé ? Fermez toutes les autres sessions de votre
          compte ; celle-ci reste ouverte.
        </p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={onSignOutOthers}
          disabled={Boolean(busy)}
          aria-busy={busy === 'others'}
        >
          Déconnecter mes autres appareils
        </Button>
      </div>
    </section>
  );
}
