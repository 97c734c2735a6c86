/** '48 h', '90 min'. */
export function formatWindow(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;
}

/**
 * How long an unpaid order waits before it is cancelled (the server's ORDER_PAYMENT_WINDOW), as the
 * FAQ's `{delai_paiement}` says it; '' when the shop keeps unpaid orders.
 */
export function paymentWindowSentence(windowMs: number): string {
  if (windowMs <= 0) return '';
  return `Sans paiement sous ${formatWindow(windowMs)}, la commande est annulée : l’heure limite est indiquée avec le numéro Wave et sur la page de suivi de la commande.`;
}
