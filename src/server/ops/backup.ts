// Backups of the shop's data while it runs, and their restore into an empty folder or database.
//
// - PGlite: the engine's own dump of its data folder (`dumpDataDir`, a .tar.gz), taken while no
//   transaction is half done. The running server holds the folder's lock, so `npm run backup` asks
//   it for the dump: it writes a request file into DATA_DIR/backup-requests and sends the server
//   SIGUSR2 (no network endpoint, so nothing to protect from the outside). With the shop stopped,
//   the command opens the folder itself.
// - PostgreSQL: `pg_dump --format=custom`, a consistent snapshot taken by the server itself.
//
// Both formats carry every table, so a table added by a later migration is in the next backup
// without a change here.
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { lockDataDir } from '../db/database.ts';
import { connectionFor, runPgTool } from './pg-tools.ts';
import { restorePgliteIntoPostgres, type MoveResult } from './pglite-to-postgres.ts';

export type Driver = 'pglite' | 'postgres';

/** Where `npm run backup` writes by default: BACKUP_DIR, else ./backups. */
export function defaultBackupDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.BACKUP_DIR || 'backups');
}
export type Target = { dataDir: string; databaseUrl?: string | undefined };

const EXTENSIONS: Record<Driver, string> = { pglite: '.tar.gz', postgres: '.dump' };
const REQUESTS = 'backup-requests';
/** Written by a server that answers SIGUSR2 with a dump: the backup command signals no one else. */
const LISTENING = '.listening';

/** `20261123T114500Z`: UTC, sorts by date, safe in file names. */
function stamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** `lagune-pglite-20261123T114500Z.tar.gz`: sorts by date, says what it holds. */
export function backupFileName(driver: Driver, date = new Date()): string {
  return `lagune-${driver}-${stamp(date)}${EXTENSIONS[driver]}`;
}

/** Which driver made a backup file, from its first bytes (gzip, or pg_dump's "PGDMP"). */
export function backupKind(file: string): Driver | undefined {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

/** The PGlite client under a database opened by createDatabase (drizzle keeps it as $client). */
function pgliteOf(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * A consistent copy of a PGlite data folder, compressed. Taken inside a transaction slot, so no
 * other transaction is half done; after a checkpoint, so the copy needs little recovery.
 */
export async function snapshotPglite(pglite: PGlite): Promise<Uint8Array> {
  await pglite.exec('CHECKPOINT');
  let dump: Blob | undefined;
  await pglite.transaction(async () => {
    dump = await pglite.dumpDataDir('gzip');
  });
  return new Uint8Array(await dump!.arrayBuffer());
}

/** Writes to `file` through a temporary name, so a backup file is complete or absent. */
async function writeAtomically(file: string, data: Uint8Array): Promise<void> {
  const partial = `${file}.part`;
  const handle = await open(partial, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
}

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * In the server: answer `npm run backup` (SIGUSR2 + a request file) with a dump of the open
 * PGlite folder. Installed before the database opens, because SIGUSR2's default action would end
 * the process; requests wait until `attach()` gives the database. Returns a detach function.
 */
export function backupSignal(dataDir: string) {
  const requests = path.join(dataDir, REQUESTS);
  let database: Database | undefined;
  let log: Log | undefined;
  let queue = Promise.resolve();

  async function serve(): Promise<void> {
    if (!database) return;
    const pglite = pgliteOf(database);
    const pending = existsSync(requests)
      ? readdirSync(requests).filter((name) => name.endsWith('.request'))
      : [];
    for (const name of pending) {
      const id = name.slice(0, -'.request'.length);
      const requestFile = path.join(requests, name);
      try {
        const { target } = JSON.parse(await readFile(requestFile, 'utf8')) as { target: string };
        await rm(requestFile, { force: true });
        const started = Date.now();
        await writeAtomically(target, await snapshotPglite(pglite));
        await writeFile(path.join(requests, `${id}.done`), '');
        log?.info(
          { file: path.basename(target), ms: Date.now() - started },
          'sauvegarde PGlite écrite',
        );
      } catch (error) {
        await rm(requestFile, { force: true });
        const message = error instanceof Error ? error.message : String(error);
        await writeFile(path.join(requests, `${id}.error`), message).catch(() => {});
        log?.error({ err: error }, 'sauvegarde PGlite impossible');
      }
    }
  }

  const onSignal = () => {
    queue = queue.then(serve, serve);
  };
  process.on('SIGUSR2', onSignal);
  return {
    attach(opened: Database, logger: Log) {
      if (opened.driver !== 'pglite') return;
      database = opened;
      log = logger;
      mkdirSync(requests, { recursive: true });
      writeFileSync(path.join(requests, LISTENING), String(process.pid));
      onSignal(); // a request that came while the database was opening
    },
    /** Stops taking requests and waits for a dump in progress (before the database closes). */
    async detach() {
      process.removeListener('SIGUSR2', onSignal);
      if (database) rmSync(path.join(requests, LISTENING), { force: true });
      await queue;
      database = undefined;
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || undefined;
  } catch {
    return undefined;
  }
}

/** Asks the running server (pid) for a dump into `target`; resolves when it is written. */
async function askServer(dataDir: string, pid: number, target: string): Promise<void> {
  const requests = path.join(dataDir, REQUESTS);
  if (readPid(path.join(requests, LISTENING)) !== pid) {
    throw new Error(
      `La base PGlite ${dataDir} est ouverte par le processus ${pid}, qui ne fait pas de ` +
        'sauvegarde à la demande : arrêtez-le, ou démarrez la boutique avec `npm start`.',
    );
  }
  const id = randomUUID();
  writeFileSync(path.join(requests, `${id}.request`), JSON.stringify({ target }));
  process.kill(pid, 'SIGUSR2');
  const done = path.join(requests, `${id}.done`);
  const failed = path.join(requests, `${id}.error`);
  const deadline = Date.now() + 10 * 60_000;
  try {
    for (;;) {
      if (existsSync(done)) return;
      if (existsSync(failed))
        throw new Error(`Sauvegarde refusée : ${readFileSync(failed, 'utf8')}`);
      if (!isRunning(pid)) throw new Error(`Le serveur (processus ${pid}) s'est arrêté.`);
      if (Date.now() > deadline) throw new Error('Le serveur ne répond pas à la demande.');
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    for (const file of [done, failed, path.join(requests, `${id}.request`)])
      rmSync(file, { force: true });
  }
}

export type BackupResult = { file: string; bytes: number; driver: Driver };

/** Writes a timestamped backup of the shop's database into `dir`, while the shop runs or not. */
export async function backup(target: Target, dir: string): Promise<BackupResult> {
  // A backup holds every customer's name, phone and address: its folder and files are the
  // owner's alone.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const driver: Driver = target.databaseUrl ? 'postgres' : 'pglite';
  let file = path.resolve(dir, backupFileName(driver));
  // Two backups in the same second (a manual one beside the nightly): never overwrite.
  for (let n = 2; existsSync(file); n++)
    file = path.resolve(dir, backupFileName(driver).replace(/(\.[a-z.]+)$/, `-${n}$1`));

  if (target.databaseUrl) {
    const { url, env } = connectionFor(target.databaseUrl);
    // Created first with the owner's rights only: pg_dump keeps them as it writes.
    closeSync(openSync(`${file}.part`, 'w', 0o600));
    await runPgTool('pg_dump', ['--format=custom', `--file=${file}.part`, url], env);
    renameSync(`${file}.part`, file);
  } else {
    const folder = path.join(target.dataDir, 'pglite');
    if (!existsSync(path.join(folder, 'PG_VERSION')))
      throw new Error(
        `Aucune base PGlite dans ${folder} : rien à sauvegarder (vérifiez DATA_DIR).`,
      );
    const owner = readPid(`${folder}.lock`);
    if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
      await askServer(target.dataDir, owner, file);
    } else {
      // The shop is stopped: open the folder ourselves, under its lock, without migrating it.
      const unlock = await lockDataDir(folder);
      try {
        const pglite = await PGlite.create({ dataDir: folder });
        try {
          await writeAtomically(file, await snapshotPglite(pglite));
        } finally {
          await pglite.close();
        }
      } finally {
        await unlock();
      }
    }
  }
  return { file, bytes: statSync(file).size, driver };
}

/** Keeps the newest `keep` backups of `driver` in `dir`; returns the names removed. */
export function pruneBackups(dir: string, driver: Driver, keep: number): string[] {
  const mine = readdirSync(dir)
    .filter((name) => name.startsWith(`lagune-${driver}-`) && name.endsWith(EXTENSIONS[driver]))
    .sort();
  const old = mine.slice(0, Math.max(0, mine.length - keep));
  for (const name of old) {
    rmSync(path.join(dir, name), { force: true });
    // Its sealed MFA key goes with it (key-backup.ts).
    rmSync(path.join(dir, `${name}.mfa-key.json`), { force: true });
  }
  return old;
}

export class RestoreRefused extends Error {}

/** Tables of a PostgreSQL database outside the system schemas. */
async function userTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` into the shop's database (DATA_DIR/pglite, or DATABASE_URL), which must be empty
 * unless `force`: then a PGlite folder is moved aside (never deleted) and a PostgreSQL database is
 * emptied. A PGlite backup restored with DATABASE_URL moves the shop to that server. The shop must
 * be stopped. Returns where a replaced folder went, if any, and what a move copied.
 */
export async function restore(
  file: string,
  target: Target,
  { force = false } = {},
): Promise<{ driver: Driver; movedAside?: string; moved?: MoveResult }> {
  if (!existsSync(file) || !statSync(file).isFile())
    throw new RestoreRefused(`Fichier de sauvegarde introuvable : ${file}`);
  const kind = backupKind(file);
  if (!kind)
    throw new RestoreRefused(`${file} n'est pas une sauvegarde LAGUNE (.tar.gz ou .dump).`);
  const driver: Driver = target.databaseUrl ? 'postgres' : 'pglite';
  // PGlite → PostgreSQL is the shop moving to a server (pglite-to-postgres.ts). The other way has
  // no use here: a shop on a server does not go back to the embedded database.
  if (kind === 'postgres' && driver === 'pglite')
    throw new RestoreRefused(
      'Cette sauvegarde vient d’un serveur PostgreSQL (pg_dump) : restaurez-la avec DATABASE_URL.',
    );

  if (target.databaseUrl) {
    if ((await userTableCount(target.databaseUrl)) > 0) {
      if (!force)
        throw new RestoreRefused(
          'La base PostgreSQL de DATABASE_URL n’est pas vide : restaurez dans une base neuve, ' +
            'ou ajoutez --force pour la vider d’abord (arrêtez la boutique avant).',
        );
      await emptyPostgres(target.databaseUrl);
    }
    if (kind === 'pglite')
      return { driver, moved: await restorePgliteIntoPostgres(file, target.databaseUrl) };
    const { url, env } = connectionFor(target.databaseUrl);
    await runPgTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${url}`,
        file,
      ],
      env,
    );
    return { driver };
  }

  const folder = path.join(target.dataDir, 'pglite');
  mkdirSync(target.dataDir, { recursive: true });
  // The lock keeps a server from starting on the folder while it is being replaced.
  const unlock = await lockDataDir(folder);
  const incoming = `${folder}.restoring-${process.pid}`;
  try {
    let movedAside: string | undefined;
    const occupied = existsSync(folder) && readdirSync(folder).length > 0;
    if (occupied && !force)
      throw new RestoreRefused(
        `${folder} contient déjà une base : restaurez dans un DATA_DIR vide, ou ajoutez --force ` +
          '(l’ancienne base est mise de côté, pas effacée).',
      );
    rmSync(incoming, { recursive: true, force: true });
    const pglite = await PGlite.create({
      dataDir: incoming,
      loadDataDir: new Blob([await readFile(file)]),
    });
    await pglite.query('select 1'); // opened and recovered: the copy is usable
    await pglite.close();
    if (occupied) {
      movedAside = `${folder}.avant-restauration-${stamp()}`;
      renameSync(folder, movedAside);
    } else {
      rmSync(folder, { recursive: true, force: true });
    }
    renameSync(incoming, folder);
    return { driver, movedAside };
  } finally {
    rmSync(incoming, { recursive: true, force: true });
    await unlock();
  }
}
