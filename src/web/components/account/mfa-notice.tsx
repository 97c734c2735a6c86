import { MFA_METHOD_LABELS, MFA_METHODS, type MfaMethod } from '@shared/domain/users.ts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { icon } from '~/components/ui/icons';
import { LinkButton } from '~/components/ui/link-button';

// Lucide's shield-check (ISC).
const ShieldCheck = icon([
  'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
  'm9 12 2 2 4-4',
]);

const HINTS: Record<MfaMethod, string> = {
  authenticator: 'Un code à 6 chiffres généré par une application (Google Authenticator, Aegis…).',
  sms: 'Un code à 6 chiffres reçu par SMS à chaque connexion.',
  email: 'Un code à 6 chiffres reçu par e-mail à chaque connexion.',
  recovery:
    'Dix codes à usage unique, fournis avec l’application, les SMS ou l’e-mail : nous commencerons par l’application.',
};

/**
 * A page that needs the second factor, for an account without one. The shopper picks a
 * method (authenticator by default) and activates it on /profile, then comes back.
 */
export function MfaNotice({ from }: { from: string }) {
  const [method, setMethod] = useState<MfaMethod>('authenticator');
  const navigate = useNavigate();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-titre`} className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <ShieldCheck aria-hidden="true" className="size-10 text-lagoon" />
      <h1 id={`${id}-titre`} className="display-title mt-4 text-2xl">
        Vérification en deux étapes requise
      </h1>
      <p className="mt-3 leading-relaxed text-neutral-700">
        Cette page est réservée aux comptes protégés par une vérification en deux étapes. Choisissez
        une méthode et activez-la en une minute.
      </p>
      <fieldset className="mt-6">
        <legend className="mb-2 text-sm font-bold tracking-[0.15em] uppercase">Méthode</legend>
        <div className="space-y-2">
          {MFA_METHODS.map((m) => (
            <label
              key={m}
              className="flex cursor-pointer gap-3 rounded-md border border-black/15 p-3 has-[:checked]:border-lagoon has-[:checked]:bg-lagoon/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-lagoon"
            >
              <input
                type="radio"
                name={`${id}-methode`}
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                className="mt-1 size-4 shrink-0 accent-lagoon"
              />
              <span>
                <span className="block font-semibold">{MFA_METHOD_LABELS[m]}</span>
                <span className="mt-0.5 block text-sm text-neutral-700">{HINTS[m]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        size="lg"
        block
        className="mt-6"
        onClick={() => void navigate('/profile', { state: { enroll: method, from } })}
      >
        Activer la vérification
      </Button>
      <LinkButton to="/" variant="ghost" block className="mt-3">
        Retour à l'accueil
      </LinkButton>
    </section>
  );
}
