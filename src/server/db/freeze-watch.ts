import pg from 'pg';

/** How often the watch asks PostgreSQL for `select 1`, and how long an answer may take. */
export const FREEZE_PROBE_EVERY_MS = 2_000;
export const FREEZE_PROBE_TIMEOUT_MS = 5_000;

export type FreezeWatch = {
  /** True while PostgreSQL accepts bytes but answers nothing (stopped, or a link gone silent). */
  frozen(): boolean;
  stop(): Promise<void>;
};

/**
 * Watches for a PostgreSQL that holds every query without an error (docs/decisions/0193): its
 * own statement timeouts do not run while it is stopped, and a query already sent waits for it.
 * One connection of its own, outside the pool, asks `select 1` every 2 s; an answer late by more
 * than 5 s (longer than a busy machine stalls) marks the database frozen until an answer comes.
 * A refused or broken connection is not a freeze: the pool answers those with a 503 at once.
 */
export function watchForFreeze(
  url: string,
  { everyMs = FREEZE_PROBE_EVERY_MS, timeoutMs = FREEZE_PROBE_TIMEOUT_MS } = {},
): FreezeWatch {
  let client: pg.Client | undefined;
  let asking = false;
  let frozen = false;
  let stopped = false;

  async function probe() {
    // The last question is still unanswered: the timer below has said so already.
    if (asking || stopped) return;
    asking = true;
    const late = setTimeout(() => (frozen = true), timeoutMs);
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: url, application_name: 'lagune-watch' });
        // A lost connection is answered by the next probe's new one.
        fresh.on('error', () => undefined);
        client = fresh;
        await fresh.connect();
      }
      await client.query('select 1');
      frozen = false;
    } catch {
      // Refused or broken: not a freeze. A new connection next time.
      frozen = false;
      const broken = client;
      client = undefined;
      void broken?.end().catch(() => undefined);
    } finally {
      clearTimeout(late);
      asking = false;
    }
  }

  const timer = setInterval(() => void probe(), everyMs);
  timer.unref();
  void probe();
  return {
    frozen: () => frozen,
    async stop() {
      stopped = true;
      clearInterval(timer);
      const open = client;
      client = undefined;
      // A frozen server would hold a polite end(): the socket is closed instead.
      if (open) await Promise.race([open.end(), new Promise((r) => setTimeout(r, 200))]);
    },
  };
}
