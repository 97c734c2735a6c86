import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ART_VERSION } from '../../shared/art/art-version.ts';
import { paramRouteSegments } from '../../shared/routes/route-table.ts';
import { errorBody, MESSAGES } from '../http/errors.ts';
import { CompressedCache, PAGE_BROTLI_QUALITY, pickEncoding } from './compressed-cache.ts';
import { htmlCsp } from './csp.ts';
import { pageWithResults, searchRenderer } from './search-pages.ts';

export type SiteOptions = { clientDir: string; secure: boolean };

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;
/** Search result pages kept rendered (each ~80 KB, plus its compressed copies). */
const SEARCH_PAGES_KEPT = 200;
/** Below this, compression costs more than the bytes it saves. */
const COMPRESS_MIN_BYTES = 1024;

/** Text files worth compressing (images and fonts in the build are compressed formats already). */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * First segments of the route table's routes with a parameter (`/product/:id` → `product`): an
 * unknown value there must not hydrate as that route (see notFound).
 */
const PARAM_ROUTES = new Set(paramRouteSegments());
const NOT_FOUND_REPLACE_STATE = `<script>history.replaceState(null,'','/not-found')</script>`;

/**
 * `/generated/<version>/<file>` (src/shared/art/art-url.ts) is `/generated/<file>` under a version
 * name: the version segment is dropped to find the file. Only the current version is immutable;
 * an older one (a page or an order line from before the art changed) still gets the picture, for
 * an hour.
 */
const ART_VERSION_SEGMENT = /^[0-9a-f]{10}$/;
function unversionedArt(segments: string[]): { segments: string[]; current: boolean } {
  const version = segments[1];
  if (segments[0] !== 'generated' || version === undefined || !ART_VERSION_SEGMENT.test(version))
    return { segments, current: false };
  return { segments: ['generated', ...segments.slice(2)], current: version === ART_VERSION };
}

const NOT_BUILT_MESSAGE =
  'LAGUNE : le site n’est pas encore construit. Lancez `npm run build` (ou `npm start`, qui construit d’abord), puis rechargez la page.\n';

const FALLBACK_404 = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page introuvable | LAGUNE</title></head><body><h1>404</h1><p>Cette page n’existe pas.</p><p><a href="/">Retour à l’accueil</a></p></body></html>`;

// `bytes` is the body encoded once: UTF-8-encoding a page on every request cost more CPU than
// anything else on `/`, and twice as much on Node 24 (docs/decisions/0014-node-24-lts.md).
type HtmlPage = { mtimeMs: number; bytes: Buffer; etag: string; csp: string };

/**
 * Serves the prerendered client build: hashed assets and versioned art immutable, other files for
 * an hour, each prerendered route's index.html revalidated on every visit, and a real 404 for
 * anything else.
 */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const clientDir = path.resolve(options.clientDir);
  const pages = new Map<string, HtmlPage>();
  const compressed = new CompressedCache();

  // serve: false — we route ourselves and only borrow sendFile (ranges, ETag, 304, streaming).
  await app.register(fastifyStatic, { root: clientDir, serve: false, redirect: false });

  async function page(
    file: string,
    transform?: (html: string) => string,
  ): Promise<HtmlPage | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const key = transform ? `${file}#transformed` : file;
    const cached = pages.get(key);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const raw = await readFile(file, 'utf8');
    const fresh = htmlPage(transform ? transform(raw) : raw, info.mtimeMs);
    pages.set(key, fresh);
    return fresh;
  }

  function htmlPage(body: string, mtimeMs: number): HtmlPage {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { mtimeMs, bytes: Buffer.from(body), etag, csp: htmlCsp(body, options.secure) };
  }

  // `/recherche?q=…` with its results written in (ADR 0094), the last SEARCH_PAGES_KEPT kept.
  const renderSearch = searchRenderer(path.join(clientDir, '..', 'search', 'search-ssr.js'));
  const searchPages = new Map<string, HtmlPage>();

  async function searchPage(
    request: FastifyRequest,
    template: HtmlPage,
  ): Promise<HtmlPage | undefined> {
    const url = request.raw.url ?? '/recherche';
    const query = new URLSearchParams(url.split('?')[1] ?? '').get('q');
    if (!query?.trim()) return undefined;
    const key = `${template.etag} ${url}`;
    const hit = searchPages.get(key);
    if (hit) {
      searchPages.delete(key);
      searchPages.set(key, hit);
      return hit;
    }
    try {
      const render = await renderSearch();
      const rendered = render && (await render(url));
      const body = rendered && pageWithResults(template.bytes.toString('utf8'), rendered);
      if (!body) return undefined;
      const fresh = htmlPage(body, template.mtimeMs);
      searchPages.set(key, fresh);
      if (searchPages.size > SEARCH_PAGES_KEPT)
        searchPages.delete(searchPages.keys().next().value!);
      return fresh;
    } catch (error) {
      // The error's kind only: its message could quote the shopper's query.
      request.log.warn({ kind: (error as Error).name }, 'recherche côté serveur impossible');
      return undefined;
    }
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply, html: HtmlPage, status: number) {
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', html.csp);
    if (status === 200) {
      reply.header('etag', html.etag);
      if (request.headers['if-none-match'] === html.etag) return reply.code(304).send();
    }
    return sendMaybeCompressed(
      request,
      reply,
      html.etag,
      html.bytes.length,
      () => html.bytes,
      PAGE_BROTLI_QUALITY,
    );
  }

  /**
   * Sends `load()`'s bytes (`size` long), from the compressed cache when the client accepts br or
   * gzip. A cache hit never calls `load()`: a fresh page- or file-sized buffer per request cost
   * more CPU than the rest of the request, and twice as much on Node 24 (decision 0014).
   */
  async function sendMaybeCompressed(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    size: number,
    load: () => Buffer | Promise<Buffer>,
    brotliQuality?: number,
  ) {
    reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding || size < COMPRESS_MIN_BYTES) return reply.send(await load());
    const body = await compressed.get(key, encoding, load, brotliQuality);
    return reply.header('content-encoding', encoding).send(body);
  }

  async function sendTextFile(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    info: { mtimeMs: number; size: number },
    type: string,
  ) {
    const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
    reply.type(type).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return sendMaybeCompressed(request, reply, `${file}|${etag}`, info.size, () => readFile(file));
  }

  async function notFound(request: FastifyRequest, reply: FastifyReply, segments: string[]) {
    // /product/<unknown> would hydrate as the product route and replace the 404 page, so it gets
    // the prerendered /not-found page with its URL switched before the app boots.
    const underParamRoute = segments.length === 2 && PARAM_ROUTES.has(segments[0] ?? '');
    const html = underParamRoute
      ? await page(path.join(clientDir, 'not-found', 'index.html'), (raw) =>
          raw.replace(/<head\b[^>]*>/i, (head) => head + NOT_FOUND_REPLACE_STATE),
        )
      : await page(path.join(clientDir, '__404', 'index.html'));
    if (html) return sendPage(request, reply, html, 404);
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(FALLBACK_404);
  }

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const requested = safeSegments(request.raw.url ?? '/');
    if (requested === undefined) return notFound(request, reply, []);
    const { segments, current: currentArt } = unversionedArt(requested);
    const clientInfo = await stat(clientDir).catch(() => undefined);
    if (!clientInfo?.isDirectory()) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT_MESSAGE);
    }
    if (segments[0] === '__404') return notFound(request, reply, segments);

    const relative = segments.join('/');
    const target = path.join(clientDir, relative);
    const info = relative === '' ? undefined : await stat(target).catch(() => undefined);
    if (info?.isFile()) {
      if (relative.endsWith('.html')) {
        // Through page() so that its inline scripts get their CSP hashes, as for route paths.
        const html = await page(target);
        if (html) return sendPage(request, reply, html, 200);
      }
      const hashed = segments[0] === 'assets' || currentArt;
      const type = TEXT_TYPES[path.extname(relative).toLowerCase()];
      if (type && request.headers.range === undefined) {
        reply.header(
          'cache-control',
          hashed
            ? `public, max-age=${ONE_YEAR_MS / 1000}, immutable`
            : `public, max-age=${ONE_HOUR_MS / 1000}`,
        );
        return sendTextFile(request, reply, target, info, type);
      }
      return reply.sendFile(relative, {
        cacheControl: true,
        maxAge: hashed ? ONE_YEAR_MS : ONE_HOUR_MS,
        immutable: hashed,
      });
    }
    const html = await page(path.join(target, 'index.html'));
    if (html && relative === 'recherche') {
      const withResults = await searchPage(request, html);
      if (withResults) return sendPage(request, reply, withResults, 200);
    }
    if (html) return sendPage(request, reply, html, 200);
    return notFound(request, reply, segments);
  }

  // Static routes (the API) win over this wildcard; non-GET misses go to the app's 404 handler.
  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url))
      return reply.code(404).send(errorBody('not_found', MESSAGES.notFound));
    return serve(request, reply);
  });
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Decoded, checked path segments, or undefined when the path could escape the build folder or
 * cannot be a file name: such a request is simply not found, never an error.
 */
export function safeSegments(rawUrl: string): string[] | undefined {
  const pathname = rawUrl.split(/[?#]/, 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(decoded)) return undefined;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.'))) return undefined; // "..", ".", dotfiles
  return segments;
}
