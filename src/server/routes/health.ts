import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { errorBody } from '../http/errors.ts';

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      schema: {
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorSchema },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .code(503)
          .send(errorBody('database_unavailable', 'La base de données est indisponible.'));
      }
    },
  );
};
