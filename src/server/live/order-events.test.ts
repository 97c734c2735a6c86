import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { OrderEventHub, sseFrame } from './order-events.ts';

describe('sseFrame', () => {
  it('writes one SSE message: id, event, one data line, blank line', () => {
    expect(sseFrame('order.created', { id: 'a', note: 'ligne 1\nligne 2' }, '17')).toBe(
      'id: 17\nevent: order.created\ndata: {"id":"a","note":"ligne 1\\nligne 2"}\n\n',
    );
    expect(sseFrame('resync', { reason: 'x' })).toBe('event: resync\ndata: {"reason":"x"}\n\n');
  });
});

describe('OrderEventHub', () => {
  it('lets the app start when LISTEN fails, and listens at the next stream', async () => {
    let attempts = 0;
    const warnings: string[] = [];
    const database = {
      listen: async () => {
        attempts++;
        if (attempts === 1) throw new Error('Connection terminated');
        return async () => {};
      },
    } as unknown as Database;
    const hub = new OrderEventHub(database, {
      warn: (_obj: unknown, message: string) => void warnings.push(message),
    } as never);
    await expect(hub.start()).resolves.toBeUndefined();
    expect(warnings).toEqual(['live channel: not listening yet']);
    await hub.ensureListening();
    await hub.ensureListening();
    expect(attempts).toBe(2);
    await hub.stop();
  });

  it('ends every stream it holds', async () => {
    const hub = new OrderEventHub(
      { listen: async () => async () => {} } as unknown as Database,
      {
        warn: () => {},
      } as never,
    );
    const ended: number[] = [];
    for (let i = 0; i < 3; i++) hub.add({ send: () => {}, end: () => void ended.push(i) });
    hub.endAll();
    expect(ended).toEqual([0, 1, 2]);
  });
});
