// What the benches share: a LAGUNE server process on 127.0.0.1, started and stopped by PID, and
// latency percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export type RunningServer = { url: string; process: ChildProcess; stop(): Promise<void> };

/** A free loopback port. */
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

/**
 * Starts `src/server/main.ts` with `env` on a free port and waits until /api/health answers.
 * `cwd` (default: this checkout) runs another checkout's server, with its own `tsx` and modules.
 * `onOutput` reads what the server writes on stdout (then not shown); its errors still show.
 */
export async function startServer(
  env: Record<string, string>,
  options: { cwd?: string; onOutput?: (text: string) => void } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: options.cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', options.onOutput ? 'pipe' : 'inherit', 'inherit'],
  });
  const { onOutput } = options;
  if (onOutput) child.stdout?.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')));
  const url = `http://127.0.0.1:${port}`;
  const running: RunningServer = { url, process: child, stop: () => stopProcess(child) };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`le serveur s'est arrêté (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url}/api/health ne répond pas après ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL after 5 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** The p-th percentile (0–100) of `values`, by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}
