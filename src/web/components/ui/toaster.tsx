import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import {
  dismissToast,
  dismissToasts,
  holdToast,
  subscribeToToasts,
  toastsOnScreen,
  type Toast,
} from '~/lib/toast-store';
import { icon, XIcon } from './icons';

// Lucide's paths (ISC), drawn with the shared helper.
const circle = () => <circle cx="12" cy="12" r="10" />;
const VARIANTS = {
  success: { Icon: icon(['m9 12 2 2 4-4'], circle), colour: 'text-lagoon' },
  destructive: { Icon: icon(['M12 8v4', 'M12 16h.01'], circle), colour: 'text-danger' },
  info: { Icon: icon(['M12 16v-4', 'M12 8h.01'], circle), colour: 'text-ink' },
};

const NONE: readonly Toast[] = [];
const ACTION =
  'ml-auto inline-flex min-h-11 shrink-0 items-center rounded-md bg-ink px-3 text-sm font-semibold text-white hover:bg-lagoon';

/**
 * Escape closes the toasts. An open dialog or menu owns Escape: it closes first, and keeps its
 * toasts.
 */
function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  if (document.querySelector('dialog[open], [aria-modal="true"]')) return;
  dismissToasts();
}

/**
 * The toast, along the bottom of the screen, in a polite live region that screen readers read
 * when a new one comes. One toaster in each layout, and one inside an open modal dialog (the top
 * layer would cover the page's and make it inert; app.css hides the page's meanwhile): every
 * toaster draws the same toasts (lib/toast-store.ts).
 */
export function Toaster({ inDialog = false }: { inDialog?: boolean }) {
  const toasts = useSyncExternalStore(subscribeToToasts, toastsOnScreen, () => NONE);
  useEffect(() => {
    if (inDialog) return;
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inDialog]);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      aria-relevant="additions text"
      data-toaster=""
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[100] mx-auto max-w-sm sm:bottom-6"
    >
      <ol className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastCard key={toast.key} toast={toast} />
        ))}
      </ol>
    </section>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const { id, key, title, description, variant = 'default', viewCart, action } = toast;
  const self = useRef<HTMLLIElement>(null);

  // The toast's clock (lib/toast-store.ts) stops while the shopper points at this copy (where a
  // pointer hovers: a finger on a phone's toast is a tap, not a pause) or has the focus in it;
  // what this copy holds is let go when it goes (a dialog closing with the pointer on it).
  useEffect(() => {
    const el = self.current;
    if (!el) return;
    // (No matchMedia in the component tests' jsdom: a pointer that hovers.)
    const hovers = typeof matchMedia !== 'function' || matchMedia('(hover: hover)').matches;
    let pointed = false;
    let focused = false;
    const point = (now: boolean) => {
      if (now !== pointed) holdToast(key, (pointed = now));
    };
    const focus = (now: boolean) => {
      if (now !== focused) holdToast(key, (focused = now));
    };
    const onEnter = () => point(hovers);
    const onLeave = () => point(false);
    const onFocusIn = () => focus(true);
    const onFocusOut = (event: FocusEvent) =>
      focus(el.contains(event.relatedTarget as Node | null));
    el.addEventListener('pointerenter', onEnter);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('focusin', onFocusIn);
    el.addEventListener('focusout', onFocusOut);
    return () => {
      el.removeEventListener('pointerenter', onEnter);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
      point(false);
      focus(false);
    };
  }, [key]);

  const marked = variant === 'default' ? undefined : VARIANTS[variant];
  return (
    <li
      ref={self}
      data-toast=""
      data-variant={variant}
      className="pointer-events-auto relative flex items-center gap-2 rounded-lg border border-neutral-200 bg-white py-3 pr-12 pl-4 font-sans text-[13px] text-ink shadow-lg transition-[translate,opacity] duration-300 ease-out starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none"
    >
      {marked && <marked.Icon className={`size-5 shrink-0 ${marked.colour}`} />}
      <div className="min-w-0 flex-1">
        <div data-title="" className="font-medium">
          {title}
        </div>
        {description && <div className="text-neutral-700">{description}</div>}
      </div>
      {viewCart ? (
        <Link to="/cart" onClick={dismissToasts} className={ACTION}>
          Voir le panier
        </Link>
      ) : action ? (
        <button
          type="button"
          onClick={() => {
            dismissToasts();
            action.onClick();
          }}
          className={ACTION}
        >
          {action.label}
        </button>
      ) : null}
      <button
        type="button"
        aria-label="Fermer la notification"
        onClick={() => dismissToast(id)}
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-lg text-neutral-600 hover:text-ink"
      >
        <XIcon className="size-4" />
      </button>
    </li>
  );
}
