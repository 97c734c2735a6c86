/** The User Timing mark set once the page is hydrated, every part of it (bench/phone.ts reads it). */
export const HYDRATED_MARK = 'lagune:hydrated';

/** Parts hydrated after the rest of the page (components/hydrate-later.tsx) not yet live. */
const waiting = new Set<object>();
let rootLive = false;
let marked = false;

/**
 * Sets `<html data-hydrated>` and the User Timing mark once the root and every part hydrated later
 * are live: the browser tests and benches wait for this mark rather than for a renderer's internals.
 */
function markWhenAllLive(): void {
  if (marked || !rootLive || waiting.size > 0) return;
  marked = true;
  document.documentElement.dataset.hydrated = 'true';
  performance.mark(HYDRATED_MARK);
}

/** The root layout is hydrated (its effect). */
export function rootHydrated(): void {
  rootLive = true;
  markWhenAllLive();
}

/** A part that hydrates later is on the page; the returned function: it left before it did. */
export function awaitPart(part: object): () => void {
  waiting.add(part);
  return () => partHydrated(part);
}

/** That part is hydrated. */
export function partHydrated(part: object): void {
  waiting.delete(part);
  markWhenAllLive();
}
