// `npm run backup [-- --dir DIR] [--keep N]`: a timestamped backup of the shop's database, taken
// while the shop runs (src/server/ops/backup.ts). DIR defaults to BACKUP_DIR, else ./backups;
// --keep (or BACKUP_KEEP) removes all but the newest N backups of that kind afterwards.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { backup, pruneBackups } from '../src/server/ops/backup.ts';

/** Elapsed seconds, written the French way (1,5). */
const seconds = (since: number) =>
  ((Date.now() - since) / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 });

try {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, keep: { type: 'string' } },
  });
  const config = loadConfig(process.env);
  const dir = path.resolve(values.dir ?? (process.env.BACKUP_DIR || 'backups'));
  const keepText = values.keep ?? process.env.BACKUP_KEEP;
  const keep = keepText === undefined || keepText === '' ? undefined : Number(keepText);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))
    throw new Error('--keep (ou BACKUP_KEEP) doit être un entier ≥ 1');

  const started = Date.now();
  const result = await backup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, dir);
  const size = (result.bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  console.log(`Sauvegarde écrite : ${result.file} (${size} Mo, ${seconds(started)} s)`);
  if (keep !== undefined) {
    const removed = pruneBackups(dir, result.driver, keep);
    if (removed.length > 0)
      console.log(`Anciennes sauvegardes supprimées (${removed.length}) : ${removed.join(', ')}`);
  }
} catch (error) {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : error;
  console.error(`Sauvegarde impossible : ${message}`);
  process.exit(1);
}
