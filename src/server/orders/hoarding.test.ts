// Stock hoarding (ADR 0100). The attack as reported — from one address, 14 unpaid guest
// orders of 20 lines, each line exactly the stock left as GET /api/stock shows it — then the same
// attacker adapting to the limits. A real shopper on another address must still be able to buy.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const ATTACKER = '198.51.100.7';
const SHOPPER = '203.0.113.20';
/** The default cap of units held unpaid by one address (UNPAID_UNITS_PER_IP). */
const UNITS_PER_ADDRESS = 100;

type Line = { productId: string; size: string; quantity: number };

describe.each(DRIVERS)('stock hoarding on %s', (driver) => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp(driver);
  });
  afterAll(() => s.close());

  const readStock = async () => {
    const res = await s.app.inject({ url: '/api/stock', remoteAddress: ATTACKER });
    return res.json() as Record<string, Record<string, number>>;
  };
  const totalUnits = (levels: Record<string, Record<string, number>>) =>
    Object.values(levels)
      .flatMap((sizes) => Object.values(sizes))
      .reduce((sum, n) => sum + n, 0);
  const order = (items: Line[], phone: string, remoteAddress: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        items,
        customer: { fullName: 'Client Pressé', phone, address: 'Adjamé, rue 12, porte 4' },
        delivery: { zone: 'abidjan' },
      },
    });

  it('14 orders of 20 lines of "all that is left" from one address hold at most the cap; the next shopper buys', async () => {
    const before = await readStock();

    // The attack as reported: each line the whole stock left of a size, 20 lines an order.
    for (let round = 0; round < 14; round++) {
      const levels = await readStock();
      const lines = Object.entries(levels)
        .flatMap(([productId, sizes]) =>
          Object.entries(sizes)
            .filter(([, n]) => n > 0)
            .map(([size, n]) => ({ productId, size, quantity: n })),
        )
        .slice(0, 20);
      if (lines.length === 0) break;
      await order(lines, `07${String(round).padStart(8, '0')}`, ATTACKER);
    }
    // The attacker then keeps within what one order may hold, a new phone number each time.
    for (let round = 0; round < 14; round++) {
      const levels = await readStock();
      const lines: Line[] = [];
      let units = 0;
      for (const [productId, sizes] of Object.entries(levels))
        for (const [size, n] of Object.entries(sizes)) {
          const quantity = Math.min(n, 10, 30 - units);
          if (quantity <= 0 || lines.length === 20) continue;
          lines.push({ productId, size, quantity });
          units += quantity;
        }
      const res = await order(lines, `05${String(round).padStart(8, '0')}`, ATTACKER);
      if (res.statusCode !== 201) break;
    }

    const after = await readStock();
    expect(totalUnits(before) - totalUnits(after)).toBeLessThanOrEqual(UNITS_PER_ADDRESS);

    // A real shopper, elsewhere, still buys (here: the first size left in the catalogue).
    const left = Object.entries(after)
      .flatMap(([productId, sizes]) =>
        Object.entries(sizes)
          .filter(([, n]) => n > 0)
          .map(([size]) => ({ productId, size, quantity: 1 })),
      )
      .slice(0, 1);
    const res = await order(left, '0102030405', SHOPPER);
    expect(res.statusCode).toBe(201);
  });
});
