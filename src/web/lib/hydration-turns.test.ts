import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the turns are page-wide state.
async function turns() {
  vi.resetModules();
  return import('./hydration-turns');
}

function thrown(run: () => void): unknown {
  try {
    run();
  } catch (value) {
    return value;
  }
  return undefined;
}

/** Lets every task queued so far (and the ones they queue) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => vi.useRealTimers());

describe('hydration in turns (ADR 0093)', () => {
  it('never waits outside the first hydration: prerender, tests, later renders', async () => {
    const { waitForTurn, whenHydrated } = await turns();
    expect(thrown(() => waitForTurn('a'))).toBeUndefined();
    const done = vi.fn();
    whenHydrated(done);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('holds each part during the first pass, then releases them one per task, in order', async () => {
    const { holdTurns, releaseTurns, waitForTurn, whenHydrated } = await turns();
    holdTurns();
    const first = thrown(() => waitForTurn('header'));
    const second = thrown(() => waitForTurn('grid'));
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBeInstanceOf(Promise);
    // The same part asked again (a retry) waits on the same promise.
    expect(thrown(() => waitForTurn('header'))).toBe(first);

    const order: string[] = [];
    void (first as Promise<void>).then(() => order.push('header'));
    void (second as Promise<void>).then(() => order.push('grid'));
    const hydrated = vi.fn(() => order.push('hydrated'));
    whenHydrated(hydrated);

    releaseTurns();
    expect(order).toEqual([]);
    await settle();
    expect(order).toEqual(['header', 'grid', 'hydrated']);
    // Released parts render; so does anything after the first hydration.
    expect(thrown(() => waitForTurn('header'))).toBeUndefined();
    expect(thrown(() => waitForTurn('new'))).toBeUndefined();
  });

  it('gives each part its own task: the next one is released only after the previous task ends', async () => {
    const { holdTurns, releaseTurns, waitForTurn } = await turns();
    holdTurns();
    const a = thrown(() => waitForTurn('a')) as Promise<void>;
    const b = thrown(() => waitForTurn('b')) as Promise<void>;
    let bReleasedDuringA = false;
    let bReleased = false;
    void b.then(() => (bReleased = true));
    // Work done in a's microtasks (its render) ends before b is released.
    void a.then(() => Promise.resolve().then(() => (bReleasedDuringA = bReleased)));
    releaseTurns();
    await settle();
    expect(bReleased).toBe(true);
    expect(bReleasedDuringA).toBe(false);
  });

  it('parts met while the turns run (inside a released part) get a turn too', async () => {
    const { holdTurns, releaseTurns, waitForTurn, whenHydrated } = await turns();
    holdTurns();
    const outer = thrown(() => waitForTurn('section')) as Promise<void>;
    let inner: unknown;
    void outer.then(() => (inner = thrown(() => waitForTurn('card'))));
    const hydrated = vi.fn();
    whenHydrated(hydrated);
    releaseTurns();
    await settle();
    expect(inner).toBeInstanceOf(Promise);
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(thrown(() => waitForTurn('card'))).toBeUndefined();
  });
});
