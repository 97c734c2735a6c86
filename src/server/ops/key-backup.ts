// The key that seals the authenticator secrets (MFA_ENCRYPTION_KEY or DATA_DIR/mfa-encryption.key)
// travels with each backup, sealed with a passphrase the owner chooses (BACKUP_PASSPHRASE):
// a lost disk then loses nothing a restore cannot bring back, and the backup file alone opens no
// secret (docs/decisions/0107).
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { KEY_FILE_NAME } from '../auth/secret-box.ts';
import { decodeKey } from '../config.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** Beside `lagune-…tar.gz` / `lagune-….dump`: `lagune-…tar.gz.mfa-key.json`. */
export const KEY_BACKUP_SUFFIX = '.mfa-key.json';
export const MIN_PASSPHRASE_LENGTH = 12;
// The passwords' cost (docs/decisions/0030): a stolen backup is a long offline guess per try.
const KDF = { N: 2 ** 17, r: 8, p: 1 } as const;

export class KeyBackupError extends Error {}

export const keyBackupFile = (backupFile: string) => `${backupFile}${KEY_BACKUP_SUFFIX}`;

const sealedSchema = z.object({
  format: z.literal('lagune-mfa-key'),
  version: z.literal(1),
  kdf: z.object({
    name: z.literal('scrypt'),
    N: z.number().int(),
    r: z.number().int(),
    p: z.number().int(),
    salt: z.string(),
  }),
  iv: z.string(),
  sealed: z.string(),
});

/** A usable passphrase, or a French reason. */
export function checkPassphrase(passphrase: string | undefined): string | undefined {
  if (passphrase === undefined || passphrase === '') return undefined;
  if (passphrase.length < MIN_PASSPHRASE_LENGTH)
    throw new KeyBackupError(
      `BACKUP_PASSPHRASE doit contenir au moins ${MIN_PASSPHRASE_LENGTH} caractères.`,
    );
  return passphrase;
}

async function derive(passphrase: string, salt: Buffer, kdf: { N: number; r: number; p: number }) {
  return scryptAsync(passphrase, salt, 32, { ...kdf, maxmem: 256 * 1024 * 1024 });
}

/** The key sealed with AES-256-GCM under a scrypt key of the passphrase, as JSON text. */
export async function sealKey(key: Buffer, passphrase: string): Promise<string> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await derive(passphrase, salt, KDF), iv);
  cipher.setAAD(Buffer.from('lagune-mfa-key.v1'));
  const sealed = Buffer.concat([cipher.update(key), cipher.final(), cipher.getAuthTag()]);
  return `${JSON.stringify(
    {
      format: 'lagune-mfa-key',
      version: 1,
      kdf: { name: 'scrypt', ...KDF, salt: salt.toString('base64') },
      iv: iv.toString('base64'),
      sealed: sealed.toString('base64'),
    },
    null,
    2,
  )}\n`;
}

/** The key back from `sealKey`'s text; a wrong passphrase or a damaged file says so in French. */
export async function openKey(text: string, passphrase: string): Promise<Buffer> {
  let parsed;
  try {
    parsed = sealedSchema.parse(JSON.parse(text));
  } catch {
    throw new KeyBackupError('Le fichier de la clé MFA sauvegardée est illisible ou abîmé.');
  }
  const { kdf } = parsed;
  if (kdf.N > 2 ** 20 || kdf.r > 16 || kdf.p > 4)
    throw new KeyBackupError('Le fichier de la clé MFA sauvegardée est illisible ou abîmé.');
  const body = Buffer.from(parsed.sealed, 'base64');
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      await derive(passphrase, Buffer.from(kdf.salt, 'base64'), kdf),
      Buffer.from(parsed.iv, 'base64'),
    );
    decipher.setAAD(Buffer.from('lagune-mfa-key.v1'));
    decipher.setAuthTag(body.subarray(body.length - 16));
    const key = Buffer.concat([
      decipher.update(body.subarray(0, body.length - 16)),
      decipher.final(),
    ]);
    if (key.length !== 32) throw new Error('taille');
    return key;
  } catch {
    throw new KeyBackupError(
      'BACKUP_PASSPHRASE ne correspond pas à la clé MFA de cette sauvegarde : rien n’a été restauré.',
    );
  }
}

/**
 * The key the shop seals its secrets with, read only: MFA_ENCRYPTION_KEY, else the DATA_DIR file
 * (never created here: a backup must not invent a key the shop does not use).
 */
export async function currentKey(
  configured: Buffer | undefined,
  dataDir: string,
): Promise<Buffer | undefined> {
  if (configured) return configured;
  try {
    return decodeKey((await readFile(path.join(dataDir, KEY_FILE_NAME), 'utf8')).trim());
  } catch {
    return undefined;
  }
}

/** Writes the sealed key beside `backupFile` (mode 0600). */
export async function writeKeyBackup(backupFile: string, key: Buffer, passphrase: string) {
  const file = keyBackupFile(backupFile);
  await writeFile(file, await sealKey(key, passphrase), { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}

export type KeyRestore = {
  /** Where the key was written, or undefined when the file already held it. */
  file: string | undefined;
  /** MFA_ENCRYPTION_KEY is set to another key: the server would read that one, not the file. */
  configuredDiffers: boolean;
};

/**
 * The key goes to DATA_DIR/mfa-encryption.key, where the server reads it when MFA_ENCRYPTION_KEY
 * is not set. A different key already there is kept aside, never overwritten silently.
 */
export async function installKey(
  key: Buffer,
  dataDir: string,
  configured: Buffer | undefined,
): Promise<KeyRestore> {
  const configuredDiffers = configured !== undefined && !configured.equals(key);
  const file = path.join(dataDir, KEY_FILE_NAME);
  await mkdir(dataDir, { recursive: true });
  let existing: string | undefined;
  try {
    existing = (await readFile(file, 'utf8')).trim();
  } catch {
    existing = undefined;
  }
  if (existing === key.toString('base64')) return { file: undefined, configuredDiffers };
  if (existing !== undefined)
    await writeFile(`${file}.avant-restauration-${Date.now()}`, `${existing}\n`, { mode: 0o600 });
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { file, configuredDiffers };
}

/**
 * Opens the sealed key beside `backupFile`, if any, before anything is restored (a wrong or
 * missing passphrase stops the restore). Undefined when the backup carries no key.
 */
export async function readKeyBackup(
  backupFile: string,
  passphrase: string | undefined,
): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(keyBackupFile(backupFile), 'utf8');
  } catch {
    return undefined;
  }
  if (!passphrase)
    throw new KeyBackupError(
      `Cette sauvegarde porte la clé MFA chiffrée (${path.basename(keyBackupFile(backupFile))}) : ` +
        'donnez BACKUP_PASSPHRASE (la phrase choisie à la sauvegarde) pour la restaurer aussi.',
    );
  return openKey(text, passphrase);
}
