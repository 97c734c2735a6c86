import { existsSync } from 'node:fs';
import { mkdir, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a new PGlite database takes on its first start (~39 MB), with room for its first days. */
export const PGLITE_FIRST_START_BYTES = 64 * 1024 * 1024;

export class DataDirError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataDirError';
  }
}

function problem(dataDir: string, error: unknown): DataDirError {
  const code = (error as NodeJS.ErrnoException).code;
  const where = `DATA_DIR (${dataDir})`;
  const message =
    code === 'EROFS'
      ? `${where} est sur un disque en lecture seule : la boutique ne peut pas y écrire ses données. Montez-le en écriture, ou choisissez un autre dossier avec DATA_DIR.`
      : code === 'EACCES' || code === 'EPERM'
        ? `${where} n’est pas accessible en écriture pour l’utilisateur qui lance la boutique. Donnez-lui les droits (chown), ou choisissez un autre dossier avec DATA_DIR.`
        : code === 'ENOSPC' || code === 'EDQUOT'
          ? `${where} : le disque est plein. Libérez de la place, ou choisissez un autre dossier avec DATA_DIR.`
          : code === 'ENOTDIR' || code === 'EEXIST'
            ? `${where} n’est pas un dossier : un fichier porte ce nom (ou celui d’un dossier parent). Déplacez-le, ou choisissez un autre dossier avec DATA_DIR.`
            : `${where} est inutilisable (${code ?? (error as Error).message}). Vérifiez le dossier, ou choisissez-en un autre avec DATA_DIR.`;
  return new DataDirError(message, { cause: error });
}

/**
 * mkdir -p, but with the real reason when it fails: a recursive mkdir on a read-only disk reports
 * ENOENT, so the first missing level is made alone to hear EROFS, EACCES…
 */
async function makeFolder(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    let missing = path.resolve(dir);
    while (!existsSync(path.dirname(missing)) && path.dirname(missing) !== missing)
      missing = path.dirname(missing);
    await mkdir(missing);
    throw error;
  }
}

/**
 * Checked before anything opens at start: DATA_DIR is (or can be made) a folder this process can
 * write to, and, when PGlite will create its database there, has the room that takes. Each failure
 * is one French sentence that says what to do, instead of an errno deep inside the database.
 */
export async function checkDataDir(
  dataDir: string,
  { pglite }: { pglite: boolean },
): Promise<void> {
  try {
    const existing = await stat(dataDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (existing && !existing.isDirectory()) throw Object.assign(new Error(), { code: 'ENOTDIR' });
    await makeFolder(dataDir);
    const probe = path.join(dataDir, `.ecriture-${process.pid}`);
    try {
      await writeFile(probe, Buffer.alloc(64 * 1024));
    } finally {
      await rm(probe, { force: true });
    }
  } catch (error) {
    throw problem(dataDir, error);
  }
  if (!pglite) return;
  const fresh = await stat(path.join(dataDir, 'pglite')).then(
    () => false,
    () => true,
  );
  if (!fresh) return;
  const fs = await statfs(dataDir);
  const free = fs.bavail * fs.bsize;
  if (free < PGLITE_FIRST_START_BYTES) {
    throw new DataDirError(
      `DATA_DIR (${dataDir}) : espace disque insuffisant pour créer la base (${Math.floor(free / 1024 / 1024)} Mo libres, ` +
        `il en faut ${PGLITE_FIRST_START_BYTES / 1024 / 1024}). Libérez de la place, ou choisissez un autre dossier avec DATA_DIR.`,
    );
  }
}
