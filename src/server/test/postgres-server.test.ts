import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBinDir } from '../../../scripts/ensure-system-deps.mjs';
import { MISSING_BINARIES, startPostgresServer } from './postgres-server.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'lagune-pgbin-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function fakeVersion(version: string, withInitdb = true) {
  mkdirSync(path.join(root, version, 'bin'), { recursive: true });
  if (withInitdb) writeFileSync(path.join(root, version, 'bin', 'initdb'), '');
}

describe('PostgreSQL binaries lookup (shared by the test harness and ensure-system-deps)', () => {
  it('finds nothing in an empty or missing folder', () => {
    expect(findPostgresBinDir(root)).toBeUndefined();
    expect(findPostgresBinDir(path.join(root, 'absent'))).toBeUndefined();
  });

  it('picks the newest version that has initdb', () => {
    fakeVersion('9.6');
    fakeVersion('15');
    fakeVersion('16');
    fakeVersion('17', false);
    expect(findPostgresBinDir(root)).toBe(path.join(root, '16', 'bin'));
  });

  it('fails loudly, saying how to install, when there is no server and no TEST_DATABASE_URL', async () => {
    await expect(startPostgresServer({}, () => undefined)).rejects.toThrow(MISSING_BINARIES);
    expect(MISSING_BINARIES).toContain('node scripts/ensure-system-deps.mjs postgres');
  });
});
