import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from '../static/compressed-cache.ts';
import { PAGE_BROTLI_QUALITY } from '../static/compressed-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression costs more than the bytes it saves. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli for the first answer of a page: quality 5 took ~3 ms for a 110 KB product page where 9
 * took ~33 ms, for 3 % more bytes (measured on this 2-core machine). The first shopper gets that
 * one; the kept page is compressed again at PAGE_BROTLI_QUALITY in the background for all the rest.
 */
const QUICK_BROTLI_QUALITY = 5;

/** A rendered answer as the server keeps it: its bytes once, and compressed once per encoding. */
export interface CachedPage {
  readonly status: number;
  /** The answer's own headers (content type, CSP for a document…), as sent. */
  readonly headers: Readonly<Record<string, string>>;
  readonly etag: string;
  readonly body: Buffer;
  /** The compressed copies made so far: a quick one for a first answer, then the smallest. */
  readonly compressed: Partial<Record<Encoding, Buffer>>;
  /** What the page shows ('product:<id>', 'category:<id>', 'listings'…): what drops it (ADR 0213). */
  readonly tags: ReadonlySet<string>;
}

/** Makes a CachedPage of a rendered body; compression comes later, on demand (`compressedBody`). */
export function cachedPage(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  tags: ReadonlySet<string> = new Set(),
): CachedPage {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status, headers, etag, body, compressed: {}, tags };
}

function compress(body: Buffer, encoding: Encoding, smallest: boolean): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: smallest ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: smallest ? PAGE_BROTLI_QUALITY : QUICK_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * The page's body for `encoding`: the copy kept, or a quick compression made now (kept until the
 * smallest one arrives). Undefined when the body is too small to be worth compressing.
 */
export async function compressedBody(
  page: CachedPage,
  encoding: Encoding,
): Promise<Buffer | undefined> {
  if (page.body.length < COMPRESS_MIN_BYTES) return undefined;
  const kept = page.compressed[encoding];
  if (kept) return kept;
  const quick = await compress(page.body, encoding, false);
  page.compressed[encoding] ??= quick;
  return quick;
}

const polishing = new WeakMap<CachedPage, Promise<void>>();

/**
 * Compresses a kept page as small as each encoding goes, once (later calls share the work). Runs
 * in zlib's thread pool, beside the answers, never before one.
 */
export function polish(page: CachedPage): Promise<void> {
  if (page.body.length < COMPRESS_MIN_BYTES) return Promise.resolve();
  let job = polishing.get(page);
  if (!job) {
    job = Promise.all(
      (['br', 'gzip'] as const).map(async (encoding) => {
        page.compressed[encoding] = await compress(page.body, encoding, true);
      }),
    ).then(() => undefined);
    polishing.set(page, job);
  }
  return job;
}

function shows(page: CachedPage, tags: ReadonlySet<string>): boolean {
  for (const tag of page.tags) if (tags.has(tag)) return true;
  return false;
}

/** Where a page is kept: with the shop's pages, or in the small part that evicts. */
export type CacheArea = 'pages' | 'bounded';

/**
 * How long a kept page is served as it is. Past that age it still answers at once, and a new render
 * replaces it behind the answer (stale-while-revalidate): a write that forgot to announce itself
 * cannot keep a page saying something false for longer than this plus one visit. Every change the
 * shop knows of is announced and drops pages at once; this is only the safety net. Its cost: each
 * visited page rendered and compressed again at most once per period, ~0.1 s of CPU a page, so
 * about 3 % of one core for a hundred pages all visited every 5 minutes (docs/decisions/0167).
 */
export const PAGE_MAX_AGE_MS = 5 * 60_000;

export type PageCacheOptions = {
  /** How many entries the bounded part keeps. */
  boundedSize?: number;
  maxAgeMs?: number;
  /** The clock (tests). */
  now?: () => number;
};

/**
 * The server's page cache (ADR 0096). The shop's own pages (a known list, so a fixed size) are
 * kept until something they show changes, or for PAGE_MAX_AGE_MS at most; everything else that is
 * rendered (search results, not-found answers, anything keyed by what a visitor typed) goes to a
 * small part that drops its least recently used entries, so random URLs cannot evict the real pages.
 *
 * `invalidate()` drops every entry; `invalidate(tags)` only those showing one of `tags`
 * (docs/decisions/0213). A render that started before either is not kept if it may show what
 * changed (its data may be the old one), and requests after it never join such a render: no one
 * is served a page mixing the old and the new. A shop page is kept as rendered and compressed in the background (`polish`),
 * so a cache miss costs its render and a quick compression of the one encoding asked, not the
 * smallest ones; an entry of the bounded part is polished only when asked a second time
 * (docs/decisions/0188).
 */
export class PageCache {
  private generation = 0;
  /** The tags dropped at each generation since the oldest render still running ('*': all). */
  private readonly dropped = new Map<number, ReadonlySet<string> | '*'>();
  private readonly pages = new Map<string, CachedPage>();
  private readonly bounded = new Map<string, CachedPage>();
  private readonly storedAt = new WeakMap<CachedPage, number>();
  private rendering = new Map<string, Promise<CachedPage>>();
  private readonly boundedSize: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor({
    boundedSize = 300,
    maxAgeMs = PAGE_MAX_AGE_MS,
    now = Date.now,
  }: PageCacheOptions = {}) {
    this.boundedSize = boundedSize;
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  /** The cached answer for `key`, or the one `render` makes (one render per key at a time). */
  async get(key: string, area: CacheArea, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const hit = area === 'pages' ? this.pages.get(key) : this.touch(key);
    if (hit) {
      // Asked again: worth its smallest compression now (a one-off never pays for it).
      if (area === 'bounded') polish(hit).catch(() => undefined);
      // Too old: answered now all the same; the new render replaces it (or, failing, keeps it).
      if (this.now() - (this.storedAt.get(hit) ?? 0) > this.maxAgeMs && !this.rendering.has(key))
        this.start(key, area, render).catch(() => undefined);
      return hit;
    }
    return this.rendering.get(key) ?? this.start(key, area, render);
  }

  private start(
    key: string,
    area: CacheArea,
    render: () => Promise<CachedPage>,
  ): Promise<CachedPage> {
    const generation = this.generation;
    const rendering = this.rendering;
    const job = render()
      .then((page) => {
        // A failed render (5xx) is not kept: the next request tries again.
        if (page.status < 500 && this.unchangedSince(generation, page)) this.store(key, area, page);
        return page;
      })
      .finally(() => {
        if (rendering.get(key) === job) rendering.delete(key);
      });
    rendering.set(key, job);
    return job;
  }

  /** Whether `key` is cached now (tests, warming). */
  has(key: string): boolean {
    return this.pages.has(key) || this.bounded.has(key);
  }

  get size(): number {
    return this.pages.size + this.bounded.size;
  }

  /** Drops everything, or the pages showing one of `tags`: what they show has changed. */
  invalidate(tags?: Iterable<string>): void {
    this.generation += 1;
    // Renders under way may show what changed: later requests start their own.
    this.rendering = new Map();
    if (!tags) {
      this.dropped.set(this.generation, '*');
      this.pages.clear();
      this.bounded.clear();
      return;
    }
    const set = new Set(tags);
    this.dropped.set(this.generation, set);
    for (const part of [this.pages, this.bounded])
      for (const [key, page] of part) if (shows(page, set)) part.delete(key);
    this.forgetDropped();
  }

  /** Whether nothing dropped since `generation` concerns `page` (rendered from then on). */
  private unchangedSince(generation: number, page: CachedPage): boolean {
    for (let g = generation + 1; g <= this.generation; g += 1) {
      const tags = this.dropped.get(g);
      if (!tags || tags === '*' || shows(page, tags)) return false;
    }
    return true;
  }

  /** Keeps the last drops only: a render older than that is not kept (the safe side). */
  private forgetDropped(): void {
    for (const g of this.dropped.keys())
      if (g <= this.generation - 256) this.dropped.delete(g);
      else break;
  }

  private touch(key: string): CachedPage | undefined {
    const hit = this.bounded.get(key);
    if (hit) {
      this.bounded.delete(key);
      this.bounded.set(key, hit);
    }
    return hit;
  }

  private store(key: string, area: CacheArea, page: CachedPage): void {
    this.storedAt.set(page, this.now());
    if (area === 'pages') {
      // The shop's pages are served many times: worth their smallest compression (background).
      polish(page).catch(() => undefined);
      this.pages.set(key, page);
      return;
    }
    this.bounded.delete(key);
    this.bounded.set(key, page);
    if (this.bounded.size > this.boundedSize)
      this.bounded.delete(this.bounded.keys().next().value!);
  }
}
