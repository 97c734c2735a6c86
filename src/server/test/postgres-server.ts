import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinDir } from '../../../scripts/ensure-system-deps.mjs';

export type PostgresServer = { url: string; stop(): Promise<void> };

/** A throwaway cluster of the test's own, which it may stop and start again on the same port. */
export type PostgresCluster = PostgresServer & {
  port: number;
  /** Stops the server (fast shutdown: open connections are cut), keeping its data. */
  halt(): Promise<void>;
  /** Starts it again on the same port after `halt`. */
  resume(): Promise<void>;
};

export type ClusterOptions = { port?: number };

export const MISSING_BINARIES =
  'PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin/initdb) and TEST_DATABASE_URL is not set. ' +
  'Run `node scripts/ensure-system-deps.mjs postgres` (installs them with apt-get), or set TEST_DATABASE_URL.';

/**
 * A real PostgreSQL for the API tests: a fresh database on TEST_DATABASE_URL's server when that
 * is set, otherwise a throwaway cluster (initdb + pg_ctl) on a free loopback port, removed on stop.
 */
export async function startPostgresServer(
  env: Record<string, string | undefined> = process.env,
  findBinDir: () => string | undefined = findPostgresBinDir,
): Promise<PostgresServer> {
  const external = env.TEST_DATABASE_URL;
  if (external) return createScratchDatabase(external);
  const binDir = findBinDir();
  if (!binDir) throw new Error(MISSING_BINARIES);
  return startCluster(binDir);
}

async function createScratchDatabase(serverUrl: string): Promise<PostgresServer> {
  const name = `lagune_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      await client.end();
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function postgresUserIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * A cluster of its own (never TEST_DATABASE_URL's server): for fault tests that stop and start
 * PostgreSQL under a running app, or start it late on a port chosen beforehand.
 */
export async function startPostgresCluster(
  options: ClusterOptions = {},
  findBinDir: () => string | undefined = findPostgresBinDir,
): Promise<PostgresCluster> {
  const binDir = findBinDir();
  if (!binDir) throw new Error(MISSING_BINARIES);
  return startCluster(binDir, options);
}

async function startCluster(
  binDir: string,
  options: ClusterOptions = {},
): Promise<PostgresCluster> {
  // initdb and postgres refuse to run as root: run them as the `postgres` system user.
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const [command, fullArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args]]
      : [path.join(binDir, program), args];
    execFileSync(command, fullArgs, { stdio: 'pipe', timeout: 60_000 });
  };

  const root = mkdtempSync(path.join(os.tmpdir(), 'lagune-pg-'));
  const dataDir = path.join(root, 'data');
  const sockDir = path.join(root, 'sock');
  mkdirSync(dataDir);
  mkdirSync(sockDir);
  if (asRoot) {
    const { uid, gid } = postgresUserIds();
    for (const dir of [root, dataDir, sockDir]) chownSync(dir, uid, gid);
  }
  chmodSync(dataDir, 0o700);

  let started = false;
  const stopNow = () => {
    if (started) {
      started = false;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  // A crashed or interrupted test run must not leave a postgres running or its files behind.
  const forget = onProcessEnd(stopNow);

  try {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'app',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const pgStart = (port: number) =>
      run('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        path.join(sockDir, 'pg.log'),
        '-o',
        `-p ${port} -k ${sockDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
        '-w',
        'start',
      ]);
    let lastError: unknown;
    for (let attempt = 0; attempt < 3 && !started; attempt++) {
      const port = options.port ?? (await freePort());
      try {
        pgStart(port);
        started = true;
        const url = `postgres://app@127.0.0.1:${port}/postgres`;
        return {
          url,
          port,
          async halt() {
            if (!started) return;
            started = false;
            run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
          },
          async resume() {
            if (started) return;
            pgStart(port);
            started = true;
          },
          async stop() {
            forget();
            if (started) {
              started = false;
              run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
            }
            rmSync(root, { recursive: true, force: true });
          },
        };
      } catch (error) {
        lastError = error; // the port was taken between the probe and the start: try another
        if (options.port) break;
      }
    }
    throw lastError;
  } catch (error) {
    stopNow();
    forget();
    throw error;
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Runs `cleanup` when the process exits or is interrupted; returns a function that cancels it. */
function onProcessEnd(cleanup: () => void): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    forget();
    cleanup();
    process.kill(process.pid, signal); // default action again, now that our listener is gone
  };
  const forget = () => {
    process.removeListener('exit', cleanup);
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
  };
  process.once('exit', cleanup);
  for (const signal of SIGNALS) process.once(signal, onSignal);
  return forget;
}
