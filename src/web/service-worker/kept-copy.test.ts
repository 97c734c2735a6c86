import { describe, expect, it } from 'vitest';
import { keptWithoutModulePreloads, withoutModulePreloads } from './kept-copy';

// The head React Router writes (its <Links/> and <Scripts/>), as the server sends it.
const HEAD =
  '<link rel="preload" href="/assets/dm-sans-latin-wght-normal-Xz1IZZA0.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-Baot3cRH.js"/>' +
  '<link rel="modulepreload" href="/assets/rolldown-runtime-XKyaHtl9.js"/>' +
  '<link rel="modulepreload" href="/assets/framework-DS76wLk2.js"/>' +
  '<link rel="modulepreload" href="/assets/storefront-miQSqOzH.js"/>' +
  '<link rel="modulepreload" href="/assets/product-C5f7QVcH.js"/>';
const PAGE = `<!DOCTYPE html><html lang="fr"><head>${HEAD}</head><body><main>T-shirt</main><script type="module" async="">import * as route0 from "/assets/root-4A4F-R_j.js";</script></body></html>`;

const cacheWillUpdate = (response: Response) =>
  keptWithoutModulePreloads.cacheWillUpdate!({
    request: new Request('https://lagune.ci/product/t-shirt-signature-creme'),
    response,
    event: new Event('fetch') as never,
    state: {},
  }) as Promise<Response>;

describe('the copy of a page the worker keeps (ADR 0152)', () => {
  it('loses the module hints but the framework’s; the font, the content and the module script stay', () => {
    const kept = withoutModulePreloads(PAGE);
    expect(kept.match(/rel="modulepreload"/g)).toHaveLength(1);
    expect(kept).toContain('<link rel="modulepreload" href="/assets/framework-DS76wLk2.js"/>');
    expect(kept).toContain('rel="preload" href="/assets/dm-sans-latin-wght-normal-Xz1IZZA0.woff2"');
    expect(kept).toContain('<main>T-shirt</main>');
    expect(kept).toContain('import * as route0 from "/assets/root-4A4F-R_j.js";');
    expect(kept).not.toMatch(/entry\.client|rolldown-runtime|storefront|product-C5f7QVcH/);
  });

  it('is stored with the answer’s date, ETag and status, without its now wrong length and encoding', async () => {
    const answer = new Response(PAGE, {
      status: 200,
      statusText: 'OK',
      headers: {
        'content-type': 'text/html; charset=utf-8',
        date: 'Fri, 27 Nov 2026 14:00:00 GMT',
        etag: 'W/"abc"',
        'content-length': String(PAGE.length),
        'content-encoding': 'br',
      },
    });
    const stored = await cacheWillUpdate(answer);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('date')).toBe('Fri, 27 Nov 2026 14:00:00 GMT');
    expect(stored.headers.get('etag')).toBe('W/"abc"');
    expect(stored.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(stored.headers.get('content-length')).toBeNull();
    expect(stored.headers.get('content-encoding')).toBeNull();
    expect(await stored.text()).toBe(withoutModulePreloads(PAGE));
  });

  it('leaves anything but a page as it came', async () => {
    const script = new Response('export {};', {
      headers: { 'content-type': 'text/javascript', 'content-length': '10' },
    });
    expect(await cacheWillUpdate(script)).toBe(script);
  });
});
