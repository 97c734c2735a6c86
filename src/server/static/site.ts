import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ART_VERSION } from '../../shared/art/art-version.ts';
import { errorBody, MESSAGES } from '../http/errors.ts';
import { devPages, livePages } from '../pages/live-build.ts';
import type { StartDevBuild } from '../pages/server-build.ts';
import { earlierReleaseClients } from '../pages/releases.ts';
import { CompressedCache, pickEncoding } from './compressed-cache.ts';
import { textFileTag, warmCompressedAssets } from './warm-assets.ts';

export type SiteOptions = {
  clientDir: string;
  secure: boolean;
  /** `npm run dev` (docs/decisions/0218): pages and files from Vite, not from a build. */
  dev?: StartDevBuild;
};

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;
/** Below this, compression costs more than the bytes it saves. */
const COMPRESS_MIN_BYTES = 1024;

/** Text files worth compressing (images and fonts in the build are compressed formats already). */
/** Built by scripts/build-service-worker.ts; its scope is the whole site (it sits at the root). */
const SERVICE_WORKER_FILE = 'sw.js';

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
  'LAGUNE : le site n’est pas encore construit. Lancez `npm run build` (ou `npm start`, qui construit d’abord), puis rechargez la page.\n';

/**
 * Serves the client build's files (hashed assets and versioned art immutable, other files for an
 * hour) and every other GET as a page rendered by React Router through the page cache
 * (src/server/pages/, ADR 0096): the shop's pages, and the not-found page with a real 404.
 */
async function site(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const clientDir = path.resolve(options.clientDir);
  const compressed = new CompressedCache();
  // The build's scripts and styles, compressed before a visitor asks (at start, and for a new
  // release before it is put in service): through the BUILD_DIR link, the release it names now.
  const warmAssets = () =>
    warmCompressedAssets(
      compressed,
      path.join(clientDir, 'assets'),
      (name, size) =>
        TEXT_TYPES[path.extname(name).toLowerCase()] !== undefined && size >= COMPRESS_MIN_BYTES,
    );
  const dev = await options.dev?.(app);
  const pages = dev
    ? await devPages(app, dev, { clientDir, secure: options.secure })
    : await livePages(app, { clientDir, secure: options.secure, prepareRelease: warmAssets });
  app.decorate('pages', pages);
  app.decorate('assets', dev || !pages ? undefined : { warm: warmAssets });

  // serve: false — we route ourselves and only borrow sendFile (ranges, ETag, 304, streaming).
  // `npm run dev` reads no build: Vite serves the files.
  if (!dev) await app.register(fastifyStatic, { root: clientDir, serve: false, redirect: false });

  /**
   * Sends `load()`'s bytes (`size` long), from the compressed cache when the client accepts br or
   * gzip. A cache hit never calls `load()`: a fresh file-sized buffer per request cost more CPU
   * than the rest of the request, and twice as much on Node 24 (decision 0014).
   */
  async function sendMaybeCompressed(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    size: number,
    load: () => Buffer | Promise<Buffer>,
  ) {
    reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding || size < COMPRESS_MIN_BYTES) return reply.send(await load());
    const body = await compressed.get(key, encoding, load);
    return reply.header('content-encoding', encoding).send(body);
  }

  async function sendTextFile(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    info: { mtimeMs: number; size: number },
    type: string,
  ) {
    const { etag, key } = textFileTag(file, info);
    reply.type(type).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return sendMaybeCompressed(request, reply, key, info.size, () => readFile(file));
  }

  function notBuilt(reply: FastifyReply) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(NOT_BUILT_MESSAGE);
  }

  /**
   * The client folder holding `relative`: this build's, or for a hashed asset, an earlier
   * release's (ADR 0097): a tab opened before a deploy still loads the chunks of its own build.
   */
  async function findFile(relative: string, asset: boolean) {
    for (const root of asset ? [clientDir, ...(await earlierReleases())] : [clientDir]) {
      // The real file, links resolved: a deploy that moves BUILD_DIR now cannot pull it away
      // between this look and the read.
      const file = await realpath(path.join(root, relative)).catch(() => undefined);
      const info = file ? await stat(file).catch(() => undefined) : undefined;
      if (file && info?.isFile()) return { file, info };
    }
    return undefined;
  }
  const earlierReleases = earlierReleaseClients(clientDir);

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    if (!pages) return notBuilt(reply);
    if (dev) {
      // Vite answers its own files (modules, public/) itself: Fastify leaves that response alone.
      // Nothing is read from a build: the pages are the sources' as they are now.
      if (!dev.serves(request.raw.url ?? '/')) return pages.serve(request, reply);
      reply.hijack();
      dev.serve(request.raw, reply.raw);
      return reply;
    }
    const requested = safeSegments(request.raw.url ?? '/');
    // A path that cannot name a file is still a page path (the not-found page answers it).
    if (requested === undefined) return pages.serve(request, reply);
    const { segments, current: currentArt } = unversionedArt(requested);
    const relative = segments.join('/');
    const found = relative === '' ? undefined : await findFile(relative, segments[0] === 'assets');
    if (!found) return pages.serve(request, reply);
    const { file, info } = found;

    const hashed = segments[0] === 'assets' || currentArt;
    const type = TEXT_TYPES[path.extname(relative).toLowerCase()];
    if (type && request.headers.range === undefined) {
      reply.header(
        'cache-control',
        // The service worker is checked at every visit: a deploy reaches phones at once (ADR 0122).
        relative === SERVICE_WORKER_FILE
          ? 'no-cache'
          : hashed
            ? `public, max-age=${ONE_YEAR_MS / 1000}, immutable`
            : `public, max-age=${ONE_HOUR_MS / 1000}`,
      );
      return sendTextFile(request, reply, file, info, type);
    }
    return reply.sendFile(path.basename(file), path.dirname(file), {
      cacheControl: true,
      maxAge: hashed ? ONE_YEAR_MS : ONE_HOUR_MS,
      immutable: hashed,
    });
  }

  // Static routes (the API) win over this wildcard; non-GET misses go to the app's 404 handler.
  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url))
      return reply.code(404).send(errorBody('not_found', MESSAGES.notFound));
    return serve(request, reply);
  });

  // Its own scope, so only these routes parse urlencoded forms (kept as text for React Router).
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    for (const page of PAGES_WITH_ACTIONS) {
      for (const url of [page, `${page}.data`]) {
        forms.post(url, async (request, reply) => {
          if (!pages) return notBuilt(reply);
          return pages.act(request, reply);
        });
      }
    }
  });
}

/**
 * The pages whose plain HTML form posts to their own route's action (ADR 0111), and their `.data`
 * twins (the same action asked by React Router in the browser). Nothing else takes a form post.
 */
export const PAGES_WITH_ACTIONS = ['/contact', '/suivi'] as const;

/** Not encapsulated: the app's `pages` (the page cache) is used by main.ts and the tests. */
export const sitePlugin = fp(site, { name: 'site' });

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
