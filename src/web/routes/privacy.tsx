import { SHOP } from '@shared/config/shop.ts';
import { LegalDocument, type LegalSection } from '~/features/info/legal-document';
import { PageBody } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { seo } from '~/lib/seo';
import type { Route } from './+types/privacy';
import { ShopName, ShopEmailLink, ShopPhone } from '~/components/shop-details';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Confidentialité',
      description:
        'Quelles données LAGUNE conserve, pourquoi, combien de temps, et comment exercer vos droits.',
    },
  );

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'donnees',
    title: 'Les données que nous conservons',
    body: (
      <>
        <ul>
          <li>
            <strong>Commandes</strong> : nom complet, téléphone, adresse de livraison, instructions
            éventuelles, articles et montants.
          </li>
          <li>
            <strong>Compte</strong> (facultatif) : e-mail, nom, mot de passe chiffré, favoris,
            panier et réglages de double authentification.
          </li>
          <li>
            <strong>Messages</strong> : ce que vous nous écrivez via le formulaire de contact.
          </li>
          <li>
            <strong>Sur votre appareil</strong> : votre panier et vos coordonnées enregistrées, dans
            le stockage local du navigateur.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'pourquoi',
    title: 'Pourquoi',
    body: (
      <>
        <ul>
          <li>Préparer, livrer et suivre vos commandes, et vous rembourser en cas de retour.</li>
          <li>Vous répondre quand vous nous contactez.</li>
          <li>Sécuriser votre compte et prévenir la fraude.</li>
        </ul>
        <p>
          Nous ne vendons pas vos données. Elles ne sont partagées qu’avec nos livreurs, pour la
          livraison. Le site n’utilise qu’un cookie de session, nécessaire à la connexion, et aucun
          traceur publicitaire.
        </p>
      </>
    ),
  },
  {
    id: 'combien-de-temps',
    title: 'Combien de temps',
    body: (
      <>
        <p>
          Les données de commande sont gardées le temps imposé par les obligations comptables ; les
          messages, un an ; un compte est supprimé à votre demande.
        </p>
      </>
    ),
  },
  {
    id: 'vos-droits',
    title: 'Vos droits',
    body: (
      <>
        <p>
          Conformément à la loi n° 2013-450 du 19 juin 2013 relative à la protection des données à
          caractère personnel, vous pouvez accéder à vos données, les rectifier, les faire supprimer
          ou vous opposer à leur utilisation. Écrivez-nous à <ShopEmailLink />
           ; nous répondons sous 30 jours. Vous pouvez aussi saisir l’ARTCI, autorité de protection
          des données en Côte d’Ivoire.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <>
        <p>
          <ShopName />, {SHOP.city}, Côte d’Ivoire · <ShopEmailLink /> · <ShopPhone />
        </p>
      </>
    ),
  },
];

export default function PrivacyRoute() {
  return (
    <>
      <PageHeader eyebrow="Informations légales" title="Politique de confidentialité">
        <p>
          Nous collectons le minimum de données nécessaire pour vous vendre et livrer nos vêtements,
          et rien de plus.
        </p>
      </PageHeader>
      <PageBody>
        <LegalDocument sections={SECTIONS} />
      </PageBody>
    </>
  );
}
