export interface JobOpening {
  id: string;
  title: string;
  place: string;
  contract: string;
  summary: string;
  tasks: readonly string[];
}

export const JOB_OPENINGS: readonly JobOpening[] = [
  {
    id: 'conseiller-vente-cocody',
    title: 'Conseiller·ère de vente',
    place: 'Boutique Cocody, Abidjan',
    contract: 'CDI · temps plein',
    summary:
      'Vous accueillez nos clientes et clients, les conseillez sur les coupes et les tailles, et faites vivre la boutique.',
    tasks: [
      'Conseil et vente en boutique',
      'Mise en rayon et vitrines',
      'Encaissement et retraits de commandes en ligne',
    ],
  },
  {
    id: 'community-manager',
    title: 'Community manager',
    place: 'Siège, Plateau, Abidjan',
    contract: 'CDI · temps plein',
    summary:
      'Vous racontez LAGUNE sur Instagram, TikTok et WhatsApp, et répondez à notre communauté avec le même soin qu’en boutique.',
    tasks: [
      'Calendrier éditorial et shootings',
      'Réponses aux messages et commentaires',
      'Suivi des campagnes et des lancements',
    ],
  },
  {
    id: 'couturier-retoucheur',
    title: 'Couturier·ère retoucheur·se',
    place: 'Atelier, Marcory, Abidjan',
    contract: 'CDD 6 mois · temps plein',
    summary:
      'Vous réalisez les retouches, les réparations et les finitions de nos séries limitées dans notre atelier.',
    tasks: [
      'Retouches et ourlets',
      'Réparations des pièces retournées',
      'Contrôle qualité des séries limitées',
    ],
  },
];

/** Applications go to the shop mailbox with the job in the subject, so they are easy to sort. */
/** A prefilled e-mail to the shop's address (`shopEmail`) applying for `job`. */
export function applyHref(job: JobOpening, shopEmail: string): string {
  return `mailto:${shopEmail}?subject=${encodeURIComponent(`Candidature : ${job.title} (${job.place})`)}`;
}
