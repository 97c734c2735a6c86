import { SHOP } from '../config/shop.ts';
import type { ShopContent } from './shop-content.ts';

/**
 * The texts a fresh shop starts with, marked as samples (docs/decisions/0205). They reach a
 * database once, through the migration that scripts/content-seed-sql.ts wrote: editing them here
 * changes no shop that already started. `{seuil_livraison}`, `{numero_wave}` and `{delai_paiement}`
 * are filled from the running shop when a page shows them (src/web/features/info/owner-text.tsx). No review: a shop never shows invented ones.
 */
export const SAMPLE_CONTENT: ShopContent = {
  shops: [
    {
      name: 'LAGUNE Plateau',
      address: 'Avenue Chardy, immeuble Les Harmonies, rez-de-chaussée, Plateau, Abidjan',
      hours: 'Lundi – Vendredi : 8h30 – 19h00\nSamedi : 9h00 – 18h00\nDimanche : fermé',
      phone: '+225 27 20 21 45 60',
      email: 'plateau@lagune.ci',
      mapUrl: 'https://www.google.com/maps/dir/?api=1&destination=5.3229,-4.0195',
      pickup: true,
    },
    {
      name: 'LAGUNE Cocody',
      address: 'Boulevard Latrille, carrefour Duncan, Deux-Plateaux, Cocody, Abidjan',
      hours: 'Lundi – Samedi : 9h00 – 20h00\nDimanche : 11h00 – 18h00',
      phone: '+225 27 22 41 18 30',
      email: 'cocody@lagune.ci',
      mapUrl: 'https://www.google.com/maps/dir/?api=1&destination=5.3712,-3.9958',
      pickup: true,
    },
    {
      name: 'LAGUNE Marcory',
      address: 'Boulevard Valéry Giscard d’Estaing, Zone 4, Marcory, Abidjan',
      hours: 'Lundi – Samedi : 9h00 – 20h00\nDimanche : 11h00 – 18h00',
      phone: '+225 27 21 35 72 10',
      email: 'marcory@lagune.ci',
      mapUrl: 'https://www.google.com/maps/dir/?api=1&destination=5.2917,-3.9862',
      pickup: true,
    },
  ],
  faq: [
    {
      category: 'Commandes et livraison',
      question: 'Comment passer commande ?',
      answer:
        'Choisissez votre taille, ajoutez l’article au panier puis validez votre commande avec votre nom, votre numéro de téléphone et votre adresse de livraison. Pas besoin de créer un compte : la commande en invité est possible.',
    },
    {
      category: 'Commandes et livraison',
      question: 'Comment payer ma commande ?',
      answer:
        'Le paiement se fait par transfert Wave, après la commande : nous affichons le numéro {numero_wave} et le montant exact à envoyer. Votre commande est préparée dès réception du paiement. {delai_paiement}',
    },
    {
      category: 'Commandes et livraison',
      question: 'Quels sont les délais de livraison ?',
      answer: `- Abidjan : ${SHOP.delivery.abidjan}\n- Ailleurs en Côte d’Ivoire : ${SHOP.delivery.interior}\n- À l’international : ${SHOP.delivery.abroad}`,
    },
    {
      category: 'Commandes et livraison',
      question: 'La livraison est-elle gratuite ?',
      answer:
        'Oui, la livraison est offerte partout en Côte d’Ivoire dès {seuil_livraison} d’achat. En dessous, les frais dépendent de la zone : consultez notre page Livraison.',
    },
    {
      category: 'Commandes et livraison',
      question: 'Comment suivre ma commande ?',
      answer:
        'Avec la référence de votre commande (LG-…) et votre numéro de téléphone, suivez son statut sur la page Suivre ma commande, sans compte. Notre livreur vous appelle avant de passer.',
    },
    {
      category: 'Retours et remboursements',
      question: 'Combien de temps ai-je pour retourner un article ?',
      answer: `Vous disposez de ${SHOP.returnWindowDays} jours après la réception de votre commande pour nous retourner un article non porté, avec ses étiquettes.`,
    },
    {
      category: 'Retours et remboursements',
      question: 'Comment faire un retour ?',
      answer:
        'Contactez-nous avec votre numéro de commande, puis déposez l’article dans l’une de nos boutiques ou remettez-le à notre livreur. Toutes les étapes sont sur la page Retours.',
    },
    {
      category: 'Retours et remboursements',
      question: 'Quand serai-je remboursé ?',
      answer: `Le remboursement est effectué sur votre compte Wave sous ${SHOP.refundDelay} après la réception et la vérification de l’article retourné.`,
    },
    {
      category: 'Retours et remboursements',
      question: 'Puis-je échanger une taille ?',
      answer: `Oui, l’échange de taille est gratuit en boutique, ou par livraison dans la limite des stocks disponibles, pendant les ${SHOP.returnWindowDays} jours qui suivent la réception.`,
    },
    {
      category: 'Produits et tailles',
      question: 'Comment choisir ma taille ?',
      answer:
        'Nos vêtements existent en S, M, L et XL. Comparez vos mesures avec notre guide des tailles. Entre deux tailles, prenez la plus grande pour un tombé plus ample.',
    },
    {
      category: 'Produits et tailles',
      question: 'Comment entretenir mes vêtements ?',
      answer:
        'Lavez à 30 °C sur l’envers, sans sèche-linge, et repassez à température moyenne en évitant les impressions. Les couleurs restent vives bien plus longtemps.',
    },
    {
      category: 'Produits et tailles',
      question: 'Un article est épuisé, sera-t-il réassorti ?',
      answer:
        'Les basiques reviennent régulièrement. Les pièces en édition limitée ne sont pas rééditées : les membres VIP y ont accès en avant-première.',
    },
  ],
  reviews: [],
  about: [
    '## Notre histoire',
    'LAGUNE commence en 2019 dans un petit atelier de Marcory : quelques t-shirts imprimés pour des amis, vendus de la main à la main et sur WhatsApp. Les demandes se multiplient, la première boutique ouvre au Plateau, puis Cocody et Marcory suivent.',
    'Aujourd’hui, LAGUNE habille Abidjan du t-shirt basique au complet assorti, avec la même idée qu’au départ : des vêtements simples, bien coupés, pensés pour notre climat et notre façon de vivre.',
    '## Notre vision',
    'Faire d’Abidjan une capitale de la mode du quotidien, et montrer qu’une marque ivoirienne peut être une référence de qualité.',
    '## Notre mission',
    'Proposer des pièces confortables et durables à des prix accessibles, faciles à commander en ligne, à payer par Wave et à recevoir rapidement partout en Côte d’Ivoire.',
    '## L’équipe',
    '- Aïcha Koffi, fondatrice et directrice artistique\n- Yann Touré, responsable de l’atelier\n- Mariam Bamba, responsable des boutiques\n- Serge Diabaté, e-commerce et service client',
    '## Nos valeurs',
    '- Qualité : des cotons épais, des coutures doubles, des pièces qui tiennent lavage après lavage.\n- Proximité : une équipe qui répond et des prix en FCFA justes.\n- Local : dessiné et fini à Abidjan, avec des ateliers et des partenaires ivoiriens.\n- Durable : des petites séries, peu de stock dormant, et des vêtements faits pour durer.',
  ].join('\n\n'),
  shipping: [
    '## Comment ça se passe',
    '- Vous passez commande avec votre nom, votre téléphone et votre adresse.\n- Vous envoyez le montant par Wave au {numero_wave}, comme indiqué après la commande.\n- Nous préparons votre colis dès réception du paiement, du lundi au samedi.\n- Le livreur vous appelle avant de passer. Les délais sont comptés en jours ouvrables à partir du paiement.',
  ].join('\n\n'),
  returns: [
    '## Retourner un article',
    `- Prévenez-nous : écrivez-nous ou appelez avec votre numéro de commande et l’article concerné.\n- Renvoyez l’article : déposez-le dans l’une de nos boutiques ou remettez-le à notre livreur à Abidjan.\n- Nous vérifions l’article dès sa réception : non porté, étiquettes attachées.\n- Remboursement sur votre compte Wave sous ${SHOP.refundDelay}, ou échange de taille.`,
    '## Conditions',
    `- Le retour est possible pendant ${SHOP.returnWindowDays} jours à compter de la réception.\n- L’article doit être non porté, non lavé, avec ses étiquettes d’origine.\n- Les t-shirts personnalisés ne sont ni repris ni échangés, sauf défaut de fabrication.\n- Un article défectueux est repris ou remplacé sans frais, même après la période de retour.`,
    '## Remboursement',
    `Le remboursement est fait par Wave, sur le numéro utilisé pour le paiement, sous ${SHOP.refundDelay} après la réception et la vérification de l’article.`,
    'Les frais de livraison initiaux ne sont remboursés qu’en cas d’article défectueux ou d’erreur de notre part. L’échange de taille en boutique est toujours gratuit.',
  ].join('\n\n'),
  // The striking wax set of the sample catalogue; a shop without it shows the banner without picture.
  home: {
    eyebrow: 'Nouvelle collection',
    title: 'NOUVEAUTÉS',
    text: 'Couleurs de la lagune, imprimés wax et coupes faciles à porter : la nouvelle saison est arrivée.',
    button: 'ACHETEZ MAINTENANT',
    picture: 'complet-lagune-wax-prestige',
  },
  // The sample's eight looks, each with its drawing (src/shared/art/looks.ts draws them).
  looks: [
    { name: 'Look Lagune Bleue', price: 25000, category: 'complet', picture: { drawing: 1 } },
    { name: 'Look Plateau Chic', price: 28000, category: 'pull', picture: { drawing: 2 } },
    { name: 'Look Wax Soleil', price: 14000, category: 't-shirt', picture: { drawing: 3 } },
    { name: 'Look Bassam Plage', price: 12000, category: 'short', picture: { drawing: 4 } },
    { name: 'Look Cocody Soir', price: 8000, category: 'top', picture: { drawing: 5 } },
    {
      name: 'Look Édition Kente',
      price: 15000,
      category: 'limited-edition',
      picture: { drawing: 6 },
    },
    { name: 'Look Signature', price: 10000, category: 'custom-tshirt', picture: { drawing: 7 } },
    { name: 'Look Marcory Week-end', price: 25000, category: 'complet', picture: { drawing: 8 } },
  ],
  gallery:
    'Cette saison, LAGUNE s’inspire des matins sur la lagune Ébrié et des après-midis à Grand-Bassam : du lin qui respire, des bleus profonds, des jaunes soleil et des motifs wax revisités. Des pièces légères, faciles à associer, qui passent du bureau au bord de mer.',
  // No job offer: one shown would be a job she never opened (docs/decisions/0244).
  careers: '',
  sustainability:
    'Une mode plus responsable commence par des vêtements qu’on garde longtemps. Voici ce que nous faisons, concrètement.\n\n## Des petites séries\n\nNous produisons en quantités limitées et réassortons selon la demande : moins d’invendus, moins de gaspillage.\n\n## Fini à Abidjan\n\nImpression, finitions et contrôle qualité sont faits dans notre atelier de Marcory, près de nos clients.\n\n## Des emballages sobres\n\nNos colis sont en carton et papier recyclés, sans plastique superflu. Les sacs de boutique sont réutilisables.\n\n## Réparer plutôt que jeter\n\nNotre atelier reprend les coutures et les ourlets de vos pièces LAGUNE, pour les porter plus longtemps.\n\n## Ce qu’il reste à faire\n\nNous ne sommes pas parfaits. Une partie de nos tissus vient encore d’importations et nos livraisons se font en moto. Nous travaillons à augmenter la part de coton ivoirien dans nos collections et à regrouper les livraisons par quartier.\n\nPour nous aider : lavez à 30 °C, séchez à l’air libre, et faites réparer plutôt que jeter.',
  // Only what the shop can give: no free delivery the checkout would charge, no gift for a
  // birthday it never asks (docs/decisions/0246).
  vip: '## Avant-premières\n\nNos éditions limitées et nos nouvelles collections vous sont annoncées avant tout le monde.\n\n## Ventes privées\n\nDes codes promo réservés aux membres, envoyés par e-mail ou par SMS.\n\n## Conseil personnalisé\n\nUne question de taille ou d’assortiment ? Nous vous répondons sur WhatsApp, avant et après votre commande.',
};
