import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
// clsx, not cn: a dialog can be opened from any page; tailwind-merge would cost ~9 KB gzip.
import { clsx } from 'clsx';
import { showNativeDialog, takeWantedDialog } from '~/lib/native-dialog';
import { useBackToClose } from '~/lib/use-back-to-close';
import { XIcon } from './icons';
import { Toaster } from './toaster';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogContextValue {
  open: boolean;
  /** Asks the owner to close; called once per opening whatever closed it (button, Escape, backdrop). */
  requestClose: () => void;
  /** The owner asks first (unsaved edits): Back must keep the dialog's history entry. */
  closeBlocked: boolean;
  titleId: string;
  descriptionId: string;
  hasDescription: boolean;
  setHasDescription: (has: boolean) => void;
}

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialog(part: string): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`<${part}> doit être placé dans <Dialog>.`);
  return context;
}

/**
 * A modal dialog, controlled by its owner: `open` says whether it shows, `onOpenChange(false)`
 * says the shopper closed it (close button, Escape, a tap on the backdrop). Compose it as
 * `<Dialog><DialogContent><DialogHeader><DialogTitle/>…</DialogHeader><DialogBody/>
 * <DialogFooter/></DialogContent></Dialog>`.
 */
export function Dialog({
  open,
  onOpenChange,
  onCloseBlocked,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** When set, a close (✕, Escape, backdrop, Back) calls it instead: the owner asks first. */
  onCloseBlocked?: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const [hasDescription, setHasDescription] = useState(false);
  // Two close requests before the owner re-renders (a tap that is also a cancel, say) make one
  // onOpenChange(false); an owner that keeps the dialog open can be asked again after its render.
  const closing = useRef(false);
  useEffect(() => {
    closing.current = false;
  });
  const requestClose = () => {
    if (onCloseBlocked) return onCloseBlocked();
    if (closing.current) return;
    closing.current = true;
    onOpenChange(false);
  };
  return (
    <DialogContext.Provider
      value={{
        open,
        requestClose,
        closeBlocked: onCloseBlocked !== undefined,
        titleId,
        descriptionId,
        hasDescription,
        setHasDescription,
      }}
    >
      {children}
    </DialogContext.Provider>
  );
}

/**
 * The open state of a `keepMounted` dialog, which the browser changes too (a page script's
 * `showModal()` before hydration, Escape, Back): followed from the element's `open` attribute.
 */
export function useNativeDialogOpen(id: string): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const dialog = document.getElementById(id);
    if (!dialog) return;
    if (takeWantedDialog(id)) showNativeDialog(id);
    setOpen(dialog.hasAttribute('open'));
    // At once: Back must find the dialog's history entry as soon as the shopper can see it.
    const observer = new MutationObserver(() =>
      flushSync(() => setOpen(dialog.hasAttribute('open'))),
    );
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, [id]);
  return [open, setOpen];
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert],[hidden]'),
  );
}

/**
 * The native `<dialog>` shown with showModal(): the browser puts it in the top layer, makes the
 * page behind inert and draws the backdrop. On top of it: Tab loops inside, focus goes back to
 * what opened it, the page behind does not scroll. Under `sm` it is a bottom sheet; from `sm` a
 * centred box. The entry animation is off for `prefers-reduced-motion`.
 */
export function DialogContent({
  className,
  children,
  closeLabel = 'Fermer',
  initialFocus,
  id,
  keepMounted = false,
}: {
  className?: string;
  children: ReactNode;
  /** Accessible name of the ✕ button. */
  closeLabel?: string;
  /** What gets focus on opening; by default the dialog itself, so a phone keyboard stays down. */
  initialFocus?: RefObject<HTMLElement | null>;
  id?: string;
  /**
   * Rendered closed too, so that the server's page carries it: the browser can show it (its
   * `showModal()`) before the page is hydrated, and closes it without JavaScript (✕, Escape, Back).
   * The owner follows the element's `open` state (useNativeDialogOpen).
   */
  keepMounted?: boolean;
}) {
  const { open, requestClose, closeBlocked, titleId, descriptionId, hasDescription } =
    useDialog('DialogContent');
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const requestCloseRef = useRef(requestClose);
  useLayoutEffect(() => {
    requestCloseRef.current = requestClose;
  });

  // Before paint: the element is display:none until showModal() opens it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const native = typeof dialog.showModal === 'function';
    if (native) {
      if (!dialog.open) dialog.showModal();
    } else {
      // Environments without showModal (jsdom): an open dialog, the rest handled below.
      dialog.setAttribute('open', '');
    }
    (initialFocus?.current ?? dialog).focus({ preventScroll: true });
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // Closed by the browser itself (a second Escape, say): tell the owner.
    const onClose = () => requestCloseRef.current();
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('close', onClose);
      if (native && dialog.open) dialog.close();
      root.style.overflow = overflow;
      // The opener may be gone (the cart empties once the order is placed): fall back to <main>.
      const back = opener?.isConnected ? opener : document.querySelector('main');
      back?.focus({ preventScroll: true });
    };
    // initialFocus is read once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Toasts never cover what the shopper taps next (ADR 0119): on a phone, where the dialog
  // is a sheet along the bottom edge, app.css lifts them above its actions (the footer) or, without
  // a footer, above the whole sheet, by this height. The layout's height, not the entry animation's.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || typeof ResizeObserver === 'undefined') return;
    const footer = dialog.querySelector<HTMLElement>('[data-dialog-footer]');
    const place = () => {
      const panel = dialog.getBoundingClientRect();
      const top = footer ? footer.getBoundingClientRect().top - panel.top : 0;
      dialog.style.setProperty('--toast-clearance', `${Math.round(panel.height - top)}px`);
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(dialog);
    if (footer) observer.observe(footer);
    return () => observer.disconnect();
  }, [open]);

  // Back (Android's button) closes the dialog; closed otherwise, it leaves no history entry behind.
  useBackToClose(open, requestClose, closeBlocked);

  if (!open && !keepMounted) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = event.currentTarget;
    if (event.key === 'Escape' && typeof dialog.showModal !== 'function') {
      event.preventDefault();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A click whose press and release both land on the <dialog> itself, outside the panel, is a tap on
  // the backdrop (a text selection dragged out of a field does not count).
  function onMouseDown(event: MouseEvent<HTMLDialogElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) requestClose();
    pressedOnBackdrop.current = false;
  }

  const closeButton = (
    <button
      type={keepMounted ? 'submit' : 'button'}
      onClick={requestClose}
      aria-label={closeLabel}
      className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-neutral-700 hover:bg-sand hover:text-ink"
    >
      <XIcon aria-hidden="true" className="size-5" />
    </button>
  );

  return (
    // The mouse handlers only look for taps on the backdrop (part of the <dialog> element); the
    // keyboard has Escape and the close button.
    <dialog
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={hasDescription ? descriptionId : undefined}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
      className={clsx(
        // Phones: a sheet along the bottom edge, as wide as the screen.
        'fixed inset-x-0 top-auto bottom-0 m-0 mt-auto max-h-[92dvh] w-full max-w-none flex-col overflow-hidden open:flex rounded-t-2xl bg-white p-0 text-ink shadow-2xl outline-none',
        'transition-[translate,opacity] duration-200 ease-out starting:translate-y-full',
        // A literal colour: ::backdrop does not see the theme's custom properties in every browser.
        'backdrop:bg-[rgb(17_17_17/0.6)]',
        // From sm: a centred box.
        'sm:inset-0 sm:m-auto sm:max-h-[min(90dvh,52rem)] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:rounded-xl sm:starting:translate-y-3 sm:starting:opacity-0',
        'motion-reduce:transition-none',
        className,
      )}
    >
      {children}
      {/* A modal <dialog> sits in the top layer, above the page's toasts, and makes them inert: it
          shows the toasts itself, and app.css hides the page's copy meanwhile. */}
      {open && <Toaster inDialog />}
      {keepMounted ? (
        // A form that closes its dialog: the ✕ works before the page is hydrated too.
        <form method="dialog" className="contents">
          {closeButton}
        </form>
      ) : (
        closeButton
      )}
    </dialog>
  );
}

/** Title and description, above the scrolling body; leaves room for the ✕ button. */
export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx('shrink-0 px-5 pt-5 pr-14 pb-3 sm:px-6', className)} {...props} />;
}

/** The dialog's name (aria-labelledby); every dialog has one. */
export function DialogTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  const { titleId } = useDialog('DialogTitle');
  return (
    <h2 id={titleId} className={clsx('display-title text-lg sm:text-xl', className)} {...props} />
  );
}

/** A line read out after the title (aria-describedby). */
export function DialogDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  const { descriptionId, setHasDescription } = useDialog('DialogDescription');
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p id={descriptionId} className={clsx('mt-1 text-sm text-neutral-700', className)} {...props} />
  );
}

/** The part that scrolls when the content is taller than the screen. */
export function DialogBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx(
        'min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-5 sm:px-6',
        className,
      )}
      {...props}
    />
  );
}

/** Actions pinned under the body, full-width buttons on phones; clear of the home indicator. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      data-dialog-footer
      className={clsx(
        'shrink-0 border-t border-black/10 bg-white px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6',
        className,
      )}
      {...props}
    />
  );
}
