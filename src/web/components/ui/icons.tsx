import type { ReactNode } from 'react';
import type { SVGProps } from 'react';

/**
 * The few icons of the header, product cards, toasts and dialogs, drawn from Lucide's paths (ISC
 * licence).
 * Inlined because they sit on every page: lucide-react's runtime costs ~2 KB gzip of initial JS.
 * Other screens may keep importing from lucide-react, or draw their own icons with `icon`.
 */
export function icon(
  paths: readonly string[],
  extra?: (props: SVGProps<SVGSVGElement>) => ReactNode,
) {
  return function Icon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
        {extra?.(props)}
      </svg>
    );
  };
}

export const MenuIcon = icon(['M4 5h16', 'M4 12h16', 'M4 19h16']);
export const UserIcon = icon(['M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2'], () => (
  <circle cx="12" cy="7" r="4" />
));
export const ShieldCheckIcon = icon([
  'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
  'm9 12 2 2 4-4',
]);
export const HeartIcon = icon([
  'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5',
]);
export const ShoppingBagIcon = icon([
  'M16 10a4 4 0 0 1-8 0',
  'M3.103 6.034h17.794',
  'M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z',
]);
export const PlusIcon = icon(['M5 12h14', 'M12 5v14']);
export const XIcon = icon(['M18 6 6 18', 'm6 6 12 12']);
