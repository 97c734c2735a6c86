// Apart from the header's links (nav-links.ts): the header is in every page's first JavaScript,
// the footer comes later in its own chunk, and these lists with it (ADR 0215).
/** Footer columns: every footer link of the route table plus the information pages. */
export const FOOTER_NAV = [
  {
    title: 'Boutique',
    links: [
      { to: '/new', label: 'Nouveautés' },
      { to: '/bestsellers', label: 'Meilleures ventes' },
      { to: '/sales', label: 'Soldes' },
      { to: '/collections', label: 'Collections' },
      { to: '/categories', label: 'Catégories' },
    ],
  },
  {
    title: 'Aide',
    links: [
      { to: '/contact', label: 'Contact' },
      { to: '/faqs', label: 'FAQ' },
      { to: '/suivi', label: 'Suivre ma commande' },
      { to: '/shipping', label: 'Livraison' },
      { to: '/returns', label: 'Retours' },
      { to: '/size-guide', label: 'Guide des tailles' },
      { to: '/stores', label: 'Nos boutiques' },
    ],
  },
  {
    title: 'LAGUNE',
    links: [
      { to: '/about', label: 'À propos' },
      { to: '/vip', label: 'Programme VIP' },
      { to: '/sustainability', label: 'Développement durable' },
      { to: '/careers', label: 'Carrières' },
      { to: '/country', label: 'Pays et région' },
    ],
  },
] as const;

export const LEGAL_NAV = [
  { to: '/terms', label: "Conditions d'utilisation" },
  { to: '/privacy', label: 'Politique de confidentialité' },
] as const;
