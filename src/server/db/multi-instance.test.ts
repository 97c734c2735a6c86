import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRow } from '../test/fixtures.ts';
import { createScratchDatabase } from '../test/test-database.ts';
import { createDatabase, MIGRATIONS_DIR, queryRows, type Database } from './database.ts';
import { orders } from './schema.ts';

let server: Awaited<ReturnType<typeof createScratchDatabase>>;
const instances: Database[] = [];

beforeAll(async () => {
  // An empty database (no migrations yet), so that both instances really race to migrate it.
  server = await createScratchDatabase('template0');
});

afterAll(async () => {
  await Promise.all(instances.map((d) => d.close()));
  await server?.drop();
});

it('two instances starting together on one PostgreSQL migrate once and share live events', async () => {
  // Started at the same moment: the advisory lock must serialise the two migration runs.
  const [a, b] = await Promise.all([
    createDatabase({ dataDir: '', databaseUrl: server.url }),
    createDatabase({ dataDir: '', databaseUrl: server.url }),
  ]);
  instances.push(a, b);

  const applied = await queryRows<{ n: string }>(
    a.db,
    sql`select count(*) as n from drizzle.__drizzle_migrations`,
  );
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  expect(Number(applied[0]?.n)).toBe(journal.entries.length);

  let resolveEvent: (event: { op: string; id: string }) => void = () => {};
  const received = new Promise<{ op: string; id: string }>((resolve) => (resolveEvent = resolve));
  await b.listen('orders_changed', (payload) => resolveEvent(JSON.parse(payload)));
  const [order] = await a.db
    .insert(orders)
    .values(orderRow({ totalAmount: 8000, shippingAddress: 'Yopougon' }))
    .returning({ id: orders.id });
  await expect(received).resolves.toEqual({ op: 'INSERT', id: order!.id });
});
