import { LogIn, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LinkButton } from '~/components/ui/link-button';
import { useAuth } from '~/lib/auth/use-auth';

/**
 * The account line of /settings: who is signed in, or an invitation to sign in.
 * The page is the same for everyone in the server's cache; this part follows the session once read.
 */
export default function SettingsAccount() {
  const auth = useAuth();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  if (auth.loading) return <div aria-hidden="true" className="min-h-24 rounded-lg bg-sand" />;

  if (auth.mfaPending) {
    return (
      <Banner icon={<LogIn aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon" />}>
        <p>
          <strong className="block font-semibold text-ink">Connexion presque terminée</strong>
          Saisissez votre code de vérification pour accéder à vos réglages.
        </p>
        <LinkButton to="/mfa-verification" state={{ from }} className="shrink-0">
          Saisir mon code
        </LinkButton>
      </Banner>
    );
  }

  if (auth.isAuthenticated && auth.user) {
    return (
      <Banner
        icon={<UserRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon" />}
      >
        <p>
          <strong className="block font-semibold text-ink">
            Connecté en tant que {auth.user.fullName || auth.user.email}
          </strong>
          <span className="break-all">{auth.user.email}</span>
          {' · '}
          Double authentification {auth.hasMfa ? 'activée' : 'désactivée'}
        </p>
        <LinkButton to="/profile" variant="outline" className="shrink-0">
          Mon profil
        </LinkButton>
      </Banner>
    );
  }

  return (
    <Banner icon={<LogIn aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon" />}>
      <p>
        <strong className="block font-semibold text-ink">Vous n’êtes pas connecté</strong>
        Connectez-vous pour gérer votre mot de passe, la double authentification, vos commandes et
        vos favoris. Sans compte, vous pouvez tout de même commander en invité.
      </p>
      <LinkButton to="/auth" state={{ from }} variant="outline" className="shrink-0">
        Se connecter
      </LinkButton>
    </Banner>
  );
}

function Banner({ icon, children }: { icon: ReactNode; children: [ReactNode, ReactNode] }) {
  const [text, action] = children;
  return (
    <section
      aria-label="Votre compte"
      className="flex flex-col gap-4 rounded-lg bg-sand p-5 text-sm leading-relaxed text-neutral-700 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        {icon}
        {text}
      </div>
      {action}
    </section>
  );
}
