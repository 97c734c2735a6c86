import { mkdtempSync, rmSync, statSync, writeFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompressedCache } from './compressed-cache.ts';
import { textFileTag, warmCompressedAssets } from './warm-assets.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function asset(name: string, text: string) {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return { file: realpathSync(file), key: textFileTag(realpathSync(file), statSync(file)).key };
}

describe('the build’s assets compressed at start', () => {
  it('are served from memory from the first request on, in brotli and gzip; small files and fonts are left as they are', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lagune-assets-'));
    const framework = asset('framework-abc.js', 'export const x = 1;\n'.repeat(500));
    const styles = asset('app-abc.css', 'a{color:red}\n'.repeat(200));
    const tiny = asset('tiny-abc.js', 'export{}');
    const font = asset('font-abc.woff2', 'x'.repeat(4000));
    const cache = new CompressedCache();
    const warmed = await warmCompressedAssets(
      cache,
      dir,
      (name, size) => /\.(js|css)$/.test(name) && size >= 1024,
    );
    expect(warmed).toBe(2);

    const read = vi.fn(() => Buffer.from('read again'));
    for (const { key } of [framework, styles])
      for (const encoding of ['br', 'gzip'] as const) await cache.get(key, encoding, read);
    expect(read).not.toHaveBeenCalled();
    for (const { key } of [tiny, font]) await cache.get(key, 'br', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a missing folder (no build yet) compresses nothing and does not fail', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lagune-assets-'));
    const cache = new CompressedCache();
    await expect(warmCompressedAssets(cache, path.join(dir, 'absent'), () => true)).resolves.toBe(
      0,
    );
  });
});
