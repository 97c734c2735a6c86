// pg_dump / pg_restore for the PostgreSQL driver. The password never goes on a command line
// (other users of the machine can read those in `ps`): it travels in PGPASSWORD.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findPostgresBinDir } from '../../../scripts/ensure-system-deps.mjs';

export const MISSING_PG_TOOLS =
  'pg_dump et pg_restore sont introuvables. Installez les outils clients PostgreSQL ' +
  '(Debian : apt-get install postgresql-client), de la même version que le serveur ou plus récents.';

/** The newest pg_dump / pg_restore installed (Debian's versioned folders first), else PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dir = findPostgresBinDir();
  if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  return name;
}

/** A connection URL without its password, and the environment that carries the password. */
export function connectionFor(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: parsed.toString(), env };
}

/** Runs a PostgreSQL client tool; rejects with its stderr (never with the arguments). */
export function runPgTool(
  name: 'pg_dump' | 'pg_restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      pgTool(name),
      args,
      { env, maxBuffer: 1024 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          return reject(new Error(MISSING_PG_TOOLS));
        reject(new Error(`${name} a échoué : ${stderr.trim() || error.message}`));
      },
    );
  });
}
