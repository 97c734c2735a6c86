import { formatDateTime } from '@shared/format/date.ts';

/**
 * When an unpaid order is cancelled, said where the shopper is told how to pay (the payment
 * dialog, /suivi, 'Mes commandes'): the date and time in Abidjan. Nothing when the shop keeps
 * unpaid orders.
 */
export function PayByNotice({ payBy, className }: { payBy?: string; className?: string }) {
  if (!payBy) return null;
  return (
    <p className={className} data-testid="pay-by">
      À payer avant le <strong>{formatDateTime(payBy)}</strong> (heure d’Abidjan) : passé ce délai,
      la commande est annulée.
    </p>
  );
}
