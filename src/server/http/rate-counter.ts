import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../db/database.ts';
import { requestNetwork } from './client-network.ts';

/** Hits of a key in its current window, and the milliseconds until that window ends. */
export type WindowState = { count: number; ttlMs: number };

/**
 * Fixed-window counters behind every rate limit of the app (docs/decisions/0080): the IP limits of
 * @fastify/rate-limit (through `rateLimitStore`) and the per-e-mail / per-account limits of
 * `Throttle`. On a PostgreSQL server they are counted in the database, so N instances allow a
 * limit once, not N times; PGlite is one process, whose memory is enough.
 */
export interface RateCounter {
  readonly shared: boolean;
  /**
   * Counts one hit of `key`; a key whose window ended starts a new one of `windowMs`. `network`
   * is the client network the key is counted for (by default the request's being served): the
   * memory counter bounds each network's share of its keys.
   */
  hit(key: string, windowMs: number, network?: string): Promise<WindowState>;
  /** The key's window as it stands, without counting (count 0 when none is open). */
  peek(key: string, network?: string): Promise<WindowState>;
  reset(key: string): Promise<void>;
  /** Forgets windows that ended. */
  sweep(): Promise<void>;
}

/** Keys are stored hashed: the table and the memory hold no IP address nor e-mail. */
function digest(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('base64url');
}

type MemoryWindow = { count: number; resetAt: number; network: string };

/**
 * The memory counter, bounded so that no one network can push other clients' counters out
 * (docs/decisions/0196): each key belongs to the client network that created it; a network holds
 * at most `keysPerNetwork` keys, and its further new keys all count in one overflow window of its
 * own, which reaches the limits fast. When the whole map is full, ended windows go, then the
 * networks holding the most keys.
 */
export class MemoryRateCounter implements RateCounter {
  readonly shared = false;
  private readonly windows = new Map<string, MemoryWindow>();
  /** The keys of each network, oldest first. */
  private readonly owned = new Map<string, Set<string>>();

  constructor(
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
    private readonly keysPerNetwork = 1_000,
  ) {}

  async hit(key: string, windowMs: number, network = requestNetwork()): Promise<WindowState> {
    const now = this.now();
    const id = this.idFor(key, network, now);
    let entry = this.windows.get(id);
    if (!entry || entry.resetAt <= now) {
      if (!entry && this.windows.size >= this.maxKeys) this.evict(now);
      if (entry) this.forget(id, entry);
      entry = { count: 0, resetAt: now + windowMs, network };
      this.windows.set(id, entry);
      this.keysOf(network).add(id);
    }
    entry.count++;
    return { count: entry.count, ttlMs: entry.resetAt - now };
  }

  async peek(key: string, network = requestNetwork()): Promise<WindowState> {
    const now = this.now();
    const entry = this.windows.get(this.idFor(key, network, now));
    if (!entry || entry.resetAt <= now) return { count: 0, ttlMs: 0 };
    return { count: entry.count, ttlMs: entry.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    const id = digest(key);
    const entry = this.windows.get(id);
    if (entry) this.forget(id, entry);
  }

  async sweep(): Promise<void> {
    const now = this.now();
    for (const [id, entry] of this.windows) if (entry.resetAt <= now) this.forget(id, entry);
  }

  /** The key's own window, or its network's overflow window once the network holds its share. */
  private idFor(key: string, network: string, now: number): string {
    const id = digest(key);
    const entry = this.windows.get(id);
    if (entry && entry.resetAt > now) return id;
    const keys = this.owned.get(network);
    if (!keys || keys.size < this.keysPerNetwork || keys.has(id)) return id;
    return digest(`overflow:${network}`);
  }

  private keysOf(network: string): Set<string> {
    let keys = this.owned.get(network);
    if (!keys) this.owned.set(network, (keys = new Set()));
    return keys;
  }

  private forget(id: string, entry: MemoryWindow): void {
    this.windows.delete(id);
    const keys = this.owned.get(entry.network);
    keys?.delete(id);
    if (keys?.size === 0) this.owned.delete(entry.network);
  }

  /**
   * Full (many networks, each within its share): ended windows go, then whole networks, those
   * holding the most keys first, until a tenth of the room is free. A network with a few keys goes
   * only after every bigger one.
   */
  private evict(now: number): void {
    for (const [id, entry] of this.windows) if (entry.resetAt <= now) this.forget(id, entry);
    const room = Math.ceil(this.maxKeys / 10);
    const biggestFirst = [...this.owned.values()].sort((a, b) => b.size - a.size);
    for (const keys of biggestFirst) {
      if (this.maxKeys - this.windows.size >= room) return;
      for (const id of [...keys]) this.forget(id, this.windows.get(id)!);
    }
  }
}

/**
 * Counters in the `rate_limits` table: one `insert … on conflict … do update … returning` per hit,
 * atomic on the key's row, on the database's clock (instances may disagree about the time). PGlite
 * runs the same statements (the per-account counters, `accountCounterFor`).
 */
export class PostgresRateCounter implements RateCounter {
  readonly shared = true;

  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number): Promise<WindowState> {
    const [row] = await queryRows<{ hits: number; ttl_ms: number | string }>(
      this.db,
      sql`insert into rate_limits as r (key, hits, reset_at)
          values (${digest(key)}, 1, now() + make_interval(secs => ${windowMs / 1000}::double precision))
          on conflict (key) do update set
            hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
            reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
          returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::integer as ttl_ms`,
    );
    return { count: Number(row!.hits), ttlMs: Number(row!.ttl_ms) };
  }

  async peek(key: string): Promise<WindowState> {
    const [row] = await queryRows<{ hits: number; ttl_ms: number | string }>(
      this.db,
      sql`select hits, ceil(extract(epoch from (reset_at - now())) * 1000)::integer as ttl_ms
          from rate_limits where key = ${digest(key)} and reset_at > now()`,
    );
    return row ? { count: Number(row.hits), ttlMs: Number(row.ttl_ms) } : { count: 0, ttlMs: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${digest(key)}`);
  }

  async sweep(): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where reset_at <= now()`);
  }
}

/**
 * The counter of the per-account failure limits (wrong passwords, wrong second-factor codes):
 * in the database on both drivers, so a restart of a PGlite server does not lift a pause that
 * keeps an account's second factor from being guessed (docs/decisions/0156). A few rows, hit
 * only on failures and sign-ins, unlike the per-address limits of every order.
 */
export function accountCounterFor(database: Database): RateCounter {
  return new PostgresRateCounter(database.db);
}

export function rateCounterFor(database: Database): RateCounter {
  return database.driver === 'postgres'
    ? new PostgresRateCounter(database.db)
    : new MemoryRateCounter();
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit (its `store` option) over a RateCounter. The plugin makes one
 * child per limited route: each counts under its own route's name, as the plugin's own stores do.
 */
export function rateLimitStore(counter: () => RateCounter) {
  return class RateCounterStore {
    private readonly prefix: string;

    constructor(options: unknown = {}) {
      const params = options as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      this.prefix = `ip:${method} ${params.routeInfo?.url ?? ''}:`;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      counter()
        .hit(this.prefix + key, timeWindow, key)
        .then(
          ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
          (error: Error) => callback(error),
        );
    }

    read(key: string, callback: StoreCallback): void {
      counter()
        .peek(this.prefix + key, key)
        .then(
          ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
          (error: Error) => callback(error),
        );
    }

    child(options: unknown): RateCounterStore {
      return new RateCounterStore(options);
    }
  };
}
