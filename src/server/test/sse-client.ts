import http from 'node:http';

export type SseEvent = { id: string | undefined; event: string; data: string };

/**
 * A minimal EventSource for tests and benches: reads an SSE response over real HTTP, keeps every
 * event, comment and `retry:` it sees, and lets a caller wait for the next event that matches.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  retry: number | undefined;
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  /** When each event arrived (performance.now()), same index as `events`. */
  readonly arrivals: number[] = [];
  readonly ended: Promise<void>;
  private waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  private request: http.ClientRequest | undefined;
  private buffer = '';
  private current: { id?: string; event?: string; data: string[] } = { data: [] };
  private endedResolve!: () => void;

  constructor() {
    this.ended = new Promise((resolve) => (this.endedResolve = resolve));
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient();
    return new Promise((resolve, reject) => {
      const request = http.get(
        url,
        { headers: { accept: 'text/event-stream', ...headers } },
        (res) => {
          client.status = res.statusCode ?? 0;
          client.headers = res.headers;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => client.feed(chunk));
          res.on('end', () => client.endedResolve());
          res.on('close', () => client.endedResolve());
          res.on('error', () => client.endedResolve());
          resolve(client);
        },
      );
      request.on('error', (error) => {
        client.endedResolve();
        reject(error);
      });
      client.request = request;
    });
  }

  /** The first event (already received or to come) after index `from` that matches. */
  next(
    match: (event: SseEvent) => boolean,
    { from = 0, timeoutMs = 10_000 } = {},
  ): Promise<SseEvent> {
    const seen = this.events.slice(from).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(
          new Error(
            `aucun événement attendu en ${timeoutMs} ms (reçus : ${this.events.map((e) => e.event).join(', ')})`,
          ),
        );
      }, timeoutMs);
      const done = (event: SseEvent) => {
        clearTimeout(timer);
        resolve(event);
      };
      this.waiters.push({ match, resolve: done });
    });
  }

  /** Events named `event` whose JSON data has `id` equal to `orderId`. */
  forOrder(event: string, orderId: string, options?: { from?: number; timeoutMs?: number }) {
    return this.next(
      (e) => e.event === event && (JSON.parse(e.data) as { id: string }).id === orderId,
      options,
    );
  }

  get lastEventId(): string | undefined {
    return this.events.findLast((e) => e.id !== undefined)?.id;
  }

  close(): void {
    this.request?.destroy();
  }

  private feed(chunk: string): void {
    this.buffer += chunk;
    let newline: number;
    while ((newline = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, newline).replace(/\r$/, '');
      this.buffer = this.buffer.slice(newline + 1);
      this.line(line);
    }
  }

  private line(line: string): void {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) {
      this.comments.push(line.slice(1).trim());
      return;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') this.current.id = value;
    else if (field === 'event') this.current.event = value;
    else if (field === 'data') this.current.data.push(value);
    else if (field === 'retry') this.retry = Number(value);
  }

  private dispatch(): void {
    const { id, event, data } = this.current;
    this.current = { data: [] };
    if (event === undefined && data.length === 0) return;
    const received: SseEvent = { id, event: event ?? 'message', data: data.join('\n') };
    this.events.push(received);
    this.arrivals.push(performance.now());
    for (const waiter of [...this.waiters]) {
      if (waiter.match(received)) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(received);
      }
    }
  }
}
