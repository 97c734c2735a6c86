#!/usr/bin/env node
// Makes sure the system programs the tests need are present: Debian's Chromium (Playwright) and
// the PostgreSQL server binaries (API tests against a real server). Usage:
//   node scripts/ensure-system-deps.mjs [chromium] [postgres] [java]
// Fast no-op when present; installs with apt-get when running as root; otherwise says how.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest installed PostgreSQL server (`/usr/lib/postgresql/<v>/bin`), or undefined. */
export function findPostgresBinDir(root = POSTGRES_ROOT) {
  let versions;
  try {
    versions = readdirSync(root);
  } catch {
    return undefined;
  }
  const found = versions
    .filter((v) => /^\d+(\.\d+)?$/.test(v) && existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return found[0] === undefined ? undefined : path.join(root, found[0], 'bin');
}

const DEPS = {
  chromium: { present: () => existsSync(CHROMIUM_PATH), apt: 'chromium' },
  postgres: { present: () => findPostgresBinDir() !== undefined, apt: 'postgresql' },
  // The Nu HTML Checker (vnu-jar) in src/server/pages/seo-pages.test.ts (ADR 0117).
  java: { present: () => existsSync('/usr/bin/java'), apt: 'default-jre-headless' },
};

function ensure(names) {
  const missing = names.filter((name) => !DEPS[name].present());
  if (missing.length === 0) return 0;
  const packages = missing.map((name) => DEPS[name].apt);
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`Manquant : ${missing.join(', ')}. Installez-les avec : sudo ${command}`);
    return 1;
  }
  console.log(`Installation de ${packages.join(', ')} avec apt-get…`);
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', ...packages], {
      stdio: 'inherit',
      env,
    });
  } catch {
    console.error(`L'installation a échoué. Essayez à la main : ${command}`);
    return 1;
  }
  const still = names.filter((name) => !DEPS[name].present());
  if (still.length > 0) {
    console.error(`Toujours introuvable après installation : ${still.join(', ')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const unknown = args.filter((name) => !(name in DEPS));
  if (unknown.length > 0) {
    console.error(
      `Inconnu : ${unknown.join(', ')}. Usage : node scripts/ensure-system-deps.mjs [chromium] [postgres] [java]`,
    );
    process.exit(2);
  }
  process.exit(ensure(args.length > 0 ? args : Object.keys(DEPS)));
}
