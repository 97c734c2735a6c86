// Helpers for tests that run the shop the way an operator does (`npm start`, `npm run backup`…),
// as real processes on loopback ports, and always stop what they started.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type Running = {
  child: ChildProcess;
  /** stdout and stderr so far, interleaved as they came. */
  output(): string;
  exited: Promise<Exit>;
  /** Kills the whole process tree (npm, the start script, the server) if it still runs. */
  kill(): void;
};

const running = new Set<Running>();

/**
 * Runs `npm <args>` in the checkout, in its own process group so that `kill()` reaches every
 * process under it. Signals sent by a test go to the npm process only, as a process manager does.
 */
export function runNpm(args: string[], env: Record<string, string | undefined> = {}): Running {
  const child = spawn('npm', args, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return track(child);
}

/**
 * Runs the server itself (`node --import tsx src/server/main.ts`, the project's Node), in its own
 * process group: a signal sent to `child` reaches the server as a process manager's would.
 */
export function runServer(env: Record<string, string | undefined>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return track(child);
}

function track(child: ChildProcess): Running {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const handle: Running = {
    child,
    output: () => output,
    exited,
    kill() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
  running.add(handle);
  return handle;
}

/**
 * For afterEach: nothing a test started keeps running, even a process whose parent is gone (the
 * group outlives npm).
 */
export function killAll(): void {
  for (const handle of running) handle.kill();
  running.clear();
}

/** Resolves once `check` is true; rejects after `timeoutMs` saying what was awaited. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`toujours pas après ${timeoutMs / 1000} s : ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Rejects if the process has not exited after `timeoutMs`. */
export function exitWithin(handle: Running, timeoutMs: number): Promise<Exit> {
  return Promise.race([
    handle.exited,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`pas arrêté après ${timeoutMs / 1000} s :\n${handle.output()}`)),
        timeoutMs,
      ).unref(),
    ),
  ]);
}

export async function isHealthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}
