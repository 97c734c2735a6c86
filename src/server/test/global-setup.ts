import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, type Database } from '../db/database.ts';
import { DEFAULT_STOCK_QUANTITY } from '../../shared/domain/stock.ts';
import { seedOnFirstStart } from '../catalogue/sample-shop.ts';
import { startPostgresServer } from './postgres-server.ts';
import { buildDir, buildIsCurrent } from '../../../scripts/build-stamp.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (a database on it), shared by every test file. */
    postgresServerUrl: string;
    /** A database on that server with every migration applied: files copy it (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
    /** A DATA_DIR whose pglite/ folder has every migration applied: files copy it. */
    pgliteTemplateDir: string;
    /** Where test files put their data folders (in RAM when /dev/shm exists), removed after the run. */
    testDataRoot: string;
    /** The shop's build (BUILD_DIR), current: page tests render the real pages from it. */
    shopBuildDir: string;
  }
}

export const TEMPLATE_DATABASE = 'lagune_template';

/**
 * Once per `vitest run`: one PostgreSQL server and migrated templates for both drivers, so that a
 * test file gets a fresh database in a fraction of a second instead of initdb + migrations (2–5 s).
 */
export default async function setup(project: TestProject) {
  const parent = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  removeStaleRoots(parent);
  // tmpfs: copying a 40 MB PGlite folder takes ~60 ms there against ~600 ms on disk, and PGlite
  // syncs its files to disk after every statement.
  const testDataRoot = mkdtempSync(path.join(parent, `lagune-test-${process.pid}-`));
  ensureShopBuild();
  const pgliteTemplateDir = path.join(testDataRoot, 'template');
  const [server] = await Promise.all([
    startPostgresServer().then(async (started) => {
      await createTemplate(started.url);
      return started;
    }),
    createDatabase({ dataDir: pgliteTemplateDir }).then(seedAndClose),
  ]);
  project.provide('postgresServerUrl', server.url);
  project.provide('postgresTemplate', TEMPLATE_DATABASE);
  project.provide('pgliteTemplateDir', pgliteTemplateDir);
  project.provide('testDataRoot', testDataRoot);
  project.provide('shopBuildDir', path.resolve(buildDir()));
  return async () => {
    await server.stop();
    rmSync(testDataRoot, { recursive: true, force: true });
  };
}

/**
 * Pages are rendered by the server from the React Router build (ADR 0096): tests of pages need
 * one. `npm test` builds before running Vitest; a run on its own builds here when sources changed
 * since the last build (under the build lock, as `npm start` does).
 */
function ensureShopBuild(): void {
  if (buildIsCurrent()) return;
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('Build de la boutique impossible (npm run build).');
}

/** Data left in RAM by a run that was killed: its runner process is gone. */
function removeStaleRoots(parent: string): void {
  for (const name of readdirSync(parent)) {
    const pid = Number(/^lagune-test-(\d+)-/.exec(name)?.[1]);
    if (!pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      rmSync(path.join(parent, name), { recursive: true, force: true });
    }
  }
}

async function createTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  // Migrate, then close every connection: a template cannot be copied while someone is on it.
  // A machine busy with other work may be slow to answer the first connection: retried, as a
  // server start would be, rather than failing the whole run.
  await seedAndClose(
    await createDatabase({ dataDir: '', databaseUrl: url.toString(), connectTimeoutMs: 60_000 }),
  );
}

/** Templates hold what a first start leaves: migrations applied and the sample shop written. */
async function seedAndClose(database: Database): Promise<void> {
  await seedOnFirstStart(database.db, DEFAULT_STOCK_QUANTITY);
  await database.close();
}
