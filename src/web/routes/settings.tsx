import { Globe, KeyRound, Heart, Receipt, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { LinkCards, type LinkCardItem } from '~/features/info/link-cards';
import { PageBody } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { seo } from '~/lib/seo';
import type { Route } from './+types/settings';

// The session code loads with the page's account line only: the page itself is the same for
// everyone (the server caches it), and the line follows the session once read.
const SettingsAccount = lazy(() => import('~/features/account/settings-account'));

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Paramètres',
      description:
        'Gérez votre compte LAGUNE : mot de passe, double authentification, préférences régionales, commandes et favoris.',
    },
  );

const SETTINGS: readonly LinkCardItem[] = [
  {
    to: '/profile',
    title: 'Mot de passe',
    description: 'Modifiez le mot de passe de votre compte.',
    icon: KeyRound,
  },
  {
    // The 'Sécurité' part of /profile, where the second factor is turned on and managed.
    to: '/profile#securite',
    title: 'Double authentification',
    description: 'Protégez votre compte avec un code de vérification à 6 chiffres.',
    icon: ShieldCheck,
  },
  { to: '/country', title: 'Préférences', description: 'Pays, devise et langue.', icon: Globe },
  {
    to: '/orders',
    title: 'Mes commandes',
    description: 'Suivez vos commandes et leur statut.',
    icon: Receipt,
  },
  {
    to: '/favorites',
    title: 'Mes favoris',
    description: 'Les pièces que vous avez mises de côté.',
    icon: Heart,
  },
];

export default function SettingsRoute() {
  return (
    <>
      <PageHeader eyebrow="Mon compte" title="Paramètres">
        <p>Gérez la sécurité de votre compte et vos préférences.</p>
      </PageHeader>
      <PageBody className="space-y-8">
        <Suspense fallback={<div aria-hidden="true" className="min-h-24 rounded-lg bg-sand" />}>
          <SettingsAccount />
        </Suspense>
        <LinkCards items={SETTINGS} />
      </PageBody>
    </>
  );
}
