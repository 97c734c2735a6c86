/**
 * The inline scripts the app writes into its pages, and where. The Content-Security-Policy allows
 * exactly these by hash (server/static/csp.ts): the <head>'s script (the font's mark, then the
 * early taps), and the scripts React Router writes after the `APP_SCRIPTS_MARK` element that
 * closes <body>'s content. A script anywhere else (say, markup injected through data) has no hash
 * and does not run.
 */

/** The element written just before the router's scripts; only what follows its last copy counts. */
export const APP_SCRIPTS_MARK = 'app-scripts';

/** The attribute naming an element whose early tap is kept (lib/cart/early-tap.ts, ADR 0165). */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** Set once the element is live: taps then go to React. */
export const EARLY_TAP_READY = 'data-ready';
export const EARLY_TAP_BUSY = 'data-early-busy';
/** On a card's '+': the id of the size picker the page holds, which the page script shows itself. */
export const EARLY_TAP_PICKER = 'data-picker';
/** Where the page script keeps the intents: element key → the form's fields (or {} for a link). */
export const EARLY_TAP_STORE = '__lagunePendingTaps';
/** After this long without the app, the tap does what it does without JavaScript. */
const EARLY_TAP_FALLBACK_MS = 15_000;

/**
 * The page script, as written into each page (kept in ES5 and small: it runs before anything else
 * and costs every page its bytes). `submit` for the buy form and a size picker's sizes (the size
 * tapped is the submitter), `click` for the card's link; a card's '+' whose size picker is on the
 * page shows it at once instead.
 */
export const EARLY_TAP_SCRIPT = `(function(){var q=window.${EARLY_TAP_STORE}={},A='${EARLY_TAP_ATTRIBUTE}';function take(e,el,b){if(!el||el.hasAttribute('${EARLY_TAP_READY}'))return;e.preventDefault();e.stopImmediatePropagation();var k=el.getAttribute(A),d={};if(k in q)return;if(el.tagName=='FORM'){new FormData(el).forEach(function(v,n){d[n]=String(v)});if(b&&b.name)d[b.name]=b.value}q[k]=d;if(b){b.setAttribute('${EARLY_TAP_BUSY}','');b.setAttribute('aria-busy','true')}setTimeout(function(){if(q[k]!==d)return;delete q[k];el.tagName=='FORM'?el.submit():location.assign(el.href)},${EARLY_TAP_FALLBACK_MS})}addEventListener('submit',function(e){var f=e.target;if(f&&f.matches&&f.matches('form['+A+']'))take(e,f,e.submitter)},true);addEventListener('click',function(e){if(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var a=e.target&&e.target.closest&&e.target.closest('a['+A+']'),p=a&&!a.hasAttribute('${EARLY_TAP_READY}')&&document.getElementById(a.getAttribute('${EARLY_TAP_PICKER}'));if(p&&p.showModal){e.preventDefault();p.open||p.showModal();return}take(e,a,a)},true)})()`;

/** Set on <html> once this phone has the shop's font: the page is drawn with it (lib/shop-font.ts). */
export const FONT_ATTRIBUTE = 'data-font';
/** Where a phone remembers that it has fetched the font. */
export const FONT_KEY = 'lagune-font';
/** Before the first paint: the font from the start on a phone that already has it. */
const FONT_SCRIPT = `try{localStorage.getItem('${FONT_KEY}')&&document.documentElement.setAttribute('${FONT_ATTRIBUTE}','')}catch(e){}`;

/** The <head>'s one script, first in it: the font's mark, then the early taps. */
export const HEAD_SCRIPT = `${FONT_SCRIPT};${EARLY_TAP_SCRIPT}`;
