// The npm registry mirror this project is built against does not serve some platform-specific
// optional packages (e.g. @tailwindcss/oxide-win32-x64-msvc, @rollup/rollup-darwin-arm64), so
// `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock file as
// "out of sync". This script adds a lock entry for each missing optional dependency with the
// os/cpu/libc it targets, so `npm ci` knows to skip it on this platform instead of fetching it.
// Run it after `npm install` changes the lock file: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'win32',
  'sunos',
  'aix',
];
const CPU = [
  'arm64',
  'arm',
  'x64',
  'ia32',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'wasm32',
  'mips64el',
];

/** Platform fields from a package name such as `@rollup/rollup-linux-arm-musleabihf`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const entry = {};
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (os === 'linux') entry.libc = [parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc'];
  return os || cpu ? entry : undefined;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (packages[nested] || packages[top]) continue;
    const platform = platformOf(name);
    if (!platform) continue; // only platform builds are known to be missing from the mirror
    packages[top] = { version, ...platform, optional: true };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} entrée(s) de plateforme ajoutée(s).`);
