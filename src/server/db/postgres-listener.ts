import pg from 'pg';

export type Unlisten = () => Promise<void>;

export type Subscriber = {
  onPayload: (payload: string) => void;
  /**
   * Called after the listening connection was lost and is back. NOTIFYs sent meanwhile are gone
   * for good, so a subscriber that shows live data must fetch what it may have missed.
   */
  onReconnect?: (() => void) | undefined;
};

type Channel = { subscribers: Set<Subscriber>; ready: Promise<void> };

const HEARTBEAT_MS = 30_000;
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 15_000;

/**
 * LISTEN needs one connection that stays open (a pooled one would be handed to other queries).
 * It is kept alive (TCP keep-alive and a heartbeat query that notices a half-dead link), and when
 * it drops it reconnects with backoff, listens again on every channel and tells subscribers.
 */
export class PostgresListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly channels = new Map<string, Channel>();
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private retryDelay = FIRST_RETRY_MS;

  constructor(
    private readonly url: string,
    private readonly onError?: (error: Error) => void,
  ) {}

  async listen(
    channel: string,
    onPayload: Subscriber['onPayload'],
    onReconnect?: Subscriber['onReconnect'],
  ): Promise<Unlisten> {
    // PostgreSQL folds an unquoted channel name to lower case (pg_notify('Orders', …) does not):
    // one spelling on both drivers.
    const name = channel.toLowerCase();
    let entry = this.channels.get(name);
    if (!entry) {
      const created: Channel = { subscribers: new Set(), ready: this.listenOn(name) };
      this.channels.set(name, created);
      // A failed LISTEN must not leave a channel that looks subscribed: forget it, so the next
      // call tries again.
      created.ready.catch(() => {
        if (this.channels.get(name) === created) this.channels.delete(name);
      });
      entry = created;
    }
    // Every caller, not only the first, returns once LISTEN has really run.
    await entry.ready;
    const subscriber: Subscriber = { onPayload, onReconnect };
    entry.subscribers.add(subscriber);
    const subscribed = entry;
    return async () => {
      if (!subscribed.subscribers.delete(subscriber) || subscribed.subscribers.size > 0) return;
      if (this.channels.get(name) !== subscribed) return;
      this.channels.delete(name);
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(name)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeat);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async listenOn(name: string): Promise<void> {
    const client = await this.connection();
    await client.query(`LISTEN ${pg.escapeIdentifier(name)}`);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    if (this.closed) throw new Error('Cannot use a pool after calling end');
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      // A heartbeat on a half-open link must fail, not wait for TCP's own timeout.
      query_timeout: 10_000,
      application_name: 'lagune-listener',
    });
    client.on('notification', (message) => {
      for (const subscriber of this.channels.get(message.channel)?.subscribers ?? [])
        subscriber.onPayload(message.payload ?? '');
    });
    client.on('error', (error) => {
      this.onError?.(error);
      this.drop(client);
    });
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      for (const name of this.channels.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(name)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.client = client;
    this.retryDelay = FIRST_RETRY_MS;
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      client.query('select 1').catch(() => client.end().catch(() => {}));
    }, HEARTBEAT_MS).unref();
    return client;
  }

  private drop(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    clearInterval(this.heartbeat);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.closed || this.channels.size === 0) return;
      this.connection().then(
        () => {
          for (const { subscribers } of this.channels.values())
            for (const subscriber of subscribers) subscriber.onReconnect?.();
        },
        (error: Error) => {
          this.onError?.(error);
          this.retryDelay = Math.min(this.retryDelay * 2, MAX_RETRY_MS);
          this.scheduleReconnect();
        },
      );
    }, this.retryDelay);
    this.retryTimer.unref();
  }
}
