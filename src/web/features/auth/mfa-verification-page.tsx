import { MFA_METHODS, type MfaMethod } from '@shared/domain/users.ts';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '~/components/account/protected';
import { MFA_MESSAGES, SecondFactorChallenge } from '~/components/account/second-factor-challenge';
import { BackButton } from '~/components/ui/back-button';
import { LinkButton } from '~/components/ui/link-button';
import { changeMfaMethod, sendMfaCode, verifyMfa } from '~/lib/auth/auth-api';
import { useAuth } from '~/lib/auth/use-auth';
import { useShopSettings } from '~/lib/shop-settings';
import { notify } from '~/lib/toast';
import { safeReturnPath } from './auth-page';

export { MFA_MESSAGES };

/**
 * /mfa-verification: the second factor of a sign-in. The method selector
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

/** The shared challenge (ADR 0112) as the shopper's page: its method is recorded on the account. */
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
      <SecondFactorChallenge
        variant="page"
        methods={MFA_METHODS}
        usable={(m) => demo || available.length === 0 || available.includes(m)}
        initial={initial}
        demo={demo}
        changeMethod={changeMfaMethod}
        send={sendMfaCode}
        verify={async (method, code) => {
          await verifyMfa(method, code);
          notify({ title: MFA_MESSAGES.verified, variant: 'success' });
          await navigate(returnTo, { replace: true });
        }}
        onLostCodes={lostCodes}
      />
    </section>
  );
}
