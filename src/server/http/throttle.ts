import type { RateCounter } from './rate-counter.ts';

/**
 * A fixed-window limit per key, for limits @fastify/rate-limit cannot key (per e-mail, per
 * account) or that count only failures. Counted by the app's RateCounter: in PostgreSQL when the
 * app runs on a server (N instances allow the limit once), in memory on PGlite
 * (docs/decisions/0080). Keys are chosen by the caller (hashes, never raw e-mails); `name`
 * separates the limits that share the counter.
 */
export class Throttle {
  constructor(
    private readonly counter: () => RateCounter,
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private id(key: string): string {
    return `${this.name}:${key}`;
  }

  /**
   * Counts an attempt of `key` and answers 0 when it is within the limit, else the seconds to
   * wait. Counted before the attempt runs (an upsert, atomic across instances), so concurrent
   * attempts on several instances cannot all slip under the limit; a success calls `reset`.
   */
  async attempt(key: string): Promise<number> {
    return (await this.hit(key)).wait;
  }

  /**
   * `attempt`, also saying whether this is the last attempt of the window: if it fails, the pause
   * starts. One attempt per window is the last (the count is atomic), whatever the instances.
   */
  async hit(key: string): Promise<{ wait: number; last: boolean }> {
    const { count, ttlMs } = await this.counter().hit(this.id(key), this.windowMs);
    return { wait: count > this.max ? seconds(ttlMs) : 0, last: count === this.max };
  }

  /** The seconds a paused key still waits (0 when not paused), without counting an attempt. */
  async pausedFor(key: string): Promise<number> {
    const { count, ttlMs } = await this.counter().peek(this.id(key));
    return count >= this.max ? seconds(ttlMs) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.counter().reset(this.id(key));
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
