import { PassThrough } from 'node:stream';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import type { Db } from '../db/database.ts';
import { sessions, users } from '../db/schema.ts';
import { OrderEventHub, sseFrame, type LiveClient } from '../live/order-events.ts';

export type LiveOptions = {
  /** Comment lines that keep proxies and the browser from dropping an idle stream. */
  heartbeatMs?: number;
};

export const HEARTBEAT_MS = 15_000;
/** EventSource waits this long before reconnecting (the `retry:` field). */
export const RETRY_MS = 3_000;
/** A client that reads slower than events come (its buffer past this) is dropped; it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const EVENT_ID = /^\d{1,17}$/;

const liveQuerySchema = z.object({
  /** The last event id seen, for clients that cannot send Last-Event-ID (a page reloaded). */
  since: z
    .string({ error: 'Position invalide' })
    .regex(EVENT_ID, { error: 'Position invalide : un identifiant d’événement est attendu' })
    .optional(),
});

/**
 * GET /api/admin/events (docs/decisions/0042): Server-Sent Events for the dashboard. Not
 * compressed (a compressor buffers), not cached, not buffered by nginx (`X-Accel-Buffering: no`).
 * Frames: `retry:`, the catch-up after `Last-Event-ID` (or `?since=`), `ready` with the current
 * position, then `order.created` / `order.updated` as orders change on any instance, `resync`
 * when events may have been lost, and a `: ping` comment every 15 s. The stream ends when the
 * session is gone or the server shuts down (pre-close hook), and the browser reconnects.
 */
export const liveEventsRoute: FastifyPluginAsyncZod<LiveOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const hub = new OrderEventHub(app.database, app.log);
  app.addHook('onReady', async () => hub.start());
  // Before the server stops accepting and waits for open connections: end the streams, or a
  // graceful shutdown would wait for them forever.
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => hub.stop());

  app.get(
    '/api/admin/events',
    {
      compress: false,
      // A HEAD would open a stream nobody reads.
      exposeHeadRoute: false,
      schema: {
        querystring: liveQuerySchema,
        response: {
          200: z.string(),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // Not listening (the database was unreachable at start): try now, or answer 503.
      await hub.ensureListening();
      const header = request.headers['last-event-id'];
      // A Last-Event-ID we did not write is ignored (refusing it would loop EventSource on 400s).
      const since =
        request.query.since ??
        (typeof header === 'string' && EVENT_ID.test(header) ? header : undefined);
      const sessionId = request.session!.id;
      const stream = new PassThrough();
      let open = true;
      let live = false;
      const pending: string[] = [];
      const heartbeat = setInterval(() => {
        write(': ping\n\n');
        // A session signed out, expired or no longer an admin's ends its stream.
        adminSessionIsLive(app.db, sessionId).then(
          (alive) => {
            if (!alive) close();
          },
          () => {},
        );
      }, heartbeatMs);
      heartbeat.unref();

      const close = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        hub.remove(client);
        stream.end();
      };
      const write = (frame: string) => {
        if (!open) return;
        if (stream.writableLength > MAX_BUFFERED_BYTES) return close();
        stream.write(frame);
      };
      const client: LiveClient = {
        send: (frame) => (live ? write(frame) : pending.push(frame)),
        end: close,
      };

      // Subscribed first, caught up second: nothing committed in between is lost (it waits in
      // `pending`, and may repeat a catch-up frame, which is harmless).
      hub.add(client);
      reply.raw.on('close', close);
      write(`retry: ${RETRY_MS}\n\n`);
      hub.catchUp(since).then(
        ({ frames, now, resync }) => {
          for (const frame of frames) write(frame);
          if (resync) write(sseFrame('resync', { reason: resync }, now));
          write(sseFrame('ready', { heartbeatMs }, now));
          live = true;
          for (const frame of pending.splice(0)) write(frame);
        },
        (error: unknown) => {
          request.log.warn({ err: error }, 'live channel: catch-up failed');
          write(sseFrame('resync', { reason: 'catch_up_failed' }));
          write(sseFrame('ready', { heartbeatMs }));
          live = true;
          for (const frame of pending.splice(0)) write(frame);
        },
      );

      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          // A stream, not the declared string: Fastify pipes it as is (no serializer for streams).
          .send(stream as unknown as string)
      );
    },
  );
};

/** The session still exists, has not expired, belongs to an admin and passed their second factor. */
async function adminSessionIsLive(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, sql`now()`),
        inArray(users.role, ['admin', 'vendeur']),
        or(eq(users.securityLevel, 'standard'), eq(sessions.assuranceLevel, 2)),
      ),
    );
  return row !== undefined;
}
