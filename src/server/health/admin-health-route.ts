import type { FastifyInstance } from 'fastify';
import { adminHealthSchema, HEALTH_TEXT, type AdminHealth } from '../../shared/api/admin-health.ts';
import { ADMIN_ERRORS } from '../admin/admin-errors.ts';
import { clockSkewMs, skewWarning } from '../ops/clock-check.ts';
import {
  APP_VERSION,
  diskState,
  diskUsable,
  outboxState,
  problemsOf,
  type HealthProblem,
} from './server-state.ts';

/**
 * GET /api/admin/health, the owner's 'État du serveur' (docs/decisions/0181), registered inside
 * the admin's guarded scope (admin/admin-routes.ts): what /api/health decides on, with the
 * figures behind it. Read on demand only; nothing here is personal data.
 */
export async function adminHealthRoute(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/admin/health',
    { schema: { response: { 200: adminHealthSchema, ...ADMIN_ERRORS } } },
    async (_request, reply): Promise<AdminHealth> => {
      reply.header('cache-control', 'no-store');
      const [skew, disk, outbox] = await Promise.all([
        clockSkewMs(app.db),
        diskState(app.config.dataDir).catch(() => null),
        outboxState(app.db),
      ]);
      const problems: HealthProblem[] = [];
      if (app.database.driver === 'pglite' && !(disk && diskUsable(disk)))
        problems.push({ code: 'disk_full', message: HEALTH_TEXT.diskFull });
      problems.push(...problemsOf({ outboxStalled: outbox.overdue > 0 }));
      return {
        status: problems.length > 0 ? 'degraded' : 'ok',
        problems,
        version: APP_VERSION,
        driver: app.database.driver,
        clockSkewMs: Math.round(skew),
        clockSkewWarning: skewWarning(skew) ?? null,
        disk,
        outbox,
      };
    },
  );
}
