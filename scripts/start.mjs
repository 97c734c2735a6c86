// `npm start`: build the shop if the build is missing or out of date, then run the server.
// SIGINT and SIGTERM (Ctrl+C, systemd, docker stop) are passed on, so the server stops gracefully:
// in-flight requests finish, the database closes and its lock is released. The exit code tells a
// process manager whether to restart: 0 after a stop that was asked for, non-zero when the server
// failed or was killed by anything else.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { withBuildLock } from './build-lock.mjs';
import { buildDir, buildIsCurrent } from './build-stamp.mjs';
import { runtimeLines } from './runtime.mjs';

for (const line of runtimeLines()) console.log(line);

// The server gives in-flight requests 10 s (src/server/main.ts); past this it is killed.
const STOP_GRACE_MS = 12_000;

/** The build or the server, whichever runs now. */
let current;
let requested;

function onSignal(signal) {
  if (requested) return;
  requested = signal;
  if (!current) process.exit(0); // e.g. waiting for another instance's build: nothing to stop
  const { child, label, group } = current;
  // The build runs in its own process group, so that its children (vite…) stop with it.
  if (group) process.kill(-child.pid, signal);
  else child.kill(signal);
  setTimeout(() => {
    console.error(`${label} ne s'est pas arrêté en ${STOP_GRACE_MS / 1000} s : arrêt forcé.`);
    if (group) process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  }, STOP_GRACE_MS).unref();
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

/** Runs `node <args>` and resolves with how it ended. */
function runNode(label, args, { group = false, env = process.env } = {}) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', detached: group, env });
  current = { child, label, group };
  return new Promise((resolve) => {
    child.on('error', () => resolve({ code: 1, signal: null }));
    child.on('exit', (code, signal) => {
      current = undefined;
      resolve({ code, signal });
    });
  });
}

/** This script's exit code once a child ended: 0 only for a clean or asked-for stop. */
function exitCodeOf({ code, signal }) {
  if (requested && (code === 0 || signal === requested)) return 0;
  if (signal) return 128 + (constants.signals[signal] ?? 0);
  return code ?? 1;
}

const build = await withBuildLock(
  async () => {
    if (buildIsCurrent()) return undefined;
    console.log(
      `Construction de la boutique dans ${buildDir()}/ (première fois ou sources modifiées)…`,
    );
    return runNode('Le build', ['scripts/build.mjs'], { group: true });
  },
  {
    onWait: (pid) =>
      console.log(`Une autre instance construit la boutique (processus ${pid}) : attente…`),
  },
);
if (build && (requested || exitCodeOf(build) !== 0)) process.exit(exitCodeOf(build));

const server = await runNode('Le serveur', ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, BUILD_DIR: buildDir() },
});
if (server.signal && server.signal !== requested) {
  console.error(`Le serveur a été tué par le signal ${server.signal}.`);
}
process.exit(exitCodeOf(server));
