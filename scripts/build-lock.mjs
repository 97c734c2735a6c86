// One build at a time per checkout. A build writes the build folder and also shared inputs
// (public/generated art), so two instances started at once from one checkout
// must not build side by side: the first builds under this lock, the others wait, then find the
// build current and serve it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUILD_LOCK = fileURLToPath(new URL('../.tmp/build.lock', import.meta.url));

const POLL_MS = 300;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pid written in the lock file, or undefined (no file, or not written yet). */
export function lockHolder(file = BUILD_LOCK) {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function release(file) {
  if (lockHolder(file) === process.pid) rmSync(file, { force: true });
}

/**
 * Runs `fn` holding the build lock. While another live process holds it, calls `onWait(pid)` once
 * and waits. A lock left by a build that was killed is taken over.
 */
export async function withBuildLock(fn, { file = BUILD_LOCK, onWait = () => {} } = {}) {
  mkdirSync(dirname(file), { recursive: true });
  let told = false;
  let unreadable = 0;
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = lockHolder(file);
    // An empty file is a lock being written right now; only if it stays empty was its writer killed.
    if (owner === undefined && ++unreadable < 5) {
      await sleep(POLL_MS);
      continue;
    }
    if (owner !== undefined && isRunning(owner)) {
      if (!told) onWait(owner);
      told = true;
      unreadable = 0;
      await sleep(POLL_MS);
      continue;
    }
    // Stale. Two waiters may take it over at the same moment: both write, the last write wins,
    // and the other sees someone else's pid after the pause and goes back to waiting.
    writeFileSync(file, String(process.pid));
    await sleep(100);
    if (lockHolder(file) === process.pid) break;
  }
  // process.exit() (a stop asked during the build) skips `finally`; the exit event does not.
  const onExit = () => release(file);
  process.on('exit', onExit);
  try {
    return await fn();
  } finally {
    process.removeListener('exit', onExit);
    release(file);
  }
}
