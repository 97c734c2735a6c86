/**
 * At most `slots` renders at a time, `waiting` more queued; any more is refused at once (undefined).
 * One Node process renders on one thread: renders of addresses visitors make up, let run all at
 * once, would take that thread from the kept pages everyone else is served (docs/decisions/0187).
 */
export class RenderGate {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly waiting: number,
  ) {}

  /** Runs `render` when a slot is free, or answers undefined at once when the queue is full. */
  async run<T>(render: () => Promise<T>): Promise<T | undefined> {
    if (this.running >= this.slots) {
      if (this.queue.length >= this.waiting) return undefined;
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else this.running += 1;
    try {
      return await render();
    } finally {
      // The slot passes to the next in line, or is freed.
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
