/**
 * The window's side of the service worker (ADR 0122), loaded after the page's `load` event.
 *
 * - Registers /sw.js (scope /).
 * - Sends the worker this page's address and the files it loaded before the worker ran, so the first
 *   page a shopper sees is kept for offline like the next ones (Workbox's CACHE_URLS message).
 * - Offline, a tap on a link of the shop loads that page as a document: the worker then answers
 *   with the page kept from an earlier visit, or the French offline page. Left to the router, the
 *   tap would ask the server for the page's data and end on an error screen.
 */
export async function start(): Promise<void> {
  document.addEventListener('click', onClickOffline, { capture: true });
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    // No worker (private mode, blocked storage): the shop works as without one.
    console.warn(error);
    return;
  }
  const worker = await navigator.serviceWorker.ready.then((r) => r.active ?? registration.active);
  worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urlsOfThisPage() } });
}

function urlsOfThisPage(): (string | [string, RequestInit])[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return (
        url.origin === location.origin &&
        (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/generated/'))
      );
    });
  // `accept: text/html` is how the worker tells this request for the page from an API call.
  return [[location.href, { headers: { accept: 'text/html' } }], ...new Set(files)];
}

function onClickOffline(event: MouseEvent) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
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
