export interface StoreHours {
  days: string;
  time: string;
}

export interface Store {
  id: 'plateau' | 'cocody' | 'marcory';
  name: string;
  district: string;
  address: string;
  phone: string;
  email: string;
  hours: readonly StoreHours[];
  /** Coordinates for the directions link; the page itself never loads a map. */
  lat: number;
  lng: number;
}

export const STORES: readonly Store[] = [
  {
    id: 'plateau',
    name: 'LAGUNE Plateau',
    district: 'Plateau',
    address: 'Avenue Chardy, immeuble Les Harmonies, rez-de-chaussée, Plateau, Abidjan',
    phone: '+225 27 20 21 45 60',
    email: 'plateau@lagune.ci',
    hours: [
      { days: 'Lundi – Vendredi', time: '8h30 – 19h00' },
      { days: 'Samedi', time: '9h00 – 18h00' },
      { days: 'Dimanche', time: 'Fermé' },
    ],
    lat: 5.3229,
    lng: -4.0195,
  },
  {
    id: 'cocody',
    name: 'LAGUNE Cocody',
    district: 'Cocody',
    address: 'Boulevard Latrille, carrefour Duncan, Deux-Plateaux, Cocody, Abidjan',
    phone: '+225 27 22 41 18 30',
    email: 'cocody@lagune.ci',
    hours: [
      { days: 'Lundi – Samedi', time: '9h00 – 20h00' },
      { days: 'Dimanche', time: '11h00 – 18h00' },
    ],
    lat: 5.3712,
    lng: -3.9958,
  },
  {
    id: 'marcory',
    name: 'LAGUNE Marcory',
    district: 'Marcory',
    address: 'Boulevard Valéry Giscard d’Estaing, Zone 4, Marcory, Abidjan',
    phone: '+225 27 21 35 72 10',
    email: 'marcory@lagune.ci',
    hours: [
      { days: 'Lundi – Samedi', time: '9h00 – 20h00' },
      { days: 'Dimanche', time: '11h00 – 18h00' },
    ],
    lat: 5.2917,
    lng: -3.9862,
  },
];

/** Opens the phone's map app with directions; nothing is fetched by the shop. */
export function directionsUrl(store: Pick<Store, 'lat' | 'lng'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.lat},${store.lng}`;
}
