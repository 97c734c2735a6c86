import { createContext, useContext } from 'react';

/**
 * How long an unpaid order waits before it is cancelled (the server's ORDER_PAYMENT_WINDOW), given
 * by the loader of a page whose text states it (the FAQ); 0 when the shop keeps unpaid orders.
 */
export const PaymentWindowContext = createContext<number>(0);

/** '48 h', '90 min'. */
export function formatWindow(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;
}

/** The sentence that says it, or nothing when unpaid orders are kept. */
export function PaymentWindowNotice() {
  const windowMs = useContext(PaymentWindowContext);
  if (windowMs <= 0) return null;
  return (
    <>
      {' '}
      Sans paiement sous {formatWindow(windowMs)}, la commande est annulée : l’heure limite est
      indiquée avec le numéro Wave et sur la page de suivi de la commande.
    </>
  );
}
