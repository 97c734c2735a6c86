// A PostgreSQL server that accepts connections but does not answer (still booting on a busy
// machine, frozen): a start waits for it like for one that refuses connections.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForPostgres, type ConnectRetry } from './database.ts';

describe('waiting at start for a PostgreSQL server that does not answer', () => {
  let silent: Server;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `postgres://app@127.0.0.1:${(silent.address() as { port: number }).port}/lagune`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('counts a connection attempt that timed out as the server being away: retried, then one French sentence', async () => {
    const retries: ConnectRetry[] = [];
    const error = await waitForPostgres(url, 6_000, (retry) => retries.push(retry)).catch(
      (e: unknown) => e as Error,
    );
    expect(retries.length).toBeGreaterThan(0);
    expect((error as Error).message).toContain(
      `reste injoignable après 6 s (${retries.length + 1} tentatives)`,
    );
  }, 30_000);
});
