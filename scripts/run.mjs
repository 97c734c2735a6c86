// Small process helpers shared by the project's scripts (build, start, validate).
import { spawn } from 'node:child_process';

/** Runs a command with inherited stdio; resolves with its exit code (never rejects). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Impossible de lancer ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** `npx`-free way to call a binary installed in node_modules/.bin. */
export function bin(name) {
  return new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
}

/** Runs a TypeScript file with tsx (Node 20 cannot strip types itself). */
export function runTs(file, args = [], options = {}) {
  return run(process.execPath, ['--import', 'tsx', file, ...args], options);
}
