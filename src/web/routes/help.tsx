import { CircleHelp, Mail, Receipt, RotateCcw, Ruler, Truck } from 'lucide-react';
import { ContactChannels } from '~/features/info/contact-channels';
import { LinkCards, type LinkCardItem } from '~/features/info/link-cards';
import { PageBody, Section } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { seo } from '~/lib/seo';
import type { Route } from './+types/help';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Centre d’aide',
      description:
        'Questions fréquentes, livraison, retours, guide des tailles, suivi de commande : le centre d’aide LAGUNE.',
    },
  );

const TOPICS: readonly LinkCardItem[] = [
  {
    to: '/faqs',
    title: 'Questions fréquentes',
    description: 'Commandes, paiement Wave, retours, tailles.',
    icon: CircleHelp,
  },
  {
    to: '/shipping',
    title: 'Livraison',
    description: 'Zones, délais et frais de livraison.',
    icon: Truck,
  },
  {
    to: '/returns',
    title: 'Retours',
    description: 'Retourner ou échanger un article.',
    icon: RotateCcw,
  },
  {
    to: '/size-guide',
    title: 'Guide des tailles',
    description: 'Trouvez la bonne taille, du S au XL.',
    icon: Ruler,
  },
  {
    to: '/orders',
    title: 'Mes commandes',
    description: 'Suivez vos commandes (connexion requise).',
    icon: Receipt,
  },
  {
    to: '/contact',
    title: 'Contact',
    description: 'Écrivez-nous, nous répondons rapidement.',
    icon: Mail,
  },
];

export default function HelpRoute() {
  return (
    <>
      <PageHeader eyebrow="Service client" title="Centre d’aide">
        <p>Trouvez une réponse rapide, ou contactez notre équipe à Abidjan.</p>
      </PageHeader>
      <PageBody className="space-y-12">
        <Section id="sujets" title="Comment pouvons-nous vous aider ?">
          <LinkCards items={TOPICS} />
        </Section>
        <Section id="joindre" title="Nous joindre">
          <ContactChannels className="lg:grid-cols-3" />
        </Section>
      </PageBody>
    </>
  );
}
