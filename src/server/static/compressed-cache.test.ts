import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedCache, pickEncoding } from './compressed-cache.ts';

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0', 'br'],
    ['GZIP', 'gzip'],
  ])('%j → %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('CompressedCache', () => {
  const text = Buffer.from('LAGUNE — vêtements pour Abidjan. '.repeat(200));

  it('compresses once per key and encoding, then serves from memory', async () => {
    const cache = new CompressedCache();
    let loads = 0;
    const load = () => {
      loads += 1;
      return text;
    };
    const [br1, br2] = await Promise.all([cache.get('a', 'br', load), cache.get('a', 'br', load)]);
    const gz = await cache.get('a', 'gzip', load);
    expect(brotliDecompressSync(br1)).toEqual(text);
    expect(gunzipSync(gz)).toEqual(text);
    expect(br2).toBe(br1);
    expect(await cache.get('a', 'br', load)).toBe(br1);
    expect(loads).toBe(2);
    expect(br1.length).toBeLessThan(text.length / 10);
  });

  it('forgets the least recently used entries beyond its size budget', async () => {
    const one = await new CompressedCache().get('x', 'gzip', () => text);
    const cache = new CompressedCache(one.length * 2);
    let loads = 0;
    const load = () => {
      loads += 1;
      return text;
    };
    await cache.get('a', 'gzip', load);
    await cache.get('b', 'gzip', load);
    await cache.get('a', 'gzip', load); // a is now the most recent
    await cache.get('c', 'gzip', load); // evicts b
    expect(loads).toBe(3);
    await cache.get('a', 'gzip', load);
    expect(loads).toBe(3);
    await cache.get('b', 'gzip', load);
    expect(loads).toBe(4);
  });
});
