import { describe, expect, it } from 'vitest';
import { RenderGate } from './render-gate.ts';

describe('RenderGate', () => {
  it('renders one at a time, queues a few, refuses the rest at once, then serves the queue', async () => {
    const gate = new RenderGate(1, 2);
    const finish: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const render = (name: string) => () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        finish.push(() => {
          running -= 1;
          resolve(name);
        });
      });
    const answers = ['a', 'b', 'c', 'd', 'e'].map((name) => gate.run(render(name)));
    // d and e find the slot taken and the queue full: refused without waiting.
    expect(await answers[3]).toBeUndefined();
    expect(await answers[4]).toBeUndefined();
    for (let i = 0; i < 3; i += 1) {
      await new Promise((r) => setTimeout(r, 0));
      finish.shift()!();
    }
    expect(await Promise.all(answers.slice(0, 3))).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    // Free again.
    expect(await gate.run(async () => 'f')).toBe('f');
  });
});
