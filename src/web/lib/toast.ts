/**
 * The shop's toasts: a small store that every <Toaster> (components/ui/toaster.tsx) draws. Its
 * code is part of every page's first JavaScript, so that the answer to a tap ('Produit ajouté')
 * shows as soon as the page has hydrated, without a library's chunk still on its way (ADR 0237).
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
 * One toast at a time, the newest, as Android's snackbars: on a phone, stacked toasts would cover
 * the page's next step.
 */
const VISIBLE = 1;

let toasts: readonly Toast[] = [];
let count = 0;
const listeners = new Set<() => void>();

function set(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function notify(input: ToastInput): void {
  const key = ++count;
  const toast: Toast = { ...input, id: input.id ?? `toast-${key}`, key };
  const kept = toasts.filter((t) => t.id !== toast.id);
  set([...kept, toast].slice(-VISIBLE));
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
