// The page's first hydration, split into turns (ADR 0093).
//
// Preact hydrates a whole page in one task, and on a mid-range phone hydrating the home page (13
// product cards, the categories, the looks) holds the main thread for a few hundred milliseconds:
// a tap in that time waits. Parts wrapped in <HydrateInTurn> are left as prerendered HTML during the
// first pass (their nearest <Suspense> keeps the element in place) and hydrated afterwards, one
// part per task in the order they were met, so the browser can answer input between them.
// Everything else renders as usual: the prerender, tests, and every render once the page is
// hydrated never wait.

interface Turn {
  readonly promise: Promise<void>;
  readonly release: () => void;
  released: boolean;
}

let holding = false;
const turns = new Map<string, Turn>();
const queue: Turn[] = [];
const onHydrated: (() => void)[] = [];

/** Called by the browser entry just before the first hydration. */
export function holdTurns(): void {
  holding = true;
}

/**
 * During the first hydration, suspends until this part's turn (by throwing its promise, as React's
 * Suspense expects). `id` is stable across the retries of one part (useId).
 */
export function waitForTurn(id: string): void {
  if (!holding) return;
  let turn = turns.get(id);
  if (!turn) {
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    turn = { promise, release, released: false };
    turns.set(id, turn);
    queue.push(turn);
  }
  if (!turn.released) throw turn.promise;
}

/** A new task soon, without setTimeout's 4 ms floor for chained calls. */
function nextTask(callback: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(callback, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(undefined);
}

/**
 * Called by the browser entry once the first pass is done: releases the waiting parts one per task
 * (each one's render runs in the microtasks of its task), then runs what waited for the end.
 */
export function releaseTurns(): void {
  const step = () => {
    const turn = queue.shift();
    if (turn) {
      turn.released = true;
      turn.release();
      nextTask(step);
      return;
    }
    holding = false;
    turns.clear();
    for (const callback of onHydrated.splice(0)) callback();
  };
  nextTask(step);
}

/** Runs `callback` once every part of the page is hydrated (at once when nothing waits). */
export function whenHydrated(callback: () => void): void {
  if (holding) onHydrated.push(callback);
  else callback();
}
