import { icon } from '~/components/ui/icons';

export { LoaderIcon } from '~/components/payment/icons';

// Lucide's icons (ISC) drawn with the shared helper: the checkout shares no icon chunk with the
// information pages, so none of their first loads changes. The payment instructions' icons are in
// src/web/components/payment/icons.tsx (the payment dialog, /suivi and 'Mes commandes' share them).
export const LocateIcon = icon(['M2 12h3', 'M19 12h3', 'M12 2v3', 'M12 19v3'], () => (
  <>
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="3" />
  </>
));
