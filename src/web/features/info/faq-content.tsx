import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SHOP } from '@shared/config/shop.ts';
import { FreeDeliveryFrom } from '~/components/free-delivery-from';
import { PaymentWindowNotice } from '~/components/payment-window';
import { WaveNumber } from '~/components/shop-details';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

/** Every delay and threshold comes from the shop config, so the FAQ always matches the banner and /returns. */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'commandes-livraison',
    title: 'Commandes et livraison',
    items: [
      {
        question: 'Comment passer commande ?',
        answer: (
          <p>
            Choisissez votre taille, ajoutez l’article au panier puis validez votre commande avec
            votre nom, votre numéro de téléphone et votre adresse de livraison. Pas besoin de créer
            un compte : la commande en invité est possible.
          </p>
        ),
      },
      {
        question: 'Comment payer ma commande ?',
        answer: (
          <p>
            Le paiement se fait par transfert <strong>Wave</strong>, après la commande : nous
            affichons le numéro <WaveNumber /> et le montant exact à envoyer. Votre commande est
            préparée dès réception du paiement.
            <PaymentWindowNotice />
          </p>
        ),
      },
      {
        question: 'Quels sont les délais de livraison ?',
        answer: (
          <ul>
            <li>
              Abidjan : <strong>{SHOP.delivery.abidjan}</strong>
            </li>
            <li>
              Ailleurs en Côte d’Ivoire : <strong>{SHOP.delivery.interior}</strong>
            </li>
            <li>
              À l’international : <strong>{SHOP.delivery.abroad}</strong>
            </li>
          </ul>
        ),
      },
      {
        question: 'La livraison est-elle gratuite ?',
        answer: (
          <p>
            Oui, la livraison est offerte partout en Côte d’Ivoire dès <FreeDeliveryFrom /> d’achat.
            En dessous, les frais dépendent de la zone : consultez notre page{' '}
            <Link to="/shipping">Livraison</Link>.
          </p>
        ),
      },
      {
        question: 'Comment suivre ma commande ?',
        answer: (
          <p>
            Avec la référence de votre commande (LG-…) et votre numéro de téléphone, suivez son
            statut sur la page <Link to="/suivi">Suivre ma commande</Link>, sans compte. Notre
            livreur vous appelle avant de passer. Si vous avez un compte, retrouvez aussi vos
            commandes dans <Link to="/orders">Mes commandes</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'retours-remboursements',
    title: 'Retours et remboursements',
    items: [
      {
        question: 'Combien de temps ai-je pour retourner un article ?',
        answer: (
          <p>
            Vous disposez de <strong>{SHOP.returnWindowDays} jours</strong> après la réception de
            votre commande pour nous retourner un article non porté, avec ses étiquettes.
          </p>
        ),
      },
      {
        question: 'Comment faire un retour ?',
        answer: (
          <p>
            Contactez-nous avec votre numéro de commande, puis déposez l’article dans l’une de nos
            boutiques ou remettez-le à notre livreur. Toutes les étapes sont sur la page{' '}
            <Link to="/returns">Retours</Link>.
          </p>
        ),
      },
      {
        question: 'Quand serai-je remboursé ?',
        answer: (
          <p>
            Le remboursement est effectué sur votre compte Wave sous{' '}
            <strong>{SHOP.refundDelay}</strong> après la réception et la vérification de l’article
            retourné.
          </p>
        ),
      },
      {
        question: 'Puis-je échanger une taille ?',
        answer: (
          <p>
            Oui, l’échange de taille est gratuit en boutique, ou par livraison dans la limite des
            stocks disponibles, pendant les {SHOP.returnWindowDays} jours qui suivent la réception.
          </p>
        ),
      },
    ],
  },
  {
    id: 'produits-tailles',
    title: 'Produits et tailles',
    items: [
      {
        question: 'Comment choisir ma taille ?',
        answer: (
          <p>
            Nos vêtements existent en S, M, L et XL. Comparez vos mesures avec notre{' '}
            <Link to="/size-guide">guide des tailles</Link>. Entre deux tailles, prenez la plus
            grande pour un tombé plus ample.
          </p>
        ),
      },
      {
        question: 'Comment entretenir mes vêtements ?',
        answer: (
          <p>
            Lavez à 30 °C sur l’envers, sans sèche-linge, et repassez à température moyenne en
            évitant les impressions. Les couleurs restent vives bien plus longtemps.
          </p>
        ),
      },
      {
        question: 'Un article est épuisé, sera-t-il réassorti ?',
        answer: (
          <p>
            Les basiques reviennent régulièrement. Les pièces en édition limitée ne sont pas
            rééditées : les membres <Link to="/vip">VIP</Link> y ont accès en avant-première.
          </p>
        ),
      },
      {
        question: 'Puis-je personnaliser un t-shirt ?',
        answer: (
          <p>
            Oui, découvrez nos <Link to="/collections/custom-tshirt">t-shirts personnalisés</Link>.
            Pour une commande de groupe (association, entreprise, mariage), écrivez-nous via la page{' '}
            <Link to="/contact">Contact</Link>.
          </p>
        ),
      },
    ],
  },
];
