import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { errorBody, errorBodySchema } from '../../shared/api/error-body.ts';
import { HEALTH_TEXT, healthSchema } from '../../shared/api/admin-health.ts';
import {
  diskState,
  diskUsable,
  outboxStalled,
  problemsOf,
  type DiskProbe,
} from './server-state.ts';

export type HealthOptions = {
  /** How the data folder's disk is tried (tests: one that fails as a full disk would). */
  diskProbe?: DiskProbe;
};

/**
 * For load balancers and process managers (docs/decisions/0181): 503 when this instance cannot
 * take an order (the database does not answer; with PGlite, its disk is full or read-only), 200
 * otherwise, `degraded` with the problems that need someone (customer messages not going out).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { diskProbe }) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: errorBodySchema } } },
    async (request, reply) => {
      const fail = (key: string, code: string, message: string, error?: unknown) => {
        // Whatever the failure, the instance cannot serve: out of the load balancer's rotation.
        const { log, repeated } = app.logCollapser.take(`health:${key}`);
        if (log)
          request.log.error(
            { ...(error ? { err: error } : {}), ...(repeated > 0 ? { repeated } : {}) },
            `health check: ${key}`,
          );
        return reply.code(503).send(errorBody(code, message));
      };
      let stalled: boolean;
      try {
        await app.db.execute(sql`select 1`);
        stalled = await outboxStalled(app.db);
      } catch (error) {
        return fail(
          'database unreachable',
          'database_unavailable',
          HEALTH_TEXT.databaseDown,
          error,
        );
      }
      // The embedded database writes in DATA_DIR: a full disk fails every order while `select 1`
      // still answers.
      if (app.database.driver === 'pglite') {
        const disk = await diskState(app.config.dataDir, diskProbe).catch(() => undefined);
        if (!disk || !diskUsable(disk)) return fail('disk full', 'disk_full', HEALTH_TEXT.diskFull);
      }
      const problems = problemsOf({ outboxStalled: stalled });
      return problems.length > 0
        ? { status: 'degraded' as const, problems }
        : { status: 'ok' as const };
    },
  );
};
