import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** Time between two runs' starts on this instance. */
  everyMs: number;
  /** What the log says when a run fails (the error comes with it, never the data it handled). */
  failure: string;
  /** One run; true asks for the next one at once (a backlog to drain). */
  work: () => Promise<boolean | void>;
}

/**
 * A job every instance runs in the background (release of unpaid orders, customer messages, Wave
 * reconciliation): once the server is ready, then every `everyMs`, one run at a time on the
 * instance (a slow run is never overlapped by the next). A failed run is logged and only delays the
 * next; the server's stop waits for the run in progress, before the database closes.
 */
export function runPeriodically(app: FastifyInstance, job: PeriodicJob): void {
  let running: Promise<void> | undefined;
  let closing = false;
  const run = () => {
    if (running || closing) return;
    let again = false;
    running = job
      .work()
      .then((more) => {
        again = more === true;
      })
      .catch((error: unknown) => app.log.warn({ err: error }, job.failure))
      .finally(() => {
        running = undefined;
        if (again) setImmediate(run);
      });
  };
  const timer = setInterval(run, job.everyMs).unref();
  app.addHook('onReady', async () => run());
  // preClose: before the database closes (onClose hooks run after it).
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
