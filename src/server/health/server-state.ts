import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { HEALTH_TEXT } from '../../shared/api/admin-health.ts';
import { queryRows, type Db } from '../db/database.ts';

/** A message due this long and taken by no instance means no outbox job is running. */
export const OUTBOX_STALL_MINUTES = 10;
/** Below this, the embedded database's next checkpoint may not fit: treated as full. */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

/** Writes and removes a small new file in `dir`: a full or read-only disk throws. */
export type DiskProbe = (dir: string) => Promise<void>;

export const writeProbe: DiskProbe = async (dir) => {
  // A new file each time: rewriting the same one could reuse its block on a full disk.
  const file = path.join(dir, `.sante-${process.pid}-${randomUUID()}`);
  try {
    await writeFile(file, Buffer.alloc(4096));
  } finally {
    await rm(file, { force: true });
  }
};

export type DiskState = { freeBytes: number; totalBytes: number; writable: boolean };

/** The data folder's disk: free room, and whether a write goes through. */
export async function diskState(dir: string, probe: DiskProbe = writeProbe): Promise<DiskState> {
  const fs = await statfs(dir);
  const freeBytes = fs.bavail * fs.bsize;
  const writable = await probe(dir).then(
    () => true,
    () => false,
  );
  return { freeBytes, totalBytes: fs.blocks * fs.bsize, writable };
}

export const diskUsable = (disk: DiskState) => disk.writable && disk.freeBytes >= MIN_FREE_BYTES;

export type OutboxState = { pending: number; overdue: number; failedLastWeek: number };

/**
 * The customer messages' outbox as the database has it (one scan of the pending ones, on their
 * partial index): a message due for OUTBOX_STALL_MINUTES means no instance's job takes them, since
 * a claim moves its next attempt forward.
 */
export async function outboxState(db: Db): Promise<OutboxState> {
  const [row] = await queryRows<{ pending: string; overdue: string; failed: string }>(
    db,
    sql`select
      count(*) filter (where sent_at is null and failed_at is null) as pending,
      count(*) filter (where sent_at is null and failed_at is null
        and next_attempt_at < now() - make_interval(mins => ${OUTBOX_STALL_MINUTES})) as overdue,
      count(*) filter (where failed_at > now() - interval '7 days') as failed
      from customer_messages
      where (sent_at is null and failed_at is null) or failed_at > now() - interval '7 days'`,
  );
  return {
    pending: Number(row?.pending ?? 0),
    overdue: Number(row?.overdue ?? 0),
    failedLastWeek: Number(row?.failed ?? 0),
  };
}

/** Whether a message waits, due for OUTBOX_STALL_MINUTES: one probe of the job's own index. */
export async function outboxStalled(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ stalled: boolean }>(
    db,
    sql`select exists(select 1 from customer_messages
      where sent_at is null and failed_at is null
        and next_attempt_at < now() - make_interval(mins => ${OUTBOX_STALL_MINUTES})) as stalled`,
  );
  return row?.stalled === true;
}

export type HealthProblem = { code: string; message: string };

/** What is wrong but does not stop the instance serving. */
export function problemsOf({ outboxStalled }: { outboxStalled: boolean }): HealthProblem[] {
  return outboxStalled
    ? [{ code: 'outbox_stalled', message: HEALTH_TEXT.outboxStalled(OUTBOX_STALL_MINUTES) }]
    : [];
}

/** The shop's version, from package.json. */
export const APP_VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
