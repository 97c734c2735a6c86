/** The User Timing mark set once the page is hydrated, every part of it (bench/phone.ts reads it). */
export const HYDRATED_MARK = 'lagune:hydrated';

/** Parts hydrated after the rest of the page (components/hydrate-later.tsx) not yet live. */
const waiting = new Set<object>();
let rootLive = false;
let marked = false;
/** Work waiting for the page to be loaded and live (`afterPageLive`). */
const afterLive: (() => void)[] = [];

/**
 * Sets `<html data-hydrated>` and the User Timing mark once the root and every part hydrated later
 * are live: the browser tests and benches wait for this mark rather than for a renderer's internals.
 */
function markWhenAllLive(): void {
  if (marked || !rootLive || waiting.size > 0) return;
  marked = true;
  document.documentElement.dataset.hydrated = 'true';
  performance.mark(HYDRATED_MARK);
  for (const task of afterLive.splice(0)) afterLoad(task);
}

/**
 * Runs `task` once the page has loaded and every part of it is live, in a task of its own: work
 * the shopper does not wait for (the service worker, the shop's font) then stays off the main
 * thread while a tap made before hydration is being answered (docs/decisions/0250).
 */
export function afterPageLive(task: () => void): void {
  if (marked) afterLoad(task);
  else afterLive.push(task);
}

function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') setTimeout(task);
  else addEventListener('load', () => setTimeout(task), { once: true });
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
