import { icon } from '~/components/ui/icons';

// Lucide's icons (ISC) drawn with the shared helper, for the payment instructions (the checkout's
// payment dialog, /suivi, 'Mes commandes'): no storefront page's first load carries them.
export const LoaderIcon = icon(['M21 12a9 9 0 1 1-6.219-8.56']);
export const CheckIcon = icon(['M20 6 9 17l-5-5']);
export const CopyIcon = icon(['M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2'], () => (
  <rect width="14" height="14" x="8" y="8" rx="2" ry="2" />
));
export const MessageIcon = icon([
  'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
]);
export const WalletIcon = icon([
  'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1',
  'M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4',
]);
