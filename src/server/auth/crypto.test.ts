import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCode, newSixDigitCode, newToken } from './codes.ts';
import { isLeakedPassword } from './leaked-passwords.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { createSecretBox, loadMfaKey, SecretKeyMismatchError } from './secret-box.ts';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUrl, totpCode } from './totp.ts';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1, secret "12345678901234567890": the last 6 of its 8 digits.
  const secret = base32Encode(Buffer.from('12345678901234567890'));
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totpCode(secret, seconds * 1000)).toBe(code);
  });

  it('RFC 4226 HOTP vectors', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((c) => hotp(key, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('base32 round-trips and reads spaces and lower case', () => {
    const bytes = randomBytes(20);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode('gezd gnbv')).toEqual(Buffer.from('12345'));
  });

  it('accepts one step either side, refuses two, and never a step already used', () => {
    const now = 1_800_000_000_000;
    const at = (offset: number) => totpCode(secret, now + offset * 30_000);
    const step = Math.floor(now / 30_000);
    expect(matchTotp(secret, at(-1), null, now)).toBe(step - 1);
    expect(matchTotp(secret, at(1), null, now)).toBe(step + 1);
    expect(matchTotp(secret, at(-2), null, now)).toBeNull();
    expect(matchTotp(secret, at(2), null, now)).toBeNull();
    expect(matchTotp(secret, at(0), step, now)).toBeNull();
    expect(matchTotp(secret, at(1), step, now)).toBe(step + 1);
    expect(matchTotp(secret, '12345', null, now)).toBeNull();
  });

  it('builds the otpauth URL authenticator apps read', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'LAGUNE', 'awa@example.ci'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/LAGUNE:awa@example.ci');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'LAGUNE',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('password hashing', () => {
  it('stores argon2id 19 MiB, t=2, p=1 with a salt of its own, and verifies only the right password', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Kpokpa#Abidjan7'),
      hashPassword('Kpokpa#Abidjan7'),
    ]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
    expect(await verifyPassword('Kpokpa#Abidjan7', a)).toBe(true);
    expect(await verifyPassword('kpokpa#Abidjan7', a)).toBe(false);
    expect(await verifyPassword('Kpokpa#Abidjan7', 'pas un hash')).toBe(false);
  });

  it('still verifies a scrypt hash made before argon2id, and says to replace it', async () => {
    // scrypt N=2^17 r=8 p=1 of 'Kpokpa#Abidjan7', as the previous code stored it.
    const salt = randomBytes(16);
    const key = scryptSync('Kpokpa#Abidjan7', salt, 32, {
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: 256 * 1024 * 1024,
    });
    const old = ['scrypt', 17, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('Kpokpa#Abidjan7', old)).toBe(true);
    expect(await verifyPassword('Kpokpa#Abidjan8', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });
});

describe('leaked passwords', () => {
  it.each([
    ['Password1!', true],
    ['Soleil2024!', true],
    ['Azerty123!', true],
    ['123456789', true],
    ['Kpokpa#Abidjan7', false],
    ['Lagune#Cocody42', false],
  ])('%s → %s', async (password, leaked) => {
    expect(await isLeakedPassword(password)).toBe(leaked);
  });
});

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals without showing the secret, opens for its owner only', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed); // fresh IV each time
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'user-2')).toThrow();
    // One bit of the sealed bytes flipped (not the text's last characters: base64's last one may
    // carry unused bits, and a change there can leave the bytes as they were).
    const [version, keyId, iv, body] = sealed.split('.') as [string, string, string, string];
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    const tampered = [version, keyId, iv, bytes.toString('base64url')].join('.');
    expect(() => box.open(tampered, 'user-1')).toThrow();
  });

  it('says clearly when a secret was sealed with another key', () => {
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(box.seal('X', 'u'), 'u')).toThrow(SecretKeyMismatchError);
  });

  it('generates the key file once with mode 0600, then reads it; a configured key wins', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lagune-key-'));
    try {
      const first = await loadMfaKey(undefined, dir);
      expect(first.source).toMatchObject({ kind: 'file', created: true });
      const file = path.join(dir, 'mfa-encryption.key');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const second = await loadMfaKey(undefined, dir);
      expect(second.source).toMatchObject({ kind: 'file', created: false });
      expect(second.key.equals(first.key)).toBe(true);
      const configured = randomBytes(32);
      expect((await loadMfaKey(configured, dir)).key).toBe(configured);
      writeFileSync(file, 'abîmé\n');
      await expect(loadMfaKey(undefined, dir)).rejects.toThrow(/MFA_ENCRYPTION_KEY/);
      expect(readFileSync(file, 'utf8')).toBe('abîmé\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('codes and tokens', () => {
  it('draws 256-bit tokens, 6-digit codes and dash-separated recovery codes', () => {
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSixDigitCode()).toMatch(/^\d{6}$/);
    const code = newRecoveryCode();
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    expect(hashRecoveryCode(code.toLowerCase().replace('-', ' '))).toBe(hashRecoveryCode(code));
  });
});
