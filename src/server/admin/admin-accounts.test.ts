import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { createUser, GOOD_PASSWORD, signIn } from '../test/accounts.ts';
import { adminSignIn } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS, openTestDatabase } from '../test/test-database.ts';
import { CREDENTIALS_FILE, ensureInitialAdmin, generatePassword } from './admin-accounts.ts';
import { runAdminCli } from './cli.ts';

function memoryLog() {
  const lines: string[] = [];
  const log = {
    info: (message: string) => void lines.push(`info ${message}`),
    warn: (message: string) => void lines.push(`warn ${message}`),
  };
  return { lines, log: log as unknown as Parameters<typeof ensureInitialAdmin>[2] };
}

function cli(args: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  return runAdminCli(args, env, { out: (l) => out.push(l), err: (l) => err.push(l) }).then(
    (code) => ({ code, out: out.join('\n'), err: err.join('\n') }),
  );
}

const passwordIn = (text: string) => /Mot de passe : (\S+)/.exec(text)?.[1];

it('generates strong passwords that also meet the sign-up rules', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const password = generatePassword();
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*]).{21}$/);
    seen.add(password);
  }
  expect(seen.size).toBe(200);
});

describe.each(DRIVERS)('first administrator on %s', (driver) => {
  it('is created at first start with a generated password in a 0600 file the log points to, once', async () => {
    const t = await openTestDatabase(driver);
    // The app opens the database itself, as `npm start` does.
    await t.database.close();
    const lines: string[] = [];
    const config = loadConfig({
      DATA_DIR: t.location.dataDir,
      ...(t.location.databaseUrl ? { DATABASE_URL: t.location.databaseUrl } : {}),
      BUILD_DIR: path.join(t.location.dataDir, 'no-build'),
    });
    const logger = {
      level: 'info',
      stream: { write: (line: string) => void lines.push(line) },
    };
    try {
      let app = await buildApp({ config, logger });
      const file = path.join(t.location.dataDir, CREDENTIALS_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain("Nom d'utilisateur : admin@lagune.ci");
      const password = passwordIn(text)!;
      expect(password).toHaveLength(21);
      const log = lines.join('\n');
      expect(log).toContain(file);
      expect(log).not.toContain(password);
      await expect(adminSignIn(app, 'admin@lagune.ci', password)).resolves.toMatch(
        /lagune_session=/,
      );
      await app.close();

      // A restart changes nothing: same account, same file.
      app = await buildApp({ config, logger });
      await app.close();
      expect(readFileSync(file, 'utf8')).toBe(text);
      t.database = await createDatabase(t.location);
      expect(await t.database.db.$count(users, eq(users.role, 'admin'))).toBe(1);
    } finally {
      await t.cleanup();
    }
  });

  describe('with settings', () => {
    let s: TestApp;
    beforeAll(async () => {
      s = await createTestApp(driver);
    });
    afterAll(async () => {
      await s?.close();
    });
    const config = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: s.config.dataDir, ...env });

    it('creates the ADMIN_EMAIL account with ADMIN_PASSWORD and writes no file', async () => {
      const { lines, log } = memoryLog();
      const result = await ensureInitialAdmin(
        s.t.database.db,
        config({ ADMIN_EMAIL: 'Gerante@Lagune.ci', ADMIN_PASSWORD: 'Bassam#Plage2025' }),
        log,
      );
      expect(result).toEqual({ kind: 'created', credentialsFile: null });
      expect(lines.join('\n')).not.toContain('Bassam#Plage2025');
      await expect(
        adminSignIn(s.app, 'gerante@lagune.ci', 'Bassam#Plage2025'),
      ).resolves.toBeTruthy();
      const again = await ensureInitialAdmin(
        s.t.database.db,
        config({ ADMIN_EMAIL: 'gerante@lagune.ci', ADMIN_PASSWORD: 'Autre#Chose2025' }),
        log,
      );
      expect(again).toEqual({ kind: 'exists' });
      // Without ADMIN_EMAIL, an existing administrator is enough.
      expect(await ensureInitialAdmin(s.t.database.db, config({}), log)).toEqual({
        kind: 'exists',
      });
    });

    it('does not promote a customer named by ADMIN_EMAIL, and says how to', async () => {
      await createUser(s.t.database.db, { email: 'client@lagune.ci' });
      const { lines, log } = memoryLog();
      const result = await ensureInitialAdmin(
        s.t.database.db,
        config({ ADMIN_EMAIL: 'client@lagune.ci' }),
        log,
      );
      expect(result).toEqual({ kind: 'skipped', reason: 'customer_email' });
      expect(lines.join('\n')).toContain('npm run admin -- create <email>');
      const [row] = await s.t.database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.email, 'client@lagune.ci'));
      expect(row!.role).toBe('customer');
    });
  });
});

describe('first administrator with two instances starting at once on one PostgreSQL', () => {
  it('creates one', async () => {
    const t = await openTestDatabase('postgres');
    const other = await createDatabase(t.location);
    try {
      const config = loadConfig({
        DATA_DIR: t.location.dataDir,
        DATABASE_URL: t.location.databaseUrl!,
      });
      const results = await Promise.all([
        ensureInitialAdmin(t.database.db, config, memoryLog().log),
        ensureInitialAdmin(other.db, config, memoryLog().log),
      ]);
      expect(results.map((r) => r.kind).sort()).toEqual(['created', 'exists']);
      expect(await t.database.db.$count(users, eq(users.role, 'admin'))).toBe(1);
    } finally {
      await other.close();
      await t.cleanup();
    }
  });
});

describe('npm run admin on PostgreSQL (the shop running)', () => {
  let s: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    s = await createTestApp('postgres');
    env = { DATA_DIR: s.config.dataDir, DATABASE_URL: s.t.location.databaseUrl! };
  });
  afterAll(async () => {
    await s?.close();
  });

  it('creates an administrator, prints the password once, and refuses a second create', async () => {
    const created = await cli(['create', 'Vendeuse@Lagune.ci'], env);
    expect(created.code).toBe(0);
    expect(created.out).toContain('Administrateur vendeuse@lagune.ci créé.');
    const password = passwordIn(created.out)!;
    await expect(adminSignIn(s.app, 'vendeuse@lagune.ci', password)).resolves.toBeTruthy();
    const twice = await cli(['create', 'vendeuse@lagune.ci'], env);
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('existe déjà');
  });

  it('resets a password and signs every session out', async () => {
    const { out } = await cli(['create', 'caissiere@lagune.ci'], env);
    const cookie = await adminSignIn(s.app, 'caissiere@lagune.ci', passwordIn(out)!);
    const reset = await cli(['reset-password', 'caissiere@lagune.ci'], env);
    expect(reset.code).toBe(0);
    const fresh = passwordIn(reset.out)!;
    expect(fresh).not.toBe(passwordIn(out));
    const old = await s.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
    expect(old.statusCode).toBe(401);
    await expect(adminSignIn(s.app, 'caissiere@lagune.ci', fresh)).resolves.toBeTruthy();
    const nobody = await cli(['reset-password', 'personne@lagune.ci'], env);
    expect(nobody).toMatchObject({ code: 1 });
    expect(nobody.err).toContain('Aucun administrateur personne@lagune.ci');
  });

  it('reset-mfa removes an admin’s lost factor: sessions closed, the next sign-in enrols again', async () => {
    const email = 'telephone-vole@lagune.ci';
    const created = await cli(['create', email], env);
    const password = passwordIn(created.out)!;
    const cookie = await adminSignIn(s.app, email, password);
    expect((await cli(['list'], env)).out).toMatch(
      /telephone-vole@lagune\.ci .*2FA : authenticator/,
    );
    const reset = await cli(['reset-mfa', email], env);
    expect(reset.code).toBe(0);
    expect(reset.out).toContain('Vérification en deux étapes retirée');
    const old = await s.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
    expect(old.statusCode).toBe(401);
    const again = await s.app.inject({
      method: 'POST',
      url: '/api/admin/sign-in',
      payload: { username: email, password },
    });
    expect(again.json()).toMatchObject({ mfaEnrollmentRequired: true });
    const nobody = await cli(['reset-mfa', 'personne@lagune.ci'], env);
    expect(nobody).toMatchObject({ code: 1 });
    expect(nobody.err).toContain('Aucun administrateur personne@lagune.ci');
  });

  it('promotes a customer account with a new password, and lists administrators', async () => {
    await createUser(s.t.database.db, { email: 'associe@lagune.ci' });
    const customerCookie = await signIn(s.app, 'associe@lagune.ci', GOOD_PASSWORD);
    const promoted = await cli(['create', 'associe@lagune.ci'], env);
    expect(promoted.code).toBe(0);
    expect(promoted.out).toContain('est maintenant administrateur');
    const old = await s.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: customerCookie },
    });
    expect(old.json().status).toBe('anonymous');
    await expect(
      adminSignIn(s.app, 'associe@lagune.ci', passwordIn(promoted.out)!),
    ).resolves.toBeTruthy();
    const list = await cli(['list'], env);
    expect(list.out).toContain('associe@lagune.ci');
    expect(list.out).toContain('vendeuse@lagune.ci');
  });

  it('explains its usage in French', async () => {
    expect(await cli([], env)).toMatchObject({ code: 2 });
    const unknown = await cli(['supprimer', 'x@y.ci'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Commande inconnue : supprimer');
    const bad = await cli(['create', 'pas-une-adresse'], env);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('Indiquez une adresse e-mail valide.');
  });

  it('runs as `npm run admin` (tsx) from the command line', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/server/admin/cli.ts', 'list'],
      { env: { ...process.env, ...env }, timeout: 60_000 },
    );
    expect(stdout).toContain('vendeuse@lagune.ci');
  });
});

describe('npm run admin on PGlite', () => {
  it('says clearly that a running server holds the data folder, then works once it is stopped', async () => {
    const t = await openTestDatabase('pglite');
    const env = { DATA_DIR: t.location.dataDir };
    try {
      const busy = await cli(['create', 'patron@lagune.ci'], env);
      expect(busy.code).toBe(1);
      expect(busy.err).toContain('est déjà ouverte');
      expect(busy.err).toContain('arrêtez le serveur');
      await t.database.close();
      const created = await cli(['create', 'patron@lagune.ci'], env);
      expect(created.code).toBe(0);
      expect(passwordIn(created.out)).toBeTruthy();
      t.database = await createDatabase(t.location);
      expect(await t.database.db.$count(users, eq(users.role, 'admin'))).toBe(1);
    } finally {
      await t.cleanup();
    }
  });
});
