import type { LucideIcon } from 'lucide-react';
import { CalendarHeart, Gift, Scissors, Sparkles, Truck, Ticket } from 'lucide-react';

export interface VipBenefit {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const VIP_BENEFITS: readonly VipBenefit[] = [
  {
    title: 'Avant-premières',
    text: 'Accès aux éditions limitées et aux nouvelles collections 48 h avant tout le monde.',
    icon: Sparkles,
  },
  {
    title: 'Ventes privées',
    text: 'Des prix réservés aux membres, deux fois par an, en boutique et en ligne.',
    icon: Ticket,
  },
  {
    title: 'Livraison offerte',
    text: 'La livraison est gratuite partout en Côte d’Ivoire, quel que soit le montant de la commande.',
    icon: Truck,
  },
  {
    title: 'Cadeau d’anniversaire',
    text: 'Une attention surprise chaque année pour votre anniversaire.',
    icon: Gift,
  },
  {
    title: 'Retouches offertes',
    text: 'Ourlets et ajustements gratuits dans notre atelier de Marcory.',
    icon: Scissors,
  },
  {
    title: 'Conseil personnalisé',
    text: 'Un rendez-vous stylisme en boutique, sans achat obligatoire, pour composer vos tenues.',
    icon: CalendarHeart,
  },
];
