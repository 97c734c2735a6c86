/** The User Timing mark set once the page is hydrated, every part of it (bench/phone.ts reads it). */
export const HYDRATED_MARK = 'lagune:hydrated';

/** Parts hydrated after the rest of the page (components/hydrate-later.tsx) not yet live. */
const waiting = new Set<object>();
let rootLive = false;
let marked = false;
/** The page has loaded and every part is live (`afterPageLive`, `usePageLive`). */
let pageLive = false;
const liveListeners = new Set<() => void>();

/**
 * Sets `<html data-hydrated>` and the User Timing mark once the root and every part hydrated later
 * are live: the browser tests and benches wait for this mark rather than for a renderer's internals.
 */
function markWhenAllLive(): void {
  if (marked || !rootLive || waiting.size > 0) return;
  marked = true;
  document.documentElement.dataset.hydrated = 'true';
  performance.mark(HYDRATED_MARK);
  const goLive = () => {
    pageLive = true;
    for (const listener of [...liveListeners]) listener();
  };
  if (document.readyState === 'complete') setTimeout(goLive);
  else addEventListener('load', () => setTimeout(goLive), { once: true });
}

/** Whether the page has loaded and every part of it is live (see `afterPageLive`). */
export function isPageLive(): boolean {
  return pageLive;
}

/** Calls `listener` when the page goes live; the returned function stops it. */
export function subscribePageLive(listener: () => void): () => void {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
}

/**
 * Runs `task` once the page has loaded and every part of it is live, in a task of its own: work
 * the shopper does not wait for (the service worker, the shop's font, pictures out of sight) then
 * stays off the main thread and the link while a tap made before hydration is being answered
 * (docs/decisions/0250, 0251).
 */
export function afterPageLive(task: () => void): void {
  if (pageLive) {
    setTimeout(task);
    return;
  }
  const run = () => {
    unsubscribe();
    setTimeout(task);
  };
  const unsubscribe = subscribePageLive(run);
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
