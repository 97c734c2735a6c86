import type { FastifyInstance } from 'fastify';
import { renderGarmentSvg } from '../../shared/art/render.ts';
import { artHash } from './product-pictures.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public catalogue files served from the database's catalogue (ADR 0135): the header search's
 * index, and the drawings of products created or redrawn in the admin. Both are named by their
 * content, so browsers keep them for a year; a name that is no longer current is not kept.
 */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/api/search-index/:file', async (request, reply) => {
    const snapshot = await app.catalogue.current();
    const current = request.params.file === `${snapshot.searchIndex.hash}.json`;
    // A page older than the catalogue asks an older name: it gets today's index, not kept.
    return reply
      .header('cache-control', current ? IMMUTABLE : 'no-cache')
      .type('application/json; charset=utf-8')
      .send(snapshot.searchIndex.json);
  });

  app.get<{ Params: { file: string } }>('/media/art/:file', async (request, reply) => {
    const match = /^(.+)-(front|back)-([0-9a-f]{10})\.svg$/.exec(request.params.file);
    const entry = match && (await app.catalogue.current()).entries.get(match[1]!);
    if (!match || !entry) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Image introuvable.');
    }
    const current = artHash(entry.product.art) === match[3];
    return reply
      .header('cache-control', current ? IMMUTABLE : 'no-cache')
      .type('image/svg+xml')
      .send(renderGarmentSvg(entry.product.art, match[2] as 'front' | 'back'));
  });
}
