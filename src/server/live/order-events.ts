import { AsyncResource } from 'node:async_hooks';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveOrderEvent } from '../../shared/api/admin.ts';
import { queryRows, type Database, type Db, type Unlisten } from '../db/database.ts';
import { orders } from '../db/schema.ts';
import { fromMicros, micros } from '../admin/order-queries.ts';

/**
 * The admin live channel's hub (docs/decisions/0042), one per app instance. It LISTENs to
 * `orders_changed` (the trigger of drizzle/0001 announces every committed insert and update of
 * an order, whichever instance wrote it), reads the changed order once, and writes the same SSE
 * frame to every admin stream of this instance. Event ids are the order's `updated_at` in
 * microseconds: a stream that reconnects with `Last-Event-ID` gets every order changed since
 * (minus a margin, see CATCH_UP_MARGIN_MS), read from the database, so what an instance did while
 * the stream was elsewhere is not lost.
 */

export const CHANNEL = 'orders_changed';
/**
 * `updated_at` is the time its transaction started, and transactions commit in another order
 * than they start: a catch-up looks this far before the last event id. Events may repeat: each is
 * "order X changed, refetch it", so a repeat costs one small request.
 */
export const CATCH_UP_MARGIN_MS = 10_000;
/** More changes than this since the last event id: `resync` (refetch everything) instead. */
export const CATCH_UP_MAX_EVENTS = 200;
/** A last event id older than this: `resync`. */
export const CATCH_UP_MAX_AGE_MS = 24 * 3600 * 1000;

export type LiveFrame = string;

/** One SSE message. JSON never holds a raw line break, so `data` fits on one line. */
export function sseFrame(event: string, data: unknown, id?: string): LiveFrame {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

type LiveRow = {
  id: string;
  reference: string;
  status: LiveOrderEvent['status'];
  guest: boolean;
  createdAt: Date;
  updatedAt: Date;
  updatedMicros: string;
  createdMicros: string;
};

function readLiveOrders(db: Db, where: SQL, limit: number) {
  return db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      guest: sql<boolean>`${orders.userId} is null`,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      updatedMicros: micros(orders.updatedAt),
      createdMicros: micros(orders.createdAt),
    })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(limit) as Promise<LiveRow[]>;
}

function orderFrame(row: LiveRow, type: 'order.created' | 'order.updated', replay: boolean) {
  const data: LiveOrderEvent = {
    id: row.id,
    shortId: row.id.slice(0, 8),
    reference: row.reference,
    status: row.status,
    guest: Boolean(row.guest),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    replay,
  };
  return sseFrame(type, data, row.updatedMicros);
}

/** What the hub needs of a stream. */
export type LiveClient = {
  send(frame: LiveFrame): void;
  end(): void;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class OrderEventHub {
  private readonly clients = new Set<LiveClient>();
  private unlisten: Unlisten | undefined;
  private stopped = false;
  private listening: Promise<void> | undefined;
  private readonly onPayload: (payload: string) => void;
  private readonly onReconnect: () => void;

  constructor(
    private readonly database: Database,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    // PGlite calls listeners from inside the query that committed, i.e. in that transaction's
    // async context, where a query on `db` is refused (src/server/db/transaction.ts): run them
    // in the context the hub was made in.
    this.onPayload = AsyncResource.bind((payload: string) => this.received(payload));
    this.onReconnect = AsyncResource.bind(() => this.resyncAll('listener_reconnected'));
  }

  /**
   * LISTENs (once). At the app's start a database that cannot be reached is only logged: the app
   * must still start (and answer 503 meanwhile); the next stream tries again (`ensureListening`).
   */
  async start(): Promise<void> {
    try {
      await this.ensureListening();
    } catch (error) {
      this.log.warn({ err: error }, 'live channel: not listening yet');
    }
  }

  async ensureListening(): Promise<void> {
    if (this.stopped || this.unlisten) return;
    this.listening ??= this.database
      .listen(CHANNEL, this.onPayload, this.onReconnect)
      .then(async (unlisten) => {
        // Stopped while LISTEN was on its way: let go at once.
        if (this.stopped) await unlisten();
        else this.unlisten = unlisten;
      })
      .finally(() => {
        this.listening = undefined;
      });
    await this.listening;
  }

  /** Ends every stream (pre-close: a graceful shutdown must not wait for them). */
  endAll(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.endAll();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.().catch((error: unknown) =>
      this.log.warn({ err: error }, 'live channel: unlisten failed'),
    );
  }

  add(client: LiveClient): void {
    this.clients.add(client);
  }

  remove(client: LiveClient): void {
    this.clients.delete(client);
  }

  /**
   * The catch-up of a stream that comes back with a last event id, then the id the stream is at
   * now (the database's clock). `resync` when too much or too long was missed.
   */
  async catchUp(
    since: string | undefined,
  ): Promise<{ frames: LiveFrame[]; now: string; resync: 'too_many' | 'too_old' | null }> {
    const [clock] = await queryRows<{ now: string }>(
      this.database.db,
      sql`select ${micros(sql`clock_timestamp()`)} as now`,
    );
    const now = clock?.now ?? '0';
    if (since === undefined) return { frames: [], now, resync: null };
    if (BigInt(now) - BigInt(since) > BigInt(CATCH_UP_MAX_AGE_MS) * 1000n) {
      return { frames: [], now, resync: 'too_old' };
    }
    const from = (BigInt(since) - BigInt(CATCH_UP_MARGIN_MS) * 1000n).toString();
    const rows = await readLiveOrders(
      this.database.db,
      sql`${orders.updatedAt} > ${fromMicros(from)}`,
      CATCH_UP_MAX_EVENTS + 1,
    );
    if (rows.length > CATCH_UP_MAX_EVENTS) return { frames: [], now, resync: 'too_many' };
    const frames = rows.map((row) => {
      // Created after the last event seen: new to this stream (a client must still treat an
      // `order.updated` of an order it does not have as new: it may have committed late).
      const created = BigInt(row.createdMicros) > BigInt(since);
      return orderFrame(row, created ? 'order.created' : 'order.updated', true);
    });
    return { frames, now, resync: null };
  }

  private received(payload: string): void {
    if (this.stopped || this.clients.size === 0) return;
    let op: unknown;
    let id: unknown;
    try {
      ({ op, id } = JSON.parse(payload) as { op?: unknown; id?: unknown });
    } catch {
      return;
    }
    if (typeof id !== 'string' || !UUID.test(id) || (op !== 'INSERT' && op !== 'UPDATE')) return;
    // After the notifying transaction has fully settled (PGlite holds its connection until then).
    setImmediate(() => void this.publish(id as string, op === 'INSERT'));
  }

  private async publish(id: string, inserted: boolean): Promise<void> {
    let row: LiveRow | undefined;
    try {
      [row] = await readLiveOrders(this.database.db, eq(orders.id, id), 1);
    } catch (error) {
      this.log.warn({ err: error }, 'live channel: changed order not read');
      this.resyncAll('read_failed');
      return;
    }
    if (!row) return;
    this.broadcast(orderFrame(row, inserted ? 'order.created' : 'order.updated', false));
  }

  private resyncAll(reason: string): void {
    this.broadcast(sseFrame('resync', { reason }));
  }

  private broadcast(frame: LiveFrame): void {
    for (const client of this.clients) client.send(frame);
  }
}
