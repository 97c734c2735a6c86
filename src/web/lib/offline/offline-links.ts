/**
 * Offline, a tap on a link of the shop loads that page as a document: the service worker then
 * answers with the page kept from an earlier visit, or the French offline page (ADR 0122). Left to
 * the router, the tap would ask the server for the page's data and end on an error screen.
 *
 * Installed by the entry before hydration, not with the rest of the worker's window code after
 * `load`: a tap right after a page opened offline (from its kept copy) must already be caught.
 * Only on a page the worker controls: without one, a document load offline is the browser's own
 * error page, and the router's French error screen is better.
 */
export function loadLinksAsDocumentsWhenOffline(): void {
  document.addEventListener('click', onClickOffline, { capture: true });
}

function onClickOffline(event: MouseEvent) {
  if (navigator.onLine || !navigator.serviceWorker.controller) return;
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
  // Same page, another anchor: nothing to load.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
  event.preventDefault();
  location.assign(url.href);
}
