import {
  EARLY_TAP_ATTRIBUTE,
  EARLY_TAP_BUSY,
  EARLY_TAP_PICKER,
  EARLY_TAP_READY,
  EARLY_TAP_SCRIPT,
  EARLY_TAP_STORE,
} from '@shared/pages/inline-scripts.ts';
import { useEffect, type RefObject } from 'react';

/**
 * 'Ajouter au panier' and a card's '+' tapped while the page's JavaScript is still on its way
 * (ADR 0165). A few hundred bytes written into every page catch the tap before the browser follows
 * the plain form or link, mark the button busy and keep what was asked, once per element: five
 * taps ask once. The part that owns the element takes the intent when it hydrates and carries it
 * out with the app's own code (toast, cart badge, size picker).
 *
 * The element goes live (`data-ready`: the page script lets taps through to React) once nothing
 * was kept for it, or a moment after the kept tap has been answered: the taps an impatient shopper
 * made before seeing that answer are not added again. If the app has not taken an intent after a
 * long wait (a script failed to load), the page falls back to the plain form or link.
 */
// The page script and its names live beside the page's other inline scripts (the CSP allows
// exactly those): shared/pages/inline-scripts.ts.
export { EARLY_TAP_ATTRIBUTE, EARLY_TAP_PICKER, EARLY_TAP_SCRIPT };
/**
 * Each element's key among the kept taps: the product page's buy form, a card's '+', a card's size
 * picker (by the picker's id: a product may have two cards on a page).
 */
export const earlyTapKey = {
  buy: (productId: string) => `buy:${productId}`,
  plus: (productId: string) => `plus:${productId}`,
  size: (pickerId: string) => `size:${pickerId}`,
};

/** Whether a tap on a card (its '+' or a size in its picker) has been kept and not yet answered. */
export function keptCardTap(): boolean {
  return Object.keys(window[EARLY_TAP_STORE] ?? {}).some(
    (k) => k.startsWith(earlyTapKey.plus('')) || k.startsWith(earlyTapKey.size('')),
  );
}

/** Taps still swallowed after the answer: those made before the shopper could see it. */
const SETTLE_MS = 600;

/** Per element key: the fields kept, or null while the app answers them. */
type PendingTaps = Record<string, Record<string, string> | null>;

declare global {
  interface Window {
    [EARLY_TAP_STORE]?: PendingTaps;
  }
}

/**
 * Makes `element` live (taps reach React from then on) and, when it was tapped before, calls
 * `onTap` once with what was asked (the form's fields, or {} for a link); `onTap` may return what
 * its answer waits for (the toasts' or the size picker's code).
 */
export function useEarlyTap(
  element: RefObject<HTMLElement | null>,
  key: string,
  onTap: (fields: Record<string, string>) => unknown,
): void {
  // After every commit, not once: the element may be replaced (a '+' that leaves and comes back
  // with the live stock), and a new one must go live too. Cheap: one attribute and one lookup.
  useEffect(() => {
    const el = element.current;
    if (!el || el.hasAttribute(EARLY_TAP_READY)) return;
    const pending = window[EARLY_TAP_STORE];
    const fields = pending?.[key];
    if (!pending || fields === undefined) {
      el.setAttribute(EARLY_TAP_READY, '');
      return;
    }
    if (fields === null) return; // being answered
    pending[key] = null;
    for (const busy of [el, ...el.querySelectorAll(`[${EARLY_TAP_BUSY}]`)]) {
      busy.removeAttribute(EARLY_TAP_BUSY);
      busy.removeAttribute('aria-busy');
    }
    // The element may have been replaced meanwhile (the live stock redraws a card's '+'): the one
    // on the page goes live too, or its taps would wait for a redraw that may never come.
    const live = () => {
      delete pending[key];
      el.setAttribute(EARLY_TAP_READY, '');
      element.current?.setAttribute(EARLY_TAP_READY, '');
    };
    void Promise.resolve()
      .then(() => onTap(fields))
      .catch(() => undefined)
      .then(() => setTimeout(live, SETTLE_MS));
  });
}

/** How long an answer may take to show before the element goes live anyway. */
const SHOWN_TIMEOUT_MS = 5_000;

/**
 * Resolves once an element matching `selector` is in the document (the toast, the size picker):
 * what `onTap` returns, so that the taps made before the shopper could see it are not added again
 * however slowly the phone draws it.
 */
export function untilShown(selector: string): Promise<void> {
  return new Promise((resolve) => {
    if (document.querySelector(selector)) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) done();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(done, SHOWN_TIMEOUT_MS);
  });
}
