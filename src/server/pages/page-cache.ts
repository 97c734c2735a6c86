import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from '../static/compressed-cache.ts';
import { PAGE_BROTLI_QUALITY } from '../static/compressed-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression costs more than the bytes it saves. */
const COMPRESS_MIN_BYTES = 1024;

/** A rendered answer as the server keeps it: its bytes once, and compressed once per encoding. */
export interface CachedPage {
  readonly status: number;
  /** The answer's own headers (content type, CSP for a document…), as sent. */
  readonly headers: Readonly<Record<string, string>>;
  readonly etag: string;
  readonly body: Buffer;
  readonly compressed: Readonly<Partial<Record<Encoding, Buffer>>>;
}

/** Makes a CachedPage of a rendered body, compressing it with brotli and gzip. */
export async function cachedPage(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): Promise<CachedPage> {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (body.length < COMPRESS_MIN_BYTES) return { status, headers, etag, body, compressed: {} };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { status, headers, etag, body, compressed: { br, gzip: gz } };
}

/** Where a page is kept: with the shop's pages, or in the small part that evicts. */
export type CacheArea = 'pages' | 'bounded';

/**
 * The server's page cache (ADR 0096). The shop's own pages (a known list, so a fixed size) are
 * kept until something they show changes; everything else that is rendered (search results,
 * not-found answers, anything keyed by what a visitor typed) goes to a small part that drops its
 * least recently used entries, so random URLs cannot evict the real pages.
 *
 * `invalidate()` drops every entry. A render that started before it is not kept (its data may be
 * the old one), and requests after it never join such a render: no one is served a page mixing
 * the old and the new.
 */
export class PageCache {
  private generation = 0;
  private readonly pages = new Map<string, CachedPage>();
  private readonly bounded = new Map<string, CachedPage>();
  private rendering = new Map<string, Promise<CachedPage>>();

  constructor(private readonly boundedSize = 300) {}

  /** The cached answer for `key`, or the one `render` makes (one render per key at a time). */
  async get(key: string, area: CacheArea, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const hit = area === 'pages' ? this.pages.get(key) : this.touch(key);
    if (hit) return hit;
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const rendering = this.rendering;
    const job = render()
      .then((page) => {
        // A failed render (5xx) is not kept: the next request tries again.
        if (generation === this.generation && page.status < 500) this.store(key, area, page);
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

  /** Drops everything: what the pages show has changed. */
  invalidate(): void {
    this.generation += 1;
    this.pages.clear();
    this.bounded.clear();
    this.rendering = new Map();
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
    if (area === 'pages') {
      this.pages.set(key, page);
      return;
    }
    this.bounded.set(key, page);
    if (this.bounded.size > this.boundedSize)
      this.bounded.delete(this.bounded.keys().next().value!);
  }
}
