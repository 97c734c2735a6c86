import { useEffect, type RefObject } from 'react';

/**
 * 'Ajouter au panier' and a card's '+' tapped while the page's JavaScript is still on its way
 * (ADR 0165). A few hundred bytes written into every page catch the tap before the browser follows
 * the plain form or link, mark the button busy and keep what was asked, one intent per element, so
 * that five taps ask once. The part that owns the element takes the intent when it hydrates and
 * carries it out with the app's own code (toast, cart badge, size picker).
 *
 * An element says it is live with `data-ready`, set by its own effect in the same task that takes
 * the intent: from then on the page script lets taps through to React. If the app has not taken an
 * intent after a long wait (a script failed to load), the page falls back to the plain form or link.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
const READY_ATTRIBUTE = 'data-ready';
const BUSY_ATTRIBUTE = 'data-early-busy';
/** Where the page script keeps the intents: element key → the form's fields (or {} for a link). */
const STORE = '__lagunePendingTaps';
/** After this long without the app, the tap does what it does without JavaScript. */
const FALLBACK_MS = 15_000;

type PendingTaps = Record<string, Record<string, string>>;

declare global {
  interface Window {
    [STORE]?: PendingTaps;
  }
}

/**
 * The page script, as written into each page (kept in ES5 and small: it runs before anything else
 * and costs every page its bytes). `submit` for the buy form, `click` for the card's link.
 */
export const EARLY_TAP_SCRIPT = `(function(){var q=window.${STORE}={},A='${EARLY_TAP_ATTRIBUTE}';function take(e,el,b){if(!el||el.hasAttribute('${READY_ATTRIBUTE}'))return;e.preventDefault();e.stopImmediatePropagation();var k=el.getAttribute(A),d={};if(el.tagName=='FORM')new FormData(el).forEach(function(v,n){d[n]=String(v)});var first=!q[k];q[k]=d;if(b){b.setAttribute('${BUSY_ATTRIBUTE}','');b.setAttribute('aria-busy','true')}if(first)setTimeout(function(){if(!q[k])return;delete q[k];el.tagName=='FORM'?el.submit():location.assign(el.href)},${FALLBACK_MS})}addEventListener('submit',function(e){var f=e.target;if(f&&f.matches&&f.matches('form['+A+']'))take(e,f,e.submitter)},true);addEventListener('click',function(e){if(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var a=e.target&&e.target.closest&&e.target.closest('a['+A+']');take(e,a,a)},true)})()`;

/**
 * Makes `element` live (taps reach React from now on) and, when it was tapped before, calls
 * `onTap` once with what was asked: the form's fields, or {} for a link.
 */
export function useEarlyTap(
  element: RefObject<HTMLElement | null>,
  key: string,
  onTap: (fields: Record<string, string>) => void,
): void {
  // After every commit, not once: the element may be replaced (a '+' that leaves and comes back
  // with the live stock), and a new one must go live too. Cheap: one attribute and one lookup.
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    if (!el.hasAttribute(READY_ATTRIBUTE)) el.setAttribute(READY_ATTRIBUTE, '');
    const pending = window[STORE];
    const fields = pending?.[key];
    if (!pending || !fields) return;
    delete pending[key];
    for (const busy of [el, ...el.querySelectorAll(`[${BUSY_ATTRIBUTE}]`)]) {
      busy.removeAttribute(BUSY_ATTRIBUTE);
      busy.removeAttribute('aria-busy');
    }
    onTap(fields);
  });
}
