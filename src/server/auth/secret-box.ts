import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeKey } from '../config.ts';

/**
 * TOTP secrets at rest (ADR 0032): AES-256-GCM with a 12-byte random IV, the owner's user id as
 * associated data (a sealed secret copied onto another account does not open), and the key's id
 * in front: `v1.<key id>.<iv>.<ciphertext+tag>`, base64url. A secret sealed with another key is
 * refused loudly (`SecretKeyMismatchError`), never taken for a wrong code in silence.
 */
export type SecretBox = {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
};

export class SecretKeyMismatchError extends Error {
  constructor() {
    super(
      'Ce secret a été chiffré avec une autre clé MFA_ENCRYPTION_KEY : toutes les instances ' +
        'doivent utiliser la même clé.',
    );
    this.name = 'SecretKeyMismatchError';
  }
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('La clé MFA doit faire 32 octets.');
  const keyId = createHash('sha256').update('lagune-mfa-key-id').update(key).digest();
  const keyIdText = keyId.subarray(0, 6).toString('base64url');
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([
        cipher.update(plaintext, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return ['v1', keyIdText, iv.toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [version, id, ivText, bodyText] = sealed.split('.');
      if (version !== 'v1' || !ivText || !bodyText) throw new Error('Secret chiffré illisible.');
      if (id !== keyIdText) throw new SecretKeyMismatchError();
      const body = Buffer.from(bodyText, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([
        decipher.update(body.subarray(0, body.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export const KEY_FILE_NAME = 'mfa-encryption.key';

export type KeySource = { kind: 'config' } | { kind: 'file'; file: string; created: boolean };

/**
 * The key from MFA_ENCRYPTION_KEY, or else from DATA_DIR/mfa-encryption.key, written there (mode
 * 0600) by the first start. Two processes starting together on one DATA_DIR agree: the file is
 * created exclusively and whoever loses the race reads the winner's.
 */
export async function loadMfaKey(
  configured: Buffer | undefined,
  dataDir: string,
): Promise<{ key: Buffer; source: KeySource }> {
  if (configured) return { key: configured, source: { kind: 'config' } };
  const file = path.join(dataDir, KEY_FILE_NAME);
  await mkdir(dataDir, { recursive: true });
  const fresh = randomBytes(32);
  try {
    await writeFile(file, `${fresh.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    return { key: fresh, source: { kind: 'file', file, created: true } };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = decodeKey((await readFile(file, 'utf8')).trim());
  if (!key) {
    throw new Error(
      `Le fichier ${file} ne contient pas une clé de 32 octets en base64 : restaurez-le, ou ` +
        'donnez la clé dans MFA_ENCRYPTION_KEY.',
    );
  }
  await chmod(file, 0o600).catch(() => {});
  return { key, source: { kind: 'file', file, created: false } };
}
