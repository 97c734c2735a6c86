import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { icon } from '~/components/ui/icons';
import { LinkButton } from '~/components/ui/link-button';
import { Spinner } from '~/components/account/protected';
import { signOut } from '~/lib/auth/auth-api';
import { closeForNavigation } from '~/lib/use-back-to-close';
import type { AuthState } from '~/lib/auth/auth-state';
import { notify } from '~/lib/toast';
import { useShopSettings } from '~/lib/shop-settings';

// Lucide's icons (ISC) drawn with the shared helper.
const Package = icon([
  'M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z',
  'M12 22V12',
  'm3.3 7 7.703 4.734a2 2 0 0 0 1.994 0L20.7 7',
  'm7.5 4.27 9 5.15',
]);
const Heart = icon([
  'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5',
]);
const User = icon(['M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2'], () => (
  <circle cx="12" cy="7" r="4" />
));
const Settings = icon(
  [
    'M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915',
  ],
  () => <circle cx="12" cy="12" r="3" />,
);
const Help = icon(['M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3', 'M12 17h.01'], () => (
  <circle cx="12" cy="12" r="10" />
));

const LINKS = [
  { to: '/orders', label: 'Mes commandes', icon: Package },
  { to: '/favorites', label: 'Mes favoris', icon: Heart },
  { to: '/profile', label: 'Mon profil', icon: User },
  { to: '/settings', label: 'Paramètres', icon: Settings },
  { to: '/help', label: 'Aide', icon: Help },
] as const;

export const SIGN_OUT_MESSAGES = {
  done: 'Déconnexion réussie',
  /** 'À bientôt chez LAGUNE', with the shop's name as the server has it. */
  farewell: (shopName: string) => `À bientôt chez ${shopName}`,
  failed: 'Un problème est survenu lors de la déconnexion',
} as const;

/** The 'Mon Compte' / 'Connexion' tab of the account modal. */
export function AccountLinks({ auth, onDone }: { auth: AuthState; onDone: () => void }) {
  const location = useLocation();
  const { name: shopName } = useShopSettings();
  const [busy, setBusy] = useState(false);
  const from = `${location.pathname}${location.search}`;

  if (auth.loading) return <Spinner className="py-10" />;

  if (!auth.isAuthenticated && !auth.mfaPending) {
    return (
      <div>
        <p className="text-sm leading-relaxed text-neutral-700">
          Connectez-vous pour retrouver vos commandes, vos favoris et votre panier sur tous vos
          appareils.
        </p>
        <LinkButton to="/auth" state={{ from }} onClick={onDone} block className="mt-5">
          Se connecter
        </LinkButton>
        <LinkButton
          to="/auth"
          state={{ from, mode: 'sign-up' }}
          onClick={onDone}
          variant="outline"
          block
          className="mt-3"
        >
          Créer un compte
        </LinkButton>
      </div>
    );
  }

  async function onSignOut() {
    setBusy(true);
    try {
      await signOut();
      notify({
        title: SIGN_OUT_MESSAGES.done,
        description: SIGN_OUT_MESSAGES.farewell(shopName),
        variant: 'success',
      });
      // A protected page sends the signed-out shopper home: the modal's entry stays under it.
      closeForNavigation();
      onDone();
    } catch (error) {
      console.error(error);
      notify({ title: 'Erreur', description: SIGN_OUT_MESSAGES.failed, variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <div>
      {auth.mfaPending ? (
        <div className="mb-4 rounded-md bg-sand p-4 text-sm">
          <p className="font-semibold">Vérification en deux étapes en attente</p>
          <p className="mt-1 text-neutral-700">Saisissez votre code pour terminer la connexion.</p>
          <LinkButton
            to="/mfa-verification"
            state={{ from }}
            onClick={onDone}
            size="md"
            className="mt-3"
          >
            Saisir mon code
          </LinkButton>
        </div>
      ) : (
        <nav aria-label="Mon compte">
          <ul className="divide-y divide-black/10">
            {LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  onClick={onDone}
                  className="flex min-h-12 items-center gap-3 text-sm font-semibold hover:text-lagoon"
                >
                  <Icon aria-hidden="true" className="size-5 text-lagoon" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Button
        variant="outline"
        block
        className="mt-5"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void onSignOut()}
      >
        {busy ? 'Déconnexion...' : 'Se déconnecter'}
      </Button>
    </div>
  );
}
