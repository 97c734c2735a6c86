import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The client's preferred encoding among ours (br first on equal weight), or undefined for none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((e) => weight(e) > 0);
  best.sort((a, b) => weight(b) - weight(a));
  return best[0];
}

/**
 * Brotli quality for rendered pages. They carry the whole stylesheet (ADR 0092), ~90 KB raw:
 * quality 11 took 0.3–0.8 s a page on this shared machine for ~8 % fewer bytes than 9, paid by the
 * first visitor of each page after a deployment.
 */
export const PAGE_BROTLI_QUALITY = 9;

function compress(data: Buffer, encoding: Encoding, brotliQuality: number): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzipAsync(data, { level: 9 });
}

/**
 * Build output never changes while the server runs (a new build changes mtimes or ETags, hence the
 * keys), so each file or page is compressed once at maximum quality and then served from memory:
 * smaller transfers than on-the-fly compression, and no CPU per request. Least recently used
 * entries go first once `maxBytes` is reached.
 */
export class CompressedCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  async get(
    key: string,
    encoding: Encoding,
    load: () => Promise<Buffer> | Buffer,
    brotliQuality: number = constants.BROTLI_MAX_QUALITY,
  ): Promise<Buffer> {
    const fullKey = `${encoding}:${key}`;
    const hit = this.entries.get(fullKey);
    if (hit) {
      this.entries.delete(fullKey);
      this.entries.set(fullKey, hit);
      return hit;
    }
    let job = this.pending.get(fullKey);
    if (!job) {
      job = Promise.resolve(load())
        .then((data) => compress(data, encoding, brotliQuality))
        .then((compressed) => {
          this.store(fullKey, compressed);
          return compressed;
        })
        .finally(() => this.pending.delete(fullKey));
      this.pending.set(fullKey, job);
    }
    return job;
  }

  private store(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
  }
}
