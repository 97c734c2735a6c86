import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createDatabase } from './database.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lagune-lock-'));
const lockFile = path.join(dataDir, 'pglite.lock');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('one PGlite data folder is opened by one process at a time; a stale lock is taken over', async () => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile, '4194000'); // a process that no longer exists (crashed server)
  const database = await createDatabase({ dataDir });
  expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));

  await expect(createDatabase({ dataDir })).rejects.toThrow(
    /La base PGlite .* est déjà ouverte par ce même processus/,
  );

  await database.close();
  expect(existsSync(lockFile)).toBe(false);

  writeFileSync(lockFile, String(process.ppid)); // a live process holds it
  await expect(createDatabase({ dataDir })).rejects.toThrow(
    `est déjà ouverte par le processus ${process.ppid}`,
  );
  expect(readFileSync(lockFile, 'utf8')).toBe(String(process.ppid));
});
