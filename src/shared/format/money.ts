const fcfa = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/**
 * Formats an integer FCFA amount the French way: `25 000 FCFA`.
 * Intl uses a narrow no-break space (U+202F) as the group separator; we keep it so a price
 * never wraps across lines.
 */
export function formatPrice(amount: number): string {
  return `${fcfa.format(amount)} FCFA`;
}
