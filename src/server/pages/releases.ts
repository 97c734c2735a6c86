import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** How long the list of earlier releases is kept before it is read again (unless BUILD_DIR moved). */
const LIST_TTL_MS = 10_000;

/**
 * The client folders of the releases beside the one BUILD_DIR links to (`npm run deploy` keeps
 * them at least a day, ADR 0097), newest first; none when BUILD_DIR is a plain folder.
 */
export function earlierReleaseClients(clientDir: string): () => Promise<string[]> {
  const buildDir = path.dirname(clientDir);
  let cached: { at: number; current: string; list: Promise<string[]> } | undefined;
  async function read(current: string): Promise<string[]> {
    const link = await lstat(buildDir).catch(() => undefined);
    if (!link?.isSymbolicLink()) return [];
    const parent = path.dirname(current);
    const names = await readdir(parent).catch(() => [] as string[]);
    const releases = await Promise.all(
      names
        .map((name) => path.join(parent, name))
        .filter((dir) => dir !== current)
        .map(async (dir) => ({
          dir,
          info: await stat(path.join(dir, 'client')).catch(() => undefined),
        })),
    );
    return releases
      .filter((r) => r.info?.isDirectory())
      .sort((a, b) => b.info!.mtimeMs - a.info!.mtimeMs)
      .map((r) => path.join(r.dir, 'client'));
  }
  return async () => {
    const current = await realpath(buildDir).catch(() => buildDir);
    if (!cached || cached.current !== current || Date.now() - cached.at > LIST_TTL_MS)
      cached = { at: Date.now(), current, list: read(current).catch(() => []) };
    return cached.list;
  };
}
