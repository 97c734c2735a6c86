import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, errorBodySchema } from '../../shared/api/error-body.ts';

/** For load balancers and process managers: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        // Whatever the failure, the instance cannot serve: out of the load balancer's rotation.
        const { log, repeated } = app.logCollapser.take('health:unreachable');
        if (log)
          request.log.error(
            { err: error, ...(repeated > 0 ? { repeated } : {}) },
            'health check: database unreachable',
          );
        return reply
          .code(503)
          .send(errorBody('database_unavailable', 'La base de données est indisponible.'));
      }
    },
  );
};
