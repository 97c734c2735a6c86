import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockHolder, withBuildLock } from '../../../scripts/build-lock.mjs';
import { ROOT } from './test-processes.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'lagune-build-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A process that holds the lock for `ms` and logs when it starts and ends its "build". */
function builder(lockFile: string, log: string, name: string, ms: number): Promise<number> {
  const script = `
    import { appendFileSync } from 'node:fs';
    import { withBuildLock } from ${JSON.stringify(`${ROOT}scripts/build-lock.mjs`)};
    await withBuildLock(async () => {
      appendFileSync(${JSON.stringify(log)}, 'début ${name}\\n');
      await new Promise((r) => setTimeout(r, ${ms}));
      appendFileSync(${JSON.stringify(log)}, 'fin ${name}\\n');
    }, { file: ${JSON.stringify(lockFile)} });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

describe('the build lock (one build at a time per checkout)', () => {
  it('makes builds started together run one after the other', async () => {
    const lockFile = path.join(dir, 'together.lock');
    const log = path.join(dir, 'together.log');
    writeFileSync(log, '');
    const codes = await Promise.all(['A', 'B', 'C'].map((n) => builder(lockFile, log, n, 400)));
    expect(codes).toEqual([0, 0, 0]);
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    // Each "début X" is followed by its own "fin X": no build overlaps another.
    expect(lines).toHaveLength(6);
    for (let i = 0; i < lines.length; i += 2)
      expect(lines[i + 1]).toBe(lines[i]!.replace('début', 'fin'));
    expect(lockHolder(lockFile)).toBeUndefined();
  });

  it('takes over a lock left by a build that was killed, and lets go when done or failed', async () => {
    const lockFile = path.join(dir, 'stale.lock');
    writeFileSync(lockFile, '4194000'); // no such process
    const waits: number[] = [];
    const result = await withBuildLock(() => lockHolder(lockFile), {
      file: lockFile,
      onWait: (pid) => waits.push(pid),
    });
    expect(result).toBe(process.pid);
    expect(waits).toEqual([]);
    expect(lockHolder(lockFile)).toBeUndefined();

    await expect(
      withBuildLock(
        () => {
          throw new Error('build cassé');
        },
        { file: lockFile },
      ),
    ).rejects.toThrow('build cassé');
    expect(lockHolder(lockFile)).toBeUndefined();
  });
});
