/**
 * The toasts on screen, which every <Toaster> (components/ui/toaster.tsx) draws; screens call
 * `notify()` through lib/toast.ts. Part of every page's first JavaScript, so that the answer to a
 * tap ('Produit ajouté') shows as soon as the page has hydrated, without a library's chunk still
 * on its way (ADR 0237).
 */
export interface ToastInput {
  title: string;
  description?: string;
  /** Milliseconds on screen; TOAST_MS when left out. */
  duration?: number;
  variant?: 'default' | 'success' | 'destructive' | 'info';
  /** Adds the 'Voir le panier' link (after adding to the cart). */
  viewCart?: boolean;
  /** A button in the toast ('Annuler' after emptying the cart, 'Se connecter'). */
  action?: { label: string; onClick: () => void };
  /** A toast already on screen with this id is replaced, not stacked under (one per action). */
  id?: string;
}

export interface Toast extends ToastInput {
  id: string;
  /** New for each notify(): a replaced toast is drawn (and announced, and timed) afresh. */
  key: number;
}

/** How long a toast stays, unless it says otherwise (paused while pointed at or focused). */
export const TOAST_MS = 4_000;
/**
 * The three newest, one above the other; an older toast makes way. Not one at a time: toasts
 * fired together (the dashboard's pending counts, the most urgent first) must all be seen.
 */
const VISIBLE = 3;

let toasts: readonly Toast[] = [];
let count = 0;
const listeners = new Set<() => void>();

/**
 * Each toast's clock, kept here rather than in what draws it: an open dialog shows a second copy
 * of the toast (components/ui/toaster.tsx), and the shopper holding either copy holds the toast.
 */
interface Clock {
  left: number;
  started: number;
  timer?: ReturnType<typeof setTimeout>;
  /** Pointers over it and focus inside it, on any copy. */
  holds: number;
}
const clocks = new Map<number, Clock>();

function set(next: readonly Toast[]) {
  for (const [key, clock] of clocks)
    if (!next.some((t) => t.key === key)) {
      clearTimeout(clock.timer);
      clocks.delete(key);
    }
  toasts = next;
  for (const listener of listeners) listener();
}

/** Stops a toast's clock, or starts it again with the time it had left. */
function tick(toast: Toast) {
  const clock = clocks.get(toast.key);
  if (!clock) return;
  if (clock.timer !== undefined) {
    clearTimeout(clock.timer);
    clock.timer = undefined;
    clock.left -= Date.now() - clock.started;
  }
  if (clock.holds > 0 || document.hidden) return;
  clock.started = Date.now();
  clock.timer = setTimeout(() => dismissToast(toast.id), Math.max(clock.left, 0));
}

/** The clocks stop while the shopper is in another tab or app (listened to from the first toast). */
let watchingVisibility = false;
function watchVisibility() {
  if (watchingVisibility) return;
  watchingVisibility = true;
  document.addEventListener('visibilitychange', () => {
    for (const toast of toasts) tick(toast);
  });
}

export function notify(input: ToastInput): void {
  const key = ++count;
  const toast: Toast = { ...input, id: input.id ?? `toast-${key}`, key };
  const kept = toasts.filter((t) => t.id !== toast.id);
  watchVisibility();
  clocks.set(key, { left: input.duration ?? TOAST_MS, started: 0, holds: 0 });
  set([...kept, toast].slice(-VISIBLE));
  tick(toast);
}

/** The shopper points at a toast or moves the focus into it (`held`), or away again. */
export function holdToast(key: number, held: boolean): void {
  const toast = toasts.find((t) => t.key === key);
  const clock = clocks.get(key);
  if (!toast || !clock) return;
  clock.holds = Math.max(0, clock.holds + (held ? 1 : -1));
  tick(toast);
}

export function dismissToast(id: string): void {
  if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
}

/** Closes every toast on screen (what a screen said stops applying when the user leaves it). */
export function dismissToasts(): void {
  if (toasts.length) set([]);
}

/** For useSyncExternalStore. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsOnScreen(): readonly Toast[] {
  return toasts;
}
