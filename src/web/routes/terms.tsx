import { Link } from 'react-router';
import { SHOP } from '@shared/config/shop.ts';
import { LegalDocument, type LegalSection } from '~/features/info/legal-document';
import { PageBody } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { FreeDeliveryFrom, FreeDeliveryFromContext } from '~/components/free-delivery-from';
import { pageServices } from '~/lib/page-services';
import { seo } from '~/lib/seo';
import type { Route } from './+types/terms';

/** On the server: the free-delivery threshold the owner has saved (section 5). */
export function loader({ context }: Route.LoaderArgs) {
  return { freeDeliveryFrom: pageServices(context).settings.freeDeliveryThreshold };
}
import { ShopName, ShopEmailLink, ShopPhone, WaveNumber } from '~/components/shop-details';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Conditions générales de vente',
      description:
        'Conditions générales de vente de LAGUNE : commandes, prix en FCFA, paiement Wave, livraison, retours et droit applicable.',
    },
  );

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'vendeur',
    title: '1. Vendeur',
    body: (
      <>
        <p>
          La boutique est exploitée par <ShopName />, {SHOP.city}, Côte d’Ivoire. Contact :{' '}
          <ShopEmailLink /> · <ShopPhone />.
        </p>
      </>
    ),
  },
  {
    id: 'commandes',
    title: '2. Commandes',
    body: (
      <>
        <p>
          La commande se fait sans création de compte, avec un nom, un numéro de téléphone et une
          adresse de livraison. Elle est enregistrée dès sa validation et un récapitulatif indique
          le montant à payer. <ShopName /> peut refuser une commande anormale ou passée de mauvaise
          foi.
        </p>
      </>
    ),
  },
  {
    id: 'prix',
    title: '3. Prix',
    body: (
      <>
        <p>
          Les prix sont indiqués en francs CFA (FCFA), toutes taxes comprises, hors frais de
          livraison. Le prix appliqué est celui affiché au moment de la commande.
        </p>
      </>
    ),
  },
  {
    id: 'paiement',
    title: '4. Paiement',
    body: (
      <>
        <p>
          Le paiement se fait par transfert <strong>Wave</strong> après la commande, au numéro{' '}
          <WaveNumber /> indiqué à l’écran, pour le montant exact de la commande. La commande est
          préparée à réception du paiement.
        </p>
      </>
    ),
  },
  {
    id: 'livraison',
    title: '5. Livraison',
    body: (
      <>
        <p>
          Les délais indicatifs sont de {SHOP.delivery.abidjan} à Abidjan, {SHOP.delivery.interior}{' '}
          ailleurs en Côte d’Ivoire et {SHOP.delivery.abroad} à l’international, à compter du
          paiement. La livraison est offerte en Côte d’Ivoire dès <FreeDeliveryFrom /> d’achat ; les
          autres frais sont détaillés sur la page <Link to="/shipping">Livraison</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'retours-et-remboursements',
    title: '6. Retours et remboursements',
    body: (
      <>
        <p>
          Vous disposez de {SHOP.returnWindowDays} jours après la réception pour retourner un
          article non porté, avec ses étiquettes. Le remboursement est effectué par Wave sous{' '}
          {SHOP.refundDelay} après réception de l’article. Les conditions complètes sont sur la page{' '}
          <Link to="/returns">Retours</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'garanties',
    title: '7. Garanties',
    body: (
      <>
        <p>
          Les articles bénéficient des garanties légales prévues par la loi n° 2016-412 du 15 juin
          2016 relative à la consommation. Un article défectueux est réparé, remplacé ou remboursé.
        </p>
      </>
    ),
  },
  {
    id: 'donnees-personnelles',
    title: '8. Données personnelles',
    body: (
      <>
        <p>
          Les informations de commande servent uniquement à traiter et livrer votre commande. Voir
          notre <Link to="/privacy">politique de confidentialité</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'droit-applicable-et-litiges',
    title: '9. Droit applicable et litiges',
    body: (
      <>
        <p>
          Les présentes conditions sont soumises au droit ivoirien. En cas de litige, une solution
          amiable est recherchée en priorité avec notre service client ; à défaut, les tribunaux
          d’Abidjan sont compétents.
        </p>
      </>
    ),
  },
];

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <FreeDeliveryFromContext value={loaderData.freeDeliveryFrom}>
      <PageHeader eyebrow="Informations légales" title="Conditions générales de vente">
        <p>
          Les présentes conditions s’appliquent à toute commande passée sur la boutique en ligne{' '}
          <ShopName />.
        </p>
      </PageHeader>
      <PageBody>
        <LegalDocument sections={SECTIONS} />
      </PageBody>
    </FreeDeliveryFromContext>
  );
}
