// `npm run backup [-- --dir DIR] [--keep N]`: a timestamped backup of the shop's database, taken
// while the shop runs (src/server/ops/backup.ts). DIR defaults to BACKUP_DIR, else ./backups;
// --keep (or BACKUP_KEEP) removes all but the newest N backups of that kind afterwards. With
// BACKUP_PASSPHRASE the key of the authenticator secrets is sealed beside it (key-backup.ts).
// It ends with what the backup holds and what it left out, and why (backup-summary.ts).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { backup, defaultBackupDir, pruneBackups } from '../src/server/ops/backup.ts';
import { backupSummary, type KeyInBackup } from '../src/server/ops/backup-summary.ts';
import { checkPassphrase, currentKey, writeKeyBackup } from '../src/server/ops/key-backup.ts';

/** Elapsed seconds, written the French way (1,5). */
const seconds = (since: number) =>
  ((Date.now() - since) / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 });

try {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, keep: { type: 'string' } },
  });
  const config = loadConfig(process.env);
  const dir = values.dir === undefined ? defaultBackupDir() : path.resolve(values.dir);
  const keepText = values.keep ?? process.env.BACKUP_KEEP;
  const keep = keepText === undefined || keepText === '' ? undefined : Number(keepText);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))
    throw new Error('--keep (ou BACKUP_KEEP) doit être un entier ≥ 1');

  const passphrase = checkPassphrase(process.env.BACKUP_PASSPHRASE);

  const started = Date.now();
  const result = await backup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, dir);
  const size = (result.bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  console.log(`Sauvegarde écrite : ${result.file} (${size} Mo, ${seconds(started)} s)`);
  const key = await currentKey(config.mfaEncryptionKey, config.dataDir);
  const keyInBackup: KeyInBackup =
    key && passphrase
      ? { kind: 'sealed', file: await writeKeyBackup(result.file, key, passphrase) }
      : { kind: key ? 'no-passphrase' : 'no-key' };
  console.log(backupSummary(keyInBackup));
  // On the error stream too: a timer's journal shows it as a warning.
  if (keyInBackup.kind !== 'sealed')
    console.warn(
      '!!! ATTENTION : la clé du second facteur (MFA) N’EST PAS dans cette sauvegarde (voir ci-dessus).',
    );
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
