import { useSyncExternalStore } from 'react';

/** Tailwind's `md`: from here the tabs show tables, below it cards. */
const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isWide(): boolean {
  // No matchMedia (jsdom): the table, the richer of the two views.
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;
}

/**
 * Whether the screen is wide enough for a table. The tabs render one view, not a table and cards
 * with one hidden by CSS: half the elements for a phone to build (and for axe to walk: its run on
 * the Produits tab took 20-30 s with both).
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
