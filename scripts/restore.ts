// `npm run restore -- FILE [--force]`: restores a backup made by `npm run backup` into DATA_DIR
// (PGlite) or DATABASE_URL (PostgreSQL); a PGlite backup restored with DATABASE_URL moves the shop
// to that server. The target must be empty unless --force; stop the shop first. See
// src/server/ops/backup.ts. The MFA key sealed beside the backup (BACKUP_PASSPHRASE) comes back to
// DATA_DIR/mfa-encryption.key, so the authenticators keep working (key-backup.ts).
import { parseArgs } from 'node:util';
import { getTableName } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { mfaFactors } from '../src/server/db/schema.ts';
import { restore } from '../src/server/ops/backup.ts';
import { installKey, readKeyBackup } from '../src/server/ops/key-backup.ts';

/** Elapsed seconds, written the French way (1,5). */
const seconds = (since: number) =>
  ((Date.now() - since) / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 });

try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1)
    throw new Error('usage : npm run restore -- FICHIER [--force]');
  const config = loadConfig(process.env);
  // Opened first: a wrong passphrase stops the restore before anything is replaced.
  const key = await readKeyBackup(file, process.env.BACKUP_PASSPHRASE || undefined);
  const started = Date.now();
  const result = await restore(
    file,
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
    { force: values.force },
  );
  const where =
    result.driver === 'postgres'
      ? 'la base PostgreSQL de DATABASE_URL'
      : `${config.dataDir}/pglite`;
  if (result.moved) {
    const rows = result.moved.copied.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Base intégrée (PGlite) copiée vers le serveur PostgreSQL : ${result.moved.copied.length} tables, ${rows} lignes.`,
    );
    // Authenticator secrets are sealed with the key of the embedded shop's DATA_DIR, which is not
    // in the backup (README, MFA_ENCRYPTION_KEY): the server needs the same key to read them.
    const sealed = result.moved.copied.find((t) => t.table === getTableName(mfaFactors))?.rows ?? 0;
    if (sealed > 0)
      console.log(
        `${sealed} application(s) d’authentification enregistrée(s) : donnez à chaque instance ` +
          'MFA_ENCRYPTION_KEY = le contenu du fichier mfa-encryption.key du DATA_DIR de la boutique ' +
          'intégrée, sinon ces clients ne pourront plus valider leur code.',
      );
    if (result.moved.skipped.length > 0)
      console.log(
        `Tables non reprises (créées hors des migrations de la boutique) : ${result.moved.skipped.join(', ')}`,
      );
  }
  if (key) {
    const installed = await installKey(key, config.dataDir, config.mfaEncryptionKey);
    console.log(
      `Clé MFA restaurée${installed.file ? ` : ${installed.file}` : ''} (les applications d’authentification fonctionnent).`,
    );
    if (installed.configuredDiffers)
      console.log(
        'ATTENTION : MFA_ENCRYPTION_KEY diffère de la clé de cette sauvegarde : retirez-la (la clé ' +
          'restaurée est lue dans DATA_DIR/mfa-encryption.key) ou donnez-lui la valeur de ce fichier.',
      );
  } else {
    console.log(
      'Aucune clé MFA jointe à cette sauvegarde : sans la clé d’origine (MFA_ENCRYPTION_KEY ou ' +
        'mfa-encryption.key), les applications d’authentification ne pourront plus être vérifiées.',
    );
  }
  console.log(`Restauration terminée dans ${where} (${seconds(started)} s).`);
  if (result.movedAside) console.log(`L’ancienne base a été mise de côté : ${result.movedAside}`);
} catch (error) {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : error;
  console.error(`Restauration impossible : ${message}`);
  process.exit(1);
}
