// `npm start`: build the shop if the build is missing or out of date, then run the server.
// Signals are forwarded so Ctrl+C and SIGTERM shut the server down gracefully.
import { spawn } from 'node:child_process';
import { buildDir, buildIsCurrent } from './build-stamp.mjs';
import { run } from './run.mjs';

if (!buildIsCurrent()) {
  console.log('Construction de la boutique (première fois ou sources modifiées)…');
  const code = await run(process.execPath, ['scripts/build.mjs']);
  if (code !== 0) process.exit(code);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    BUILD_DIR: buildDir(),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
