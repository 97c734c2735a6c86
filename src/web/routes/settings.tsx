import { Globe, KeyRound, LogIn, Heart, Receipt, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { LinkCards, type LinkCardItem } from '~/features/info/link-cards';
import { PageBody } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { seo } from '~/lib/seo';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'PARAMÈTRES',
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
    to: '/mfa-verification',
    title: 'Double authentification',
    description: 'Protégez votre compte avec un code à 6 chiffres.',
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
        <div className="flex flex-col gap-4 rounded-lg bg-sand p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex gap-3 text-sm leading-relaxed text-neutral-700">
            <LogIn aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon" />
            La plupart de ces réglages demandent d’être connecté à votre compte. Sans compte, vous
            pouvez tout de même commander en invité.
          </p>
          <Link
            to="/auth"
            className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}
          >
            Se connecter
          </Link>
        </div>
        <LinkCards items={SETTINGS} />
      </PageBody>
    </>
  );
}
