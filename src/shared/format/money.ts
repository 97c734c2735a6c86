import { NNBSP } from './typography.ts';

/**
 * Formats an integer FCFA amount the French way: `25 000 FCFA`, with a narrow no-break space
 * (U+202F) between thousands and before FCFA (ADR 0116), so a price never wraps.
 *
 * Written out rather than through `Intl.NumberFormat('fr-FR')`, whose output it matches
 * (money.test.ts): building that formatter costs a phone ~45 ms on the page's first use of a
 * French format, before the page can hydrate (docs/decisions/0239).
 */
export function formatPrice(amount: number): string {
  return `${groupThousands(amount)}${NNBSP}FCFA`;
}

/**
 * `1234567` → `1 234 567` (U+202F), rounded half away from zero as Intl rounds; never `-0` (Intl
 * writes one for -0.4 or a negative zero).
 */
function groupThousands(amount: number): string {
  const digits = Math.round(Math.abs(amount)).toFixed(0);
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, NNBSP);
  return amount < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}
