import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { OWNER_GUIDE_PATH } from './owner-guide.ts';

describe('the owner’s guide', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp('pglite');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('is a French page made from docs/guide-proprietaire.md, with a way back to the dashboard', async () => {
    const res = await s.app.inject({ method: 'GET', url: OWNER_GUIDE_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Guide de la propriétaire</h1>');
    expect(html).toContain('href="/admin/dashboard"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    // Every section of the written guide is on the page, in its order.
    const markdown = readFileSync(
      new URL('../../../docs/guide-proprietaire.md', import.meta.url),
      'utf8',
    );
    const sections = [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
    expect(sections.length).toBeGreaterThanOrEqual(10);
    let at = 0;
    for (const title of sections) {
      const found = html.indexOf(title, at);
      expect(found, title).toBeGreaterThan(at);
      at = found;
    }
    expect(html).not.toContain('<script');
  });
});
