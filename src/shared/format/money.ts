import { NNBSP } from './typography.ts';

const fcfa = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/**
 * Formats an integer FCFA amount the French way: `25 000 FCFA`, with a narrow no-break space
 * (U+202F) between thousands (Intl's) and before FCFA (ADR 0116), so a price never wraps.
 */
export function formatPrice(amount: number): string {
  return `${fcfa.format(amount)}${NNBSP}FCFA`;
}
