import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cachedPage, compressedBody, PageCache, polish } from './page-cache.ts';

const page = async (text: string, status = 200) =>
  cachedPage(status, { 'content-type': 'text/html; charset=utf-8' }, Buffer.from(text.repeat(200)));

describe('PageCache', () => {
  it('renders a page once, however many ask for it at the same time', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((r) => setTimeout(r, 20));
      return page('accueil');
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.get('/', 'pages', render)),
    );
    expect(renders).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('answers a page kept longer than its maximum age at once, and renders it again behind it', async () => {
    // A write that forgot to announce itself cannot keep a page saying something false for longer.
    let now = 0;
    const cache = new PageCache({ maxAgeMs: 60_000, now: () => now });
    let version = 1;
    const render = async () => page(`version ${version}`);
    const first = await cache.get('/product/x', 'pages', render);
    version = 2;
    now = 59_000;
    expect(await cache.get('/product/x', 'pages', render)).toBe(first);
    now = 61_000;
    // Past its age: the kept page answers this request (no wait), and a new render replaces it.
    expect(await cache.get('/product/x', 'pages', render)).toBe(first);
    await new Promise((r) => setTimeout(r, 10));
    const fresh = await cache.get('/product/x', 'pages', render);
    expect(fresh.body.toString()).toContain('version 2');
    // A failed render keeps the old page rather than serving an error.
    now = 200_000;
    const failing = async () => {
      throw new Error('base indisponible');
    };
    expect(await cache.get('/product/x', 'pages', failing)).toBe(fresh);
    await new Promise((r) => setTimeout(r, 10));
    expect(await cache.get('/product/x', 'pages', failing)).toBe(fresh);
  });

  it('answers a first request with a quick compression and keeps the smallest one for the next', async () => {
    const cache = new PageCache();
    const text = 'accueil '.repeat(200) + Array.from({ length: 500 }, (_, i) => `p${i * 7}`).join();
    const kept = await cache.get('/', 'pages', async () =>
      cachedPage(200, { 'content-type': 'text/html; charset=utf-8' }, Buffer.from(text)),
    );
    const first = await compressedBody(kept, 'br');
    expect(brotliDecompressSync(first!).toString()).toBe(text);
    await polish(kept);
    const smallest = await compressedBody(kept, 'br');
    expect(brotliDecompressSync(smallest!).toString()).toBe(text);
    expect(smallest).not.toBe(first);
    expect(gunzipSync((await compressedBody(kept, 'gzip'))!).toString()).toBe(text);
    // A tiny answer goes as it is.
    expect(await compressedBody(cachedPage(200, {}, Buffer.from('ok')), 'br')).toBeUndefined();
  });

  it('compresses a one-off answer (a made-up address) as small as it goes only when it is asked again', async () => {
    const cache = new PageCache();
    const render = () => page('recherche unique ');
    const once = await cache.get('/recherche?q=x', 'bounded', render);
    await new Promise((r) => setTimeout(r, 50));
    expect(Object.keys(once.compressed)).toEqual([]);
    await cache.get('/recherche?q=x', 'bounded', render);
    await polish(once);
    expect(Object.keys(once.compressed).sort()).toEqual(['br', 'gzip']);
  });

  it('keeps the shop’s pages whatever the bounded part holds, which drops its oldest', async () => {
    const cache = new PageCache({ boundedSize: 3 });
    await cache.get('/', 'pages', () => page('accueil'));
    for (let i = 0; i < 10; i += 1) await cache.get(`/x${i}`, 'bounded', () => page(`x${i}`));
    expect(cache.has('/')).toBe(true);
    expect(cache.size).toBe(4);
    expect(cache.has('/x9')).toBe(true);
    expect(cache.has('/x0')).toBe(false);
  });

  it('drops everything on invalidate, and does not keep a render that began before it', async () => {
    const cache = new PageCache();
    await cache.get('/', 'pages', () => page('ancien'));
    let finish!: () => void;
    const slow = cache.get('/contact', 'pages', async () => {
      await new Promise<void>((r) => (finish = r));
      return page('ancien contact');
    });
    await new Promise((r) => setTimeout(r, 5));
    cache.invalidate();
    expect(cache.has('/')).toBe(false);
    // A request after the change does not join the render that began before it.
    const fresh = cache.get('/contact', 'pages', () => page('nouveau contact'));
    finish();
    expect((await slow).body.toString()).toContain('ancien contact');
    expect((await fresh).body.toString()).toContain('nouveau contact');
    const again = await cache.get('/contact', 'pages', () => page('jamais'));
    expect(again.body.toString()).toContain('nouveau contact');
  });

  it('drops only the pages showing what changed, and keeps a render under way that does not show it', async () => {
    const cache = new PageCache();
    const tagged =
      (text: string, ...tags: string[]) =>
      async () =>
        cachedPage(200, {}, Buffer.from(text), new Set(tags));
    await cache.get('/product/a', 'pages', tagged('a', 'product:a', 'product:b'));
    await cache.get('/product/c', 'pages', tagged('c', 'product:c'));
    await cache.get('/collections/t-shirt', 'pages', tagged('t', 'category:t-shirt', 'listings'));
    await cache.get('/recherche?q=b', 'bounded', tagged('q', 'product:b', 'listings'));
    let finish!: () => void;
    const slow =
      (text: string, ...tags: string[]) =>
      async () => {
        await new Promise<void>((r) => (finish = r));
        return cachedPage(200, {}, Buffer.from(text), new Set(tags));
      };
    // Under way when b changes: one page that does not show b, one that does.
    const other = cache.get('/product/d', 'pages', slow('d', 'product:d'));
    await new Promise((r) => setTimeout(r, 5));
    const finishOther = finish;
    const showing = cache.get('/product/e', 'pages', slow('e', 'product:e', 'product:b'));
    await new Promise((r) => setTimeout(r, 5));
    cache.invalidate(['product:b', 'category:pull']);
    expect(
      ['/product/a', '/product/c', '/collections/t-shirt', '/recherche?q=b'].map((k) =>
        cache.has(k),
      ),
    ).toEqual([false, true, true, false]);
    finishOther();
    finish();
    await Promise.all([other, showing]);
    expect(cache.has('/product/d')).toBe(true);
    expect(cache.has('/product/e')).toBe(false);
    // Everything still goes at once.
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('does not keep a failed render: the next request tries again', async () => {
    const cache = new PageCache();
    await cache.get('/', 'pages', () => page('erreur', 500));
    expect(cache.has('/')).toBe(false);
  });
});
