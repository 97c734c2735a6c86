import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CompressedCache, Encoding } from './compressed-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The build's assets, compressed before the first visitor comes (undefined in dev). */
    assets: { warm: () => Promise<number> } | undefined;
  }
}

/** A text file's ETag and its key in the compressed cache: both change with the file. */
export function textFileTag(file: string, info: { size: number; mtimeMs: number }) {
  const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
  return { etag, key: `${file}|${etag}` };
}

/**
 * Compresses the build's text assets (`assetsDir`: hashed scripts and styles) once, as the server
 * starts, largest first, so that no visitor waits for it. At brotli's highest quality the
 * framework's chunk alone takes ~0.6 s of one core on a 2-core machine; compressed on the first
 * request, the first shopper after each start waited for it (docs/decisions/0249). Returns how
 * many files were compressed.
 */
export async function warmCompressedAssets(
  cache: CompressedCache,
  assetsDir: string,
  worthCompressing: (name: string, size: number) => boolean,
): Promise<number> {
  const names = await readdir(assetsDir).catch(() => [] as string[]);
  const files: { file: string; info: { size: number; mtimeMs: number } }[] = [];
  for (const name of names) {
    const file = await realpath(path.join(assetsDir, name)).catch(() => undefined);
    const info = file ? await stat(file).catch(() => undefined) : undefined;
    if (file && info?.isFile() && worthCompressing(name, info.size)) files.push({ file, info });
  }
  files.sort((a, b) => b.info.size - a.info.size);
  const encodings: Encoding[] = ['br', 'gzip'];
  for (const { file, info } of files)
    for (const encoding of encodings)
      await cache.get(textFileTag(file, info).key, encoding, () => readFile(file));
  return files.length;
}
