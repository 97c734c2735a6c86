import type { FastifyInstance } from 'fastify';
import { PAGES_CHANNEL } from '../pages/page-events.ts';

/**
 * Makes `store` read the database again whenever any instance announces a change on the pages
 * channel, or after the listening connection came back (notices sent meanwhile are lost). Each
 * store listens for itself (ADR 0145): an instance that renders no pages (no build, or an API-only
 * one) still prices orders and answers from the data as it is now, not from a stale snapshot.
 */
export async function forgetOnPagesChange(
  app: FastifyInstance,
  store: { forget(): void },
): Promise<void> {
  const unlisten = await app.database.listen(
    PAGES_CHANNEL,
    () => store.forget(),
    () => store.forget(),
  );
  app.addHook('onClose', async () => unlisten());
}
