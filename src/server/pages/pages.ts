import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, matchRoutes, RouterContextProvider } from 'react-router';
import { knownPaths } from '../../shared/routes/known-pages.ts';
import {
  hasParam,
  isCatchAll,
  NOT_FOUND_SHELL_PATH,
  PAGE_ROUTES,
} from '../../shared/routes/route-table.ts';
import { clientNetwork } from '../http/client-network.ts';
import { Throttle } from '../http/throttle.ts';
import { storefrontOf } from '../catalogue/storefront.ts';
import { knownIds, type CatalogueSnapshot } from '../catalogue/catalogue-store.ts';
import { readProductStock } from '../stock/stock-queries.ts';
import { pickEncoding } from '../static/compressed-cache.ts';
import { htmlCsp } from '../static/csp.ts';
import { changedTags, PAGES_CHANNEL, RERENDER_MESSAGE } from './page-events.ts';
import { pageTags } from './page-tags.ts';
import {
  cachedPage,
  compressedBody,
  PageCache,
  polish,
  type CacheArea,
  type CachedPage,
} from './page-cache.ts';
import { pageForms } from './page-forms.ts';
import { RenderGate } from './render-gate.ts';
import { mayPreview, previewedProduct, previewServices } from './preview.ts';
import { loadPagesBuild, type DevBuild } from './server-build.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered pages kept by this instance (ADR 0096); undefined until the shop is built. */
    pages: Pages | undefined;
  }
}

/** Search result pages a visitor may have rendered per minute (the rest come from the cache). */
const SEARCH_RENDERS_PER_MINUTE = 60;

/**
 * The window of the limit on pages rendered per client network (config `pageRenderLimit`): a
 * visitor after a change of the catalogue misses a few pages at most; a flood of made-up addresses
 * is refused (docs/decisions/0187). Kept pages are never counted.
 */
const RENDER_WINDOW_MS = 10_000;

/**
 * Renders of addresses visitors make up (searches, unknown ids, `.data` variants) at a time, and
 * how many may wait: beyond, a French 503 at once. A render holds the one thread ~15 ms; one at a
 * time leaves that thread to the kept pages between two (docs/decisions/0187).
 */
const MADE_UP_RENDER_SLOTS = 1;
const MADE_UP_RENDERS_WAITING = 8;

const UNAVAILABLE = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Boutique momentanément indisponible | LAGUNE</title></head><body><main><h1>Boutique momentanément indisponible</h1><p>Cette page n’a pas pu s’afficher. Réessayez dans un instant.</p><p><a href="/">Retour à l’accueil</a></p></main></body></html>`;

const TOO_MANY_PAGES = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Trop de pages demandées | LAGUNE</title></head><body><main><h1>Trop de pages demandées</h1><p>Vous avez demandé beaucoup de pages en peu de temps. Patientez quelques secondes, puis réessayez.</p><p><a href="/">Retour à l’accueil</a></p></main></body></html>`;

const BUSY = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Boutique très demandée | LAGUNE</title></head><body><main><h1>Boutique très demandée</h1><p>Beaucoup de pages sont demandées en ce moment. Réessayez dans un instant.</p><p><a href="/">Retour à l’accueil</a></p></main></body></html>`;

const TOO_MANY_SEARCHES = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Trop de recherches | LAGUNE</title></head><body><main><h1>Trop de recherches</h1><p>Vous avez lancé beaucoup de recherches en peu de temps. Patientez une minute, puis réessayez.</p><p><a href="/">Retour à l’accueil</a></p></main></body></html>`;

/** What the server renders for a requested URL, and where it keeps it. */
export interface PageTarget {
  /** The cache key: the path, and the part of the query that changes the answer. */
  key: string;
  /** The URL handed to React Router (other query parameters dropped: they change nothing). */
  url: string;
  /** `none`: rendered for this request only (a link's token, a personal page). */
  area: CacheArea | 'none';
  search: boolean;
  /** A spelling of a shop page (case, %-escapes, trailing slash): answered 301 to this URL. */
  redirect?: string;
  /** A route's parameter names nothing the shop has: that route's one kept 404 (`/product/:id`). */
  unknownRow?: boolean;
}

/**
 * Whether the value of a route's parameter names something the shop has beyond the pages it lists
 * (a product created or archived since the build): it then has its own answer.
 */
export type NamesRow = (route: string, value: string) => boolean;

/** The route table as React Router matches it: case-insensitive, `/contact/` as `/contact`. */
const ROUTE_OBJECTS = PAGE_ROUTES.map((r) => ({ path: r.path }));

/**
 * `path`, or with its `%` escaped when it has a malformed escape: the router would match it as is
 * all the same, after a console warning per request (a flood of such addresses would fill the
 * logs). No page of the shop has a `%` of its own, so the answer is the same.
 */
function decodable(path: string): string {
  try {
    decodeURI(path);
    return path;
  } catch {
    return path.replaceAll('%', '%25');
  }
}

/**
 * What React Router answers `path` with: the catch-all's not-found page (`catchAll`), or a route
 * with a parameter and its value (`/Product/%61bc/` → `/product/:id`, `abc`, decoded), or neither.
 */
function routeOf(path: string): { catchAll: boolean; param?: { route: string; value: string } } {
  const match = matchRoutes(ROUTE_OBJECTS, decodable(path))?.at(-1);
  const route = match?.route.path;
  if (!route || isCatchAll(route)) return { catchAll: true };
  const value = Object.values(match.params)[0];
  return {
    catchAll: false,
    param: hasParam(route) && value !== undefined ? { route, value } : undefined,
  };
}

/**
 * The shop page `path` spells differently (decoded then encoded again as the page's own URL,
 * without trailing or doubled slashes, in any case), or undefined.
 */
function canonicalSpelling(path: string, known: ReadonlySet<string>): string | undefined {
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const spelled = `/${segments.map(encodeURIComponent).join('/')}`.toLowerCase();
  for (const page of known)
    if (page.toLowerCase() === spelled && page !== path && !page.endsWith('.data')) return page;
  return undefined;
}

const PERSONAL_PATHS = new Set<string>(
  PAGE_ROUTES.filter((r) => r.crawl === 'disallow' || r.path === '/suivi').map((r) => r.path),
);

/**
 * Pages rendered per request with their whole query and never kept: the e-mail links (a token in
 * the address), sign-in, the account pages, tracking an order, the admin shell — what they show
 * depends on the link or on the visitor, and none is worth keeping.
 */
function isPersonal(path: string): boolean {
  const route = path.replace(/\.data$/, '');
  return PERSONAL_PATHS.has(route) || route.startsWith('/auth/');
}

/**
 * Which answer a GET of `rawUrl` gets. Pages show the same to everyone (nothing in a loader reads
 * the visitor), so the key is the path: the filters of a listing, a product page's `?ajouter=` and
 * tracking parameters of shared links are read by the browser after hydration. Only a search's
 * `q`, a product page's size link (`?taille=M`, the structured data's variant URL: that size is
 * chosen in its HTML) and the routes asked by a `.data` request change what the server renders.
 * The shop's own pages (with their size links) stay cached; anything else goes to the cache's
 * bounded part.
 */
export function pageTarget(
  rawUrl: string,
  known: ReadonlySet<string>,
  /** The shop's sizes, the catalogue snapshot's: only their links are kept (a bounded count). */
  sizes: ReadonlySet<string>,
  names: NamesRow = () => false,
): PageTarget {
  // Appended, not resolved: `//collections` is a path here, not a host.
  const url = new URL(`http://localhost/${rawUrl.replace(/^\//, '')}`);
  const path = url.pathname;
  // React Router's route discovery (`/__manifest?paths=…&version=…`): its answer depends on all
  // of its query, and any visitor can vary it: the bounded part.
  if (path === '/__manifest') {
    const key = `${path}${url.search}`;
    return { key, url: key, area: 'bounded', search: false };
  }
  if (isPersonal(path)) {
    const whole = `${path}${url.search}`;
    return { key: whole, url: whole, area: 'none', search: false };
  }
  if (!known.has(path) && !path.endsWith('.data')) {
    const page = canonicalSpelling(path, known);
    if (page)
      return { key: page, url: page, area: 'pages', search: false, redirect: page + url.search };
  }
  const kept = new URLSearchParams();
  const search = path === '/recherche' || path === '/recherche.data';
  if (search) {
    const q = (url.searchParams.get('q') ?? '').trim().slice(0, 80);
    if (q) kept.set('q', q);
  }
  const size = url.searchParams.get('taille');
  if (size && path.startsWith('/product/') && sizes.has(size)) kept.set('taille', size);
  const routes = url.searchParams.get('_routes');
  if (routes !== null && path.endsWith('.data')) kept.set('_routes', routes);
  const query = kept.size > 0 ? `?${kept}` : '';
  // Any address only the catch-all matches shows the same not-found page: one kept answer.
  const data = path.endsWith('.data');
  const routed = known.has(path)
    ? { catchAll: false }
    : routeOf(data ? path.slice(0, -'.data'.length) : path);
  if (routed.catchAll) {
    const notFound = `${NOT_FOUND_SHELL_PATH}${data ? '.data' : ''}${query}`;
    return {
      key: notFound,
      url: notFound,
      area: known.has(notFound) ? 'pages' : 'bounded',
      search: false,
    };
  }
  // A made-up id (or category) shows its route's not-found page, whatever the id: one kept answer,
  // rendered at the route's own pattern, which no id can be (ids are slugs). docs/decisions/0194
  const { param } = routed;
  if (param && !names(param.route, param.value)) {
    const routes = kept.get('_routes');
    const notFound = `${param.route}${data ? '.data' : ''}${
      data && routes !== null ? `?${new URLSearchParams({ _routes: routes })}` : ''
    }`;
    // `_routes` is the visitor's to vary: those answers go to the bounded part.
    const area = notFound.includes('?') ? 'bounded' : 'pages';
    return { key: notFound, url: notFound, area, search: false, unknownRow: true };
  }
  const key = `${path}${query}`;
  const area: CacheArea =
    known.has(key) || (kept.has('taille') && known.has(path)) ? 'pages' : 'bounded';
  return { key, url: key, area, search: search && kept.has('q') };
}

/** The pages the cache keeps and the sizes whose links it keeps, from one catalogue snapshot. */
interface KnownPages {
  readonly paths: Set<string>;
  readonly sizes: Set<string>;
}

/**
 * The shop's own pages (the route table's, for the products published in the database) and their
 * `.data` twins: what the cache keeps; and the shop's sizes (`?taille=` links). Filled again in
 * place at every warm: a product removed in the admin is no longer one of them, one created is; a
 * size she adds is kept from then on (docs/decisions/0231).
 */
function fillKnownPages(known: KnownPages, snapshot: CatalogueSnapshot): KnownPages {
  known.paths.clear();
  for (const path of knownPaths(...knownIds(snapshot))) {
    if (isPersonal(path)) continue;
    known.paths.add(path);
    known.paths.add(path === '/' ? '/_.data' : `${path}.data`);
  }
  known.sizes.clear();
  for (const size of snapshot.sizes) known.sizes.add(size);
  return known;
}

export interface Pages {
  readonly cache: PageCache;
  /** Where renders of addresses visitors make up wait their turn (tests hold it). */
  readonly gate: RenderGate;
  /** How many pages this instance has rendered (tests, diagnosis: a kept answer costs none). */
  readonly renders: number;
  /** Answers a GET/HEAD of a page (or its `.data`). */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Runs a page's action (a form posted to the page, ADR 0111): never cached. */
  act(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Renders every known page into the cache (at start, and after a change). */
  warm(): Promise<number>;
}

/** One build's pages, as `createPages` makes them: closed when another build replaces them. */
export interface BuildPages extends Pages {
  /** The server build's real file (a release folder's, when BUILD_DIR is a link to it). */
  readonly source: string;
  close(): Promise<void>;
}

/**
 * Pages rendered by React Router's request handler from the server build, through the page cache
 * (ADR 0096), or undefined when there is no build yet. A change announced on PAGES_CHANNEL by any
 * instance drops the cache and renders the pages again in the background.
 */
export async function createPages(
  app: FastifyInstance,
  { clientDir, secure, dev }: { clientDir: string; secure: boolean; dev?: DevBuild },
): Promise<BuildPages | undefined> {
  const loaded = dev ? await dev.load() : await loadPagesBuild(clientDir);
  if (!loaded) return undefined;
  const built = {
    handler: createRequestHandler(loaded.build, dev ? 'development' : 'production'),
    servicesContext: loaded.servicesContext,
  };
  /** The build a render uses: this one, or in `npm run dev` Vite's as the code is now. */
  async function renderer() {
    if (!dev) return built;
    const { build, servicesContext } = await dev.load();
    return { handler: createRequestHandler(build, 'development'), servicesContext };
  }
  const cache = new PageCache();
  const { paths: known, sizes } = fillKnownPages(
    { paths: new Set(), sizes: new Set() },
    await app.catalogue.current(),
  );
  const origin = app.config.publicUrl.replace(/\/+$/, '');
  const searches = new Throttle(
    () => app.rateCounter,
    'search-render',
    SEARCH_RENDERS_PER_MINUTE,
    60_000,
  );
  const renders = new Throttle(
    () => app.rateCounter,
    'page-render',
    app.config.pageRenderLimit,
    RENDER_WINDOW_MS,
  );
  const gate = new RenderGate(MADE_UP_RENDER_SLOTS, MADE_UP_RENDERS_WAITING);
  const caching = process.env.PAGE_CACHE !== 'off';

  let renderCount = 0;
  /** Renders `url`; with `preview`, that product's page as its owner previews it (ADR 0146). */
  async function render(url: string, preview?: string): Promise<CachedPage> {
    renderCount += 1;
    const { handler, servicesContext } = await renderer();
    const context = new RouterContextProvider();
    const settings = await app.shopSettings.current();
    // One snapshot for the whole render: no page shows an old price beside a new one.
    const snapshot = await app.catalogue.current();
    context.set(servicesContext, {
      ...(preview === undefined
        ? { settings, catalogue: storefrontOf(snapshot) }
        : previewServices(snapshot, settings, preview)),
      content: await app.shopContent.current(),
      publicUrl: origin,
      paymentWindowMs: app.config.orderPaymentWindowMs,
      stockOf: (productId) => readProductStock(app.db, productId),
    });
    // No cookie, no header of the visitor's: a page cannot depend on who asks (it is shared).
    const response = await handler(new Request(`${origin}${url}`), context);
    return toCachedPage(response, (body) => pageTags(url, body, snapshot));
  }

  async function toCachedPage(
    response: Response,
    tagsOf?: (body: Buffer) => Set<string>,
  ): Promise<CachedPage> {
    const body = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length' && name !== 'date')
        headers[name] = value;
    });
    if (headers['content-type']?.startsWith('text/html'))
      headers['content-security-policy'] = htmlCsp(body.toString('utf8'), secure);
    return cachedPage(response.status, headers, body, tagsOf?.(body));
  }

  async function page(target: PageTarget): Promise<CachedPage> {
    if (!caching || target.area === 'none') return render(target.url);
    return cache.get(target.key, target.area, () => render(target.url));
  }

  let warming: Promise<number> | undefined;
  let warmAgain = false;
  // Set by close: warming stops between two pages, so closing waits for one render at most and
  // no render starts on a database that is being closed.
  let closed = false;
  async function warmOnce(): Promise<number> {
    let count = 0;
    // The products published now, the database's (docs/decisions/0135, 0208).
    fillKnownPages({ paths: known, sizes }, await app.catalogue.current());
    for (const path of known) {
      if (closed) break;
      if (path.endsWith('.data')) continue;
      const target = pageTarget(path, known, sizes);
      if (cache.has(target.key)) continue;
      // Warm means ready for every shopper: compressed as small as it goes, too.
      await polish(await page(target));
      count += 1;
    }
    return count;
  }
  function warm(): Promise<number> {
    if (closed) return Promise.resolve(0);
    if (warming) {
      warmAgain = true;
      return warming;
    }
    warming = warmOnce()
      .then((count) => {
        // What a start or a change cost (benches read it: bench/publish.ts).
        if (count > 0) app.log.info({ count }, RERENDER_MESSAGE);
        return count;
      })
      .finally(() => {
        warming = undefined;
        if (warmAgain && !closed) {
          warmAgain = false;
          void warm().catch(() => undefined);
        }
      });
    return warming;
  }

  /** Drops the pages showing what changed (every page when `tags` is undefined), renders them again. */
  const startAgain = (tags?: readonly string[]) => {
    cache.invalidate(tags);
    if (caching) void warm().catch((error: unknown) => app.log.warn({ err: error }, 'warm failed'));
  };
  const unlisten = await app.database.listen(
    PAGES_CHANNEL,
    // The settings and catalogue stores listen for themselves, and were subscribed first
    // (their plugins come before the site's): the pages rendered again read the new data.
    (change) => {
      const tags = changedTags(change);
      app.log.info({ change: tags ? 'tags' : change, tags: tags?.length }, 'pages à jour');
      startAgain(tags);
    },
    // Notifications may have been missed while the connection was down: start again from the
    // data, warm as after a change.
    () => startAgain(),
  );
  // `npm run dev`: a page rendered before a change of the code is stale. Rendered again when next
  // asked, not all at once: a developer saves often.
  dev?.onChange(() => cache.invalidate());

  async function serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    return unlessFailed(request, reply, answer);
  }

  async function act(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    return unlessFailed(request, reply, runAction);
  }

  /**
   * A form posted to a page: its route's action runs with the request's own services (its limits,
   * its Origin check) and answers a page or a redirect for this request alone. Only the form's
   * body and type reach React Router, no cookie: a page's action does not depend on a session.
   */
  async function runAction(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { handler, servicesContext } = await renderer();
    const context = new RouterContextProvider();
    context.set(servicesContext, {
      settings: await app.shopSettings.current(),
      catalogue: storefrontOf(await app.catalogue.current()),
      content: await app.shopContent.current(),
      publicUrl: origin,
      forms: pageForms(app, request),
    });
    const headers = new Headers();
    const type = request.headers['content-type'];
    if (type) headers.set('content-type', type);
    const body = typeof request.body === 'string' ? request.body : '';
    const response = await handler(
      new Request(`${origin}${request.raw.url ?? '/'}`, { method: 'POST', headers, body }),
      context,
    );
    const rendered = await toCachedPage(response);
    reply.code(rendered.status).headers(rendered.headers).header('cache-control', 'no-store');
    return reply.send(rendered.body);
  }

  async function unlessFailed(
    request: FastifyRequest,
    reply: FastifyReply,
    respond: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
  ): Promise<FastifyReply> {
    try {
      return await respond(request, reply);
    } catch (error) {
      // Never a 500 from a page: what failed is logged (its kind), the visitor gets a French page.
      request.log.error({ err: error }, 'page impossible à afficher');
      return reply
        .code(503)
        .header('retry-after', '5')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(UNAVAILABLE);
    }
  }

  /** Products the build does not list may be the catalogue's: published, or archived (a 410). */
  async function catalogueNames(): Promise<NamesRow> {
    const { entries } = await app.catalogue.current();
    return (route, value) =>
      route === '/product/:id' &&
      ['published', 'archived'].includes(entries.get(value)?.status ?? '');
  }

  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = request.raw.url ?? '/';
    // Anyone else asking for a preview gets the public page (a draft's: 404), from the cache.
    const preview = previewedProduct(url);
    if (preview !== undefined && mayPreview(request)) {
      // The owner's product whatever its status: rendered at its own address.
      const rendered = await render(pageTarget(url, known, sizes, () => true).url, preview);
      // The owner's alone: never kept (here or by any cache on the way), never indexed.
      return reply
        .code(rendered.status)
        .headers(rendered.headers)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .send(rendered.body);
    }
    let target = pageTarget(url, known, sizes);
    // The catalogue is read only for an id the build does not list: the snapshot the render reads.
    if (target.unknownRow) target = pageTarget(url, known, sizes, await catalogueNames());
    if (target.redirect !== undefined)
      return reply.header('cache-control', 'no-cache').redirect(target.redirect, 301);
    const hit = caching && target.area !== 'none' && cache.has(target.key);
    if (!hit) {
      // Per client network (an IPv6 /64), not per address: one subscriber has many addresses.
      const network = clientNetwork(request.ip);
      const refusal = target.search
        ? { wait: await searches.attempt(network), page: TOO_MANY_SEARCHES }
        : { wait: await renders.attempt(network), page: TOO_MANY_PAGES };
      if (refusal.wait > 0)
        return reply
          .code(429)
          .header('retry-after', String(refusal.wait))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(refusal.page);
    }
    const rendered =
      hit || target.area !== 'bounded' ? await page(target) : await gate.run(() => page(target));
    if (!rendered)
      return reply
        .code(503)
        .header('retry-after', '1')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(BUSY);
    reply.code(rendered.status).headers(rendered.headers).header('cache-control', 'no-cache');
    // Whether this answer was kept already or rendered for it (benches, diagnosis).
    reply.header('x-cache', hit ? 'hit' : 'miss');
    reply.header('etag', rendered.etag).header('vary', 'accept-encoding');
    if (rendered.status === 200 && request.headers['if-none-match'] === rendered.etag)
      return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const compressed = encoding && (await compressedBody(rendered, encoding));
    if (encoding && compressed) return reply.header('content-encoding', encoding).send(compressed);
    return reply.send(rendered.body);
  }

  async function close(): Promise<void> {
    closed = true;
    await unlisten();
    await warming?.catch(() => undefined);
  }

  return {
    cache,
    gate,
    get renders() {
      return renderCount;
    },
    serve,
    act,
    warm,
    source: loaded.source,
    close,
  };
}
