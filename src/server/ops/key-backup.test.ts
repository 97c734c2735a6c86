// A lost disk must not make every authenticator unreadable. `npm run backup`
// carries the MFA key sealed with BACKUP_PASSPHRASE; `npm run restore` onto a new machine (a fresh
// DATA_DIR, a new database) brings it back, and a customer's authenticator code verifies there.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { totpCode } from '../auth/totp.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { createUser, GOOD_PASSWORD, sessionCookie, signIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { npmRun } from './backup-fixtures.ts';
import { backupSignal } from './backup.ts';
import { KeyBackupError, openKey, sealKey } from './key-backup.ts';
import { killAll } from './test-processes.ts';

const PASSPHRASE = 'Lagune sauvegarde du lundi 2026';
const silent = { info() {}, error() {} };

afterEach(killAll);

describe('the sealed MFA key', () => {
  it('opens with its passphrase only, and says so in French otherwise', async () => {
    const key = Buffer.alloc(32, 7);
    const text = await sealKey(key, PASSPHRASE);
    expect(text).not.toContain(key.toString('base64'));
    expect((await openKey(text, PASSPHRASE)).equals(key)).toBe(true);
    await expect(openKey(text, 'une autre phrase secrète')).rejects.toThrow(
      /BACKUP_PASSPHRASE ne correspond pas/,
    );
    await expect(openKey('{"format":"x"}', PASSPHRASE)).rejects.toBeInstanceOf(KeyBackupError);
  });
});

describe.each(DRIVERS)('backup and restore of the MFA key on %s', (driver) => {
  let s: TestApp;
  let work: string;
  let detach: (() => Promise<void>) | undefined;
  let secret: string;
  const email = 'sauvegardee@example.ci';

  beforeAll(async () => {
    s = await createTestApp(driver);
    work = mkdtempSync(path.join(os.tmpdir(), 'lagune-key-backup-'));
    if (driver === 'pglite') {
      // This test process plays the running server, as in backup.test.ts.
      const signal = backupSignal(s.t.location.dataDir);
      signal.attach(s.t.database, silent);
      detach = signal.detach;
    }
    // A customer with an authenticator, its secret sealed with this shop's key.
    await createUser(s.t.database.db, { email });
    const cookie = await signIn(s.app, email);
    const enrolled = await s.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/enroll',
      headers: { cookie },
      payload: { currentPassword: GOOD_PASSWORD },
    });
    secret = enrolled.json().secret;
    const activated = await s.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/totp/activate',
      headers: { cookie },
      payload: { code: totpCode(secret, Date.now() - 30_000) },
    });
    expect(activated.statusCode).toBe(200);
  });

  afterAll(async () => {
    await detach?.();
    await s?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** A new machine: an empty DATA_DIR, and for PostgreSQL a new database on the server. */
  async function newMachine(name: string) {
    const dataDir = path.join(work, name);
    if (driver === 'pglite')
      return { dataDir, databaseUrl: undefined, drop: async () => {} } as const;
    const serverUrl = s.t.location.databaseUrl!;
    const database = `${name.replaceAll('-', '_')}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return {
      dataDir,
      databaseUrl: url.toString(),
      drop: async () => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${database} with (force)`);
        await client.end();
      },
    };
  }

  it(
    'carries the key sealed with the owner’s passphrase; a restore on a new machine verifies an authenticator code',
    { timeout: 240_000 },
    async () => {
      const backups = path.join(work, 'backups');
      const source = {
        DATA_DIR: s.t.location.dataDir,
        DATABASE_URL: s.t.location.databaseUrl ?? '',
        BACKUP_PASSPHRASE: PASSPHRASE,
      };
      const made = await npmRun('backup', ['--dir', backups], source);
      expect(made.code, made.output).toBe(0);
      expect(made.output).toContain(
        'Inclus : la clé du second facteur (MFA) — chiffrée avec BACKUP_PASSPHRASE',
      );
      const backupFile = path.join(
        backups,
        readdirSync(backups).find((f) => !f.endsWith('.mfa-key.json'))!,
      );
      const sealed = `${backupFile}.mfa-key.json`;
      expect(statSync(sealed).mode & 0o777).toBe(0o600);
      const key = readFileSync(path.join(s.t.location.dataDir, 'mfa-encryption.key'), 'utf8');
      expect(readFileSync(sealed, 'utf8')).not.toContain(key.trim());

      // A wrong passphrase restores nothing.
      const wrongMachine = await newMachine('mauvaise-phrase');
      const refused = await npmRun('restore', [backupFile], {
        DATA_DIR: wrongMachine.dataDir,
        DATABASE_URL: wrongMachine.databaseUrl ?? '',
        BACKUP_PASSPHRASE: 'pas la bonne phrase du tout',
      });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('BACKUP_PASSPHRASE ne correspond pas');
      expect(existsSync(path.join(wrongMachine.dataDir, 'pglite'))).toBe(false);
      await wrongMachine.drop();

      const machine = await newMachine('nouvelle-machine');
      const restored = await npmRun('restore', [backupFile], {
        DATA_DIR: machine.dataDir,
        DATABASE_URL: machine.databaseUrl ?? '',
        BACKUP_PASSPHRASE: PASSPHRASE,
      });
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toContain('Clé MFA restaurée');

      // The shop started on the new machine: the customer's app code works there.
      const database = await createDatabase({
        dataDir: machine.dataDir,
        databaseUrl: machine.databaseUrl,
      });
      const app = await buildApp({
        config: loadConfig({
          DATA_DIR: machine.dataDir,
          ...(machine.databaseUrl ? { DATABASE_URL: machine.databaseUrl } : {}),
          BUILD_DIR: path.join(machine.dataDir, 'no-build'),
        }),
        database,
        logger: false,
      });
      try {
        const pending = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email, password: GOOD_PASSWORD },
        });
        expect(pending.json().status).toBe('mfa_required');
        const verified = await app.inject({
          method: 'POST',
          url: '/api/auth/mfa/verify',
          headers: { cookie: sessionCookie(pending) },
          payload: { method: 'authenticator', code: totpCode(secret) },
        });
        expect(verified.statusCode, verified.body).toBe(200);
        expect(verified.json().assuranceLevel).toBe(2);
      } finally {
        await app.close();
        await database.close();
        await machine.drop();
      }
    },
  );

  it('warns loudly when the backup goes without the key', { timeout: 120_000 }, async () => {
    const backups = path.join(work, 'sans-phrase');
    const made = await npmRun('backup', ['--dir', backups], {
      DATA_DIR: s.t.location.dataDir,
      DATABASE_URL: s.t.location.databaseUrl ?? '',
      BACKUP_PASSPHRASE: '',
    });
    expect(made.code).toBe(0);
    expect(made.output).toContain(
      'NON inclus : la clé du second facteur (MFA) N’EST PAS dans cette sauvegarde — BACKUP_PASSPHRASE n’est pas définie',
    );
    expect(made.output).toMatch(/À la restauration .* ne pourront plus être vérifiées/);
    expect(readdirSync(backups).some((f) => f.endsWith('.mfa-key.json'))).toBe(false);
  });
});
