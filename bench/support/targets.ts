// The servers a bench measures, side by side: already-running ones given as `--url LABEL=URL`
// (repeatable), or checkouts whose server the bench starts itself, `--checkout LABEL=DIR`
// (repeatable: another worktree's `src/server/main.ts`, with its `build/`, built first if missing).
// Without either, the bench starts this checkout's server (`BUILD_DIR`, default `build`). Every
// server started here listens on 127.0.0.1 (free port) with a throwaway DATA_DIR, and is stopped by
// PID at the end, also on Ctrl-C.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer } from './server.ts';

export type Spec = { label: string; value: string };

export interface BenchArgs {
  /** `--runs N` (null when not given). */
  runs: number | null;
  /** `--seconds N` (null when not given). */
  seconds: number | null;
  urls: Spec[];
  checkouts: Spec[];
  /** `--miss-url LABEL=URL`: a running server started with PAGE_CACHE=off (bench/pages.ts). */
  missUrls: Spec[];
  /** `--photo`: the product page measured shows an uploaded photo (bench/support/uploaded-photo.ts). */
  photo: boolean;
  /** `--path /x` (repeatable): only these of the bench's pages (bench/lighthouse.ts). */
  paths: string[];
}

const USAGE = `options : --runs N  --seconds N  --url LABEL=http://127.0.0.1:PORT  --checkout LABEL=DOSSIER  --miss-url LABEL=URL  --photo  --path /chemin`;

function spec(option: string, text: string | undefined): Spec {
  const at = text?.indexOf('=') ?? -1;
  if (!text || at <= 0 || at === text.length - 1)
    throw new Error(`${option} attend LABEL=VALEUR (reçu : ${text ?? 'rien'})\n${USAGE}`);
  return { label: text.slice(0, at), value: text.slice(at + 1) };
}

/** Reads the command line (`--opt value` or `--opt=value`). Unknown options are an error. */
export function parseArgs(argv: string[] = process.argv.slice(2)): BenchArgs {
  const args: BenchArgs = {
    runs: null,
    seconds: null,
    urls: [],
    checkouts: [],
    missUrls: [],
    photo: false,
    paths: [],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const raw = argv[i]!;
    const eq = raw.startsWith('--') ? raw.indexOf('=') : -1;
    const name = eq > 0 ? raw.slice(0, eq) : raw;
    const value = () => (eq > 0 ? raw.slice(eq + 1) : argv[++i]);
    switch (name) {
      case '--runs':
      case '--seconds': {
        const n = Number(value());
        if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} attend un nombre > 0`);
        args[name === '--runs' ? 'runs' : 'seconds'] = name === '--runs' ? Math.round(n) : n;
        break;
      }
      case '--url':
        args.urls.push(spec(name, value()));
        break;
      case '--checkout':
        args.checkouts.push(spec(name, value()));
        break;
      case '--miss-url':
        args.missUrls.push(spec(name, value()));
        break;
      case '--photo':
        args.photo = true;
        break;
      case '--path': {
        const path = value();
        if (!path?.startsWith('/')) throw new Error(`--path attend un chemin (/…), reçu ${path}`);
        args.paths.push(path);
        break;
      }
      default:
        throw new Error(`option inconnue : ${raw}\n${USAGE}`);
    }
  }
  for (const s of [...args.urls, ...args.missUrls])
    if (!/^https?:\/\//.test(s.value))
      throw new Error(`${s.label} : URL attendue, reçu ${s.value}`);
  return args;
}

export type Target = {
  label: string;
  /** Origin without a trailing slash. */
  url: string;
  /** Set when the bench started this server (and must stop it). */
  server?: RunningServer;
  dataDir?: string;
};

const started: Target[] = [];
let signalsHooked = false;

function hookSignals() {
  if (signalsHooked) return;
  signalsHooked = true;
  const onSignal = () => void stopTargets().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

/** Starts the server of the checkout in `dir` (building it first when its build folder is
 * missing) with a throwaway DATA_DIR and `env` added. */
export async function startCheckout(
  label: string,
  dir: string,
  env: Record<string, string> = {},
): Promise<Target> {
  hookSignals();
  const cwd = resolve(dir);
  const own = cwd === process.cwd();
  const buildDir = own ? resolve(process.env.BUILD_DIR || 'build') : join(cwd, 'build');
  if (!existsSync(buildDir)) {
    console.log(`${label} : pas de build dans ${buildDir}, npm run build…`);
    execFileSync('npm', ['run', 'build'], {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BUILD_DIR: buildDir },
    });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lagune-bench-'));
  try {
    // The load comes from one address: the per-address connection cap (CONNECTIONS_PER_IP, ADR
    // 0101) would refuse part of it. Older servers ignore the variable.
    const server = await startServer(
      { DATA_DIR: dataDir, BUILD_DIR: buildDir, CONNECTIONS_PER_IP: '0', ...env },
      { cwd },
    );
    const target: Target = { label, url: server.url, server, dataDir };
    started.push(target);
    return target;
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The targets of the command line, or this checkout's server when none is given. */
export async function openTargets(
  args: BenchArgs,
  env: Record<string, string> = {},
): Promise<Target[]> {
  const targets: Target[] = args.urls.map((s) => ({
    label: s.label,
    url: s.value.replace(/\/+$/, ''),
  }));
  const checkouts = args.checkouts.length
    ? args.checkouts
    : args.urls.length
      ? []
      : [{ label: 'checkout', value: '.' }];
  for (const c of checkouts) targets.push(await startCheckout(c.label, c.value, env));
  for (const t of targets) {
    const ok = await fetch(`${t.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ok) console.log(`attention : ${t.label} (${t.url}) ne répond pas à /api/health`);
  }
  return targets;
}

/** Stops every server this process started, by PID, and removes their data folders. */
export async function stopTargets(): Promise<void> {
  while (started.length) {
    const t = started.pop()!;
    await t.server?.stop();
    if (t.dataDir) rmSync(t.dataDir, { recursive: true, force: true });
  }
}

/** Run `run` (0-based) visits the targets in this order: reversed every other run, so that the
 * machine's noise (other work on the shared cores) hits every target alike. */
export function alternate<T>(items: readonly T[], run: number): T[] {
  return run % 2 === 0 ? [...items] : [...items].reverse();
}

export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const m = sorted.length >> 1;
  return sorted.length % 2 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2;
}
