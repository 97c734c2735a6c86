/**
 * The window's side of the service worker (ADR 0122), loaded after the page's `load` event.
 *
 * - Registers /sw.js (scope /).
 * - Sends the worker this page's address and the files it loaded before the worker ran, so the first
 *   page a shopper sees is kept for offline like the next ones (Workbox's CACHE_URLS message). A
 *   page the worker answered itself is kept already: asking again would download it twice.
 * - Pages reached by a tap inside the app (no document load: the router asks for their data only)
 *   are sent too, so they open offline and paint first at the next visit like the others. Not with
 *   the browser's data saver on: keeping a page costs its HTML (~20 KB) once more.
 * - Offline taps on links are caught before hydration, by ./offline-links.ts.
 */
export async function start(): Promise<void> {
  const answeredByWorker = navigator.serviceWorker.controller !== null;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    // No worker (private mode, blocked storage): the shop works as without one.
    console.warn(error);
    return;
  }
  const worker = await navigator.serviceWorker.ready.then((r) => r.active ?? registration.active);
  if (!answeredByWorker)
    worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urlsOfThisPage() } });
  keepPagesReachedInTheApp();
}

/** The page itself, as the worker keeps pages (`accept: text/html` tells it from an API call). */
const thisPage = (): [string, RequestInit] => [location.href, { headers: { accept: 'text/html' } }];

/**
 * After each navigation inside the app to another path (not a filter or a sort of the same page),
 * the worker keeps that page. The Navigation API says when one is done (Chromium, hence Android's
 * Chrome); without it, only the pages loaded as documents are kept.
 */
function keepPagesReachedInTheApp() {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  if (!navigation) return;
  let path = location.pathname;
  navigation.addEventListener('navigatesuccess', () => {
    if (location.pathname === path) return;
    path = location.pathname;
    const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData) return;
    navigator.serviceWorker.controller?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [thisPage()] },
    });
  });
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
  return [thisPage(), ...new Set(files)];
}
