import type { FastifyInstance } from 'fastify';
import { renderGarmentSvg } from '../../shared/art/render.ts';
import { robotsTxt, sitemapXml } from '../../shared/routes/crawl.ts';
import { fillPath, knownPages } from '../../shared/routes/known-pages.ts';
import { mayPreview } from '../pages/preview.ts';
import { knownIds } from './catalogue-store.ts';
import { artHash } from './product-pictures.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public catalogue files served from the database's catalogue (ADR 0135): the header search's
 * index, and the drawings of products created or redrawn in the admin. Both are named by their
 * content, so browsers keep them for a year; a name that is no longer current is not kept.
 */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  // The browser asks /api/search-index and follows to the index named by its content: a
  // catalogue change makes a new name, an unchanged one is read from the browser's cache.
  app.get('/api/search-index', async (_request, reply) => {
    const snapshot = await app.catalogue.current();
    return reply
      .header('cache-control', 'no-cache')
      .redirect(`/api/search-index/${snapshot.searchIndex.hash}.json`, 302);
  });
  app.get<{ Params: { file: string } }>('/api/search-index/:file', async (request, reply) => {
    const snapshot = await app.catalogue.current();
    if (request.params.file !== `${snapshot.searchIndex.hash}.json`)
      return reply.header('cache-control', 'no-cache').redirect('/api/search-index', 302);
    return reply
      .header('cache-control', IMMUTABLE)
      .type('application/json; charset=utf-8')
      .send(snapshot.searchIndex.json);
  });

  // Written for the address the shop runs at now (PUBLIC_URL), not the one it was built with.
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(app.config.publicUrl)),
  );

  // The sitemap follows the catalogue: published products, each with the day it last changed;
  // the other pages are the route table's, at the address the shop runs at now.
  const PRODUCT_ROUTE = '/product/:id';
  app.get('/sitemap.xml', async (_request, reply) => {
    const snapshot = await app.catalogue.current();
    const pages = knownPages(...knownIds(snapshot));
    const lastModified = new Map<string, string>();
    for (const product of snapshot.products) {
      const entry = snapshot.entries.get(product.id);
      if (entry)
        lastModified.set(fillPath(PRODUCT_ROUTE, product.id), entry.updatedAt.slice(0, 10));
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(app.config.publicUrl, pages, lastModified));
  });

  app.get<{ Params: { file: string } }>('/media/art/:file', async (request, reply) => {
    const match = /^(.+)-(front|back)-([0-9a-f]{10})\.svg$/.exec(request.params.file);
    const entry = match && (await app.catalogue.current()).entries.get(match[1]!);
    // A draft is the owner's alone until published; archived ones still picture past orders.
    const hidden = entry?.status === 'draft' && !mayPreview(request);
    if (!match || !entry || hidden) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Image introuvable.');
    }
    const current = artHash(entry.product.art) === match[3];
    return reply
      .header('cache-control', current ? IMMUTABLE : 'no-cache')
      .type('image/svg+xml')
      .send(renderGarmentSvg(entry.product.art, match[2] as 'front' | 'back'));
  });
}
