/**
 * Repeated error lines collapsed (an outage once wrote 37 000 identical lines).
 * Within a window, the first `burst` occurrences of a kind of error are logged as they come; more
 * of the same kind are only counted, and the first line logged for that kind in a later window
 * says how many were collapsed (`repeated`). A log that stays readable during an outage, and still
 * shows the outage went on.
 */
export class LogCollapser {
  private readonly kinds = new Map<string, { until: number; seen: number }>();

  constructor(
    private readonly windowMs = 10_000,
    private readonly burst = 5,
    private readonly maxKinds = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Whether to log this occurrence of `kind` now, and how many occurrences of that kind were
   * collapsed (not logged) in its previous window.
   */
  take(kind: string): { log: boolean; repeated: number } {
    const now = this.now();
    const entry = this.kinds.get(kind);
    if (entry && entry.until > now) {
      entry.seen++;
      return { log: entry.seen <= this.burst, repeated: 0 };
    }
    if (!entry && this.kinds.size >= this.maxKinds) this.kinds.clear();
    this.kinds.set(kind, { until: now + this.windowMs, seen: 1 });
    return { log: true, repeated: Math.max(0, (entry?.seen ?? 0) - this.burst) };
  }
}
