import { useSyncExternalStore } from 'react';
import { isPageLive, subscribePageLive } from './hydrated-mark';

/**
 * Whether the page has loaded and every part of it is live. False in the server's render and
 * while the page hydrates (the same markup on both sides); true at once for a part mounted later.
 */
export function usePageLive(): boolean {
  return useSyncExternalStore(subscribePageLive, isPageLive, () => false);
}
