import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useBackToClose } from '~/lib/use-back-to-close';
import { Logo } from './logo';
import { mainNav, useNavCategories } from './nav-links';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Full-screen navigation sheet for phones, a modal dialog with its own focus loop. */
export function MobileMenu({
  open,
  onClose,
  onAdmin,
}: {
  open: boolean;
  onClose: () => void;
  /** Opens the admin sign-in (the header owns it: the dialog outlives this sheet). */
  onAdmin?: (open: true) => void;
}) {
  const sheet = useRef<HTMLDivElement>(null);
  const categories = useNavCategories();
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  // Closing on navigation: any path change while open closes the sheet.
  useEffect(() => {
    if (open && pathname !== openedAt.current) onClose();
    openedAt.current = pathname;
  }, [pathname, open, onClose]);

  // A layout effect: focus, scroll lock and Escape are in place when the sheet first shows. A
  // plain effect runs a frame later in the browser (Preact, ADR 0090): an Escape pressed as the
  // sheet appeared was lost and the menu stayed open.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const root = sheet.current;
    root?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !root) return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, onClose]);

  // Back (Android's button) closes the menu; closed otherwise, it leaves no history entry behind.
  useBackToClose(open, onClose);

  if (!open) return null;
  return (
    <div
      ref={sheet}
      id="menu-mobile"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white lg:hidden"
    >
      {/* shrink-0: a tall menu must not squeeze the header (and cut the ✕'s focus ring). */}
      <div className="sticky top-0 z-10 flex h-14 shrink-0 items-center justify-between border-b border-black/10 bg-white px-3">
        <Logo className="ml-2" />
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          aria-label="Fermer le menu"
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <nav aria-label="Menu mobile" className="flex-1 px-6 py-6">
        <ul className="space-y-1">
          {mainNav(categories).map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                replace
                onClick={onClose}
                className="flex min-h-12 items-center text-lg font-bold tracking-[0.15em] uppercase"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <h2 className="mt-8 mb-2 text-xs font-bold tracking-[0.2em] text-neutral-600 uppercase">
          Toutes les catégories
        </h2>
        <ul className="grid grid-cols-2 gap-x-4">
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                to={`/collections/${c.id}`}
                replace
                onClick={onClose}
                className="flex min-h-11 items-center text-sm"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="mt-8 space-y-1 border-t border-black/10 pt-6 text-sm">
          <li>
            <Link to="/profile" replace onClick={onClose} className="flex min-h-11 items-center">
              Mon compte
            </Link>
          </li>
          <li>
            <Link to="/favorites" replace onClick={onClose} className="flex min-h-11 items-center">
              Mes favoris
            </Link>
          </li>
          <li>
            {onAdmin ? (
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => {
                  onClose();
                  onAdmin(true);
                }}
                className="flex min-h-11 w-full items-center text-left"
              >
                Espace administrateur
              </button>
            ) : (
              <Link
                to="/admin/dashboard"
                replace
                onClick={onClose}
                className="flex min-h-11 items-center"
              >
                Espace administrateur
              </Link>
            )}
          </li>
        </ul>
      </nav>
    </div>
  );
}
