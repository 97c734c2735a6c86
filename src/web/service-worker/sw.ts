/**
 * The shop's service worker (docs/decisions/0122): Workbox, bundled and given its
 * precache list by scripts/build-service-worker.ts, served at /sw.js with `no-cache`.
 *
 * - Pages: the copy kept from the last visit paints first when it is under a day old, while the
 *   network's answer replaces it; the page then asks whether it changed and reloads its data if so
 *   (./kept-page-first.ts, ADR 0149), kept without most of its script hints (./kept-copy.ts,
 *   ADR 0152). Otherwise network first. Copies live in a cache named after the build, which the
 *   next build's worker deletes as it activates: a page is never shown with another deploy's
 *   scripts. Offline, a page already seen opens from there, any other shows /offline.html.
 * - Scripts, styles, fonts (content-hashed `/assets/…`) and pictures: cache first (a hashed URL
 *   never changes content), bounded in number.
 * - Never stored: /api/*, the admin wing and the personal pages (the route table's `disallow` rows,
 *   /suivi, /vip): always from the network, the offline page when there is none.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { keptWithoutModulePreloads } from './kept-copy';
import { adminPath, alertFrom } from './notifications';
import { KeptPageFirst, pageChanged } from './kept-page-first';
import { PAGE_CHANGED, type PageChangedAnswer } from './messages';
import { isPrivateUrl as isPrivate } from './private-paths';
import type { RouteHandler, RouteMatchCallback as RouteMatch } from 'workbox-core/types.js';

/** The parts of ServiceWorkerGlobalScope used here (the project's TypeScript lib is the DOM's). */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    get(id: string): Promise<{ url: string } | undefined>;
    matchAll(options: { type: 'window' }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  source: unknown;
  ports: readonly MessagePort[];
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
}
declare const self: WorkerScope;
/** The build's id (scripts/build-service-worker.ts). */
declare const __LAGUNE_BUILD__: string;

const OFFLINE_URL = '/offline.html';
const PREFIX = 'lagune-';
const PAGES = `${PREFIX}pages-${__LAGUNE_BUILD__}`;
/** Content-addressed: kept across builds (a hashed URL cannot show another build's content). */
const ASSETS = `${PREFIX}assets`;
const PICTURES = `${PREFIX}pictures`;

/** A page: a navigation, or the page's own URL sent by the window to be kept (CACHE_URLS below). */
function isPage(request: Request, url: URL): boolean {
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return false;
  if (request.mode === 'navigate') return true;
  return request.destination === '' && request.headers.get('accept') === 'text/html';
}

self.skipWaiting();
clientsClaim();
// The page's request starts while the worker wakes up: no delay added to a tap on a link.
navigationPreload.enable();

const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);

const router = new Router();
router.registerRoute(new PrecacheRoute(precache));
const route = (match: RouteMatch, handler: RouteHandler) =>
  router.registerRoute(new Route(match, handler));

/**
 * How long an answer may take to start before the network counts as dead: a phone whose connection
 * is up but carries nothing still says it is online, and its requests hang rather than fail. A
 * page's first bytes come within ~1 s on a slow 3G link.
 */
const NETWORK_WAIT_SECONDS = 6;

const network = new NetworkOnly();
/** What a private page (the admin's, the account's) loads is fetched, never kept. */
function unlessForAPrivatePage(strategy: Strategy): RouteHandler {
  return {
    async handle(options) {
      const { clientId } = options.event as FetchEvent;
      const client = clientId ? await self.clients.get(clientId) : undefined;
      const fromPrivatePage = client !== undefined && isPrivate(new URL(client.url));
      return (fromPrivatePage ? network : strategy).handle(options);
    },
  };
}
route(({ request, url }) => isPage(request, url) && isPrivate(url), new NetworkOnly());
// The router's data for a page reached by a tap (`/product/x.data`): never kept, but a hanging
// answer fails after a while, so the page loads as a document instead, which the routes below
// answer with its kept copy or the offline page (components/layout/error-page.tsx).
route(
  ({ url }) => url.origin === location.origin && url.pathname.endsWith('.data'),
  new NetworkOnly({ networkTimeoutSeconds: NETWORK_WAIT_SECONDS }),
);
route(
  ({ request, url }) => isPage(request, url),
  new KeptPageFirst({
    cacheName: PAGES,
    networkWaitMs: NETWORK_WAIT_SECONDS * 1000,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // Kept without most script hints: they would hold its first paint (./kept-copy.ts).
      keptWithoutModulePreloads,
      new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
    ],
  }),
);
route(
  ({ url, request }) =>
    url.origin === location.origin &&
    url.pathname.startsWith('/assets/') &&
    ['script', 'style', 'font', ''].includes(request.destination),
  unlessForAPrivatePage(
    new CacheFirst({
      cacheName: ASSETS,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          maxEntries: 200,
          maxAgeSeconds: 60 * 24 * 3600,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  ),
);
route(
  ({ url, request }) =>
    url.origin === location.origin &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/admin') &&
    request.destination === 'image',
  unlessForAPrivatePage(
    new CacheFirst({
      cacheName: PICTURES,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          maxEntries: 300,
          maxAgeSeconds: 30 * 24 * 3600,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  ),
);

// No network and nothing kept: the French offline page for a page, an error for the rest.
router.setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate')
    return (await precache.matchPrecache(OFFLINE_URL)) ?? Response.error();
  return Response.error();
});

self.addEventListener('fetch', (event) => {
  const response = router.handleRequest({ event, request: event.request });
  if (response) event.respondWith(response);
});

// The page the worker first met was loaded before it ran: the window sends its URLs to keep
// (Workbox's CACHE_URLS message), each taken through the routes above, as a fetch would be; never
// from a private page.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; payload?: { urlsToCache?: unknown } } | null;
  const source = event.source as { url?: string; id?: string } | null;
  // A page painted from its kept copy asks whether the server's copy differs (ADR 0149).
  if (data?.type === PAGE_CHANGED && source?.id && event.ports[0]) {
    const port = event.ports[0];
    event.waitUntil(
      pageChanged(source.id).then((changed) =>
        port.postMessage({ changed } satisfies PageChangedAnswer),
      ),
    );
    return;
  }
  if (data?.type !== 'CACHE_URLS' || !Array.isArray(data.payload?.urlsToCache)) return;
  if (!source?.url || isPrivate(new URL(source.url))) return;
  const requests = (data.payload.urlsToCache as (string | [string, RequestInit])[]).map((entry) =>
    typeof entry === 'string' ? new Request(entry) : new Request(...entry),
  );
  event.waitUntil(
    Promise.all(
      requests.map((request) => router.handleRequest({ event, request })?.catch(() => undefined)),
    ),
  );
});

// Another build's pages go: they would ask for that build's scripts.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith(`${PREFIX}pages-`) && n !== PAGES)
            .map((n) => caches.delete(n)),
        ),
      ),
  );
});

// The owner's alerts (docs/decisions/0176-web-push.md): shown even with the admin page closed; a
// tap brings an open admin tab to the page the alert names, or opens one.
self.addEventListener('push', (event) => {
  const { title, options } = alertFrom(event.data?.text());
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = adminPath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then(async (windows) => {
      const admin = windows.find((w) => new URL(w.url).pathname.startsWith('/admin/'));
      if (!admin) return self.clients.openWindow(url);
      await admin.navigate(url);
      return admin.focus();
    }),
  );
});
