import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast, Toaster } from 'sonner';

/**
 * What toasts need once the first one shows, loaded after hydration with sonner (see toast.ts):
 * nothing of it sits in a page's first load.
 */
export { toast };

/**
 * Escape closes the toasts (sonner itself only collapses them, and only with focus inside). An
 * open dialog or menu owns Escape: it closes first, and keeps its toasts.
 */
function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  if (document.querySelector('dialog[open], [aria-modal="true"]')) return;
  toast.dismiss();
}

/** The shop's toaster (bottom-center), mounted once by the shop layout. */
export function ShopToaster() {
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return <Toaster position="bottom-center" closeButton toastOptions={{ className: 'font-sans' }} />;
}

/**
 * The 'Voir le panier' link of the toast after adding: sonner renders it inside the shop's
 * <Toaster>, under the router, so it navigates in the app. A 44 px target.
 */
export function ViewCartLink() {
  return (
    <Link
      to="/cart"
      onClick={() => toast.dismiss()}
      className="ml-auto inline-flex min-h-11 shrink-0 items-center rounded-md bg-ink px-3 text-sm font-semibold text-white hover:bg-lagoon"
    >
      Voir le panier
    </Link>
  );
}

/** A button in a toast ('Annuler', 'Se connecter'): runs its action and closes the toasts. */
export function ToastButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={() => {
        toast.dismiss();
        onClick();
      }}
      className="ml-auto inline-flex min-h-11 shrink-0 items-center rounded-md bg-ink px-3 text-sm font-semibold text-white hover:bg-lagoon"
    >
      {label}
    </button>
  );
}
