import { randomInt } from 'node:crypto';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isLeakedPassword } from '../auth/leaked-passwords.ts';
import { disableMfa } from '../auth/mfa.ts';
import { deleteUnusedResetLinks } from '../auth/one-time-codes.ts';
import { hashPassword } from '../auth/passwords.ts';
import { deleteSessionsOf } from '../auth/sessions.ts';
import { findUserByEmail } from '../auth/users.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';

/**
 * Administrators are users with role `admin` (docs/decisions/0040): the same table, password
 * hashing, sessions and second factor as customers. This module creates them: at first start
 * (`ensureInitialAdmin`) and from the command line (`npm run admin`, ./cli.ts).
 */

export const CREDENTIALS_FILE = 'admin-credentials.txt';
export const ADMIN_FULL_NAME = 'Administrateur';

// Any constant works; it only has to be the same for every instance of this app.
const BOOTSTRAP_LOCK_ID = 7_402_118;

/** Letters and digits without look-alikes (0/O, 1/l/I), then a special character: ~118 bits. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const PASSWORD_SPECIALS = '!@#$%^&*';

/** A strong random password that also meets the sign-up rules (upper, lower, digit, special). */
export function generatePassword(): string {
  for (;;) {
    let body = '';
    for (let i = 0; i < 20; i++) body += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    if (/[A-Z]/.test(body) && /[a-z]/.test(body) && /\d/.test(body)) {
      const special = PASSWORD_SPECIALS[randomInt(PASSWORD_SPECIALS.length)]!;
      const at = randomInt(1, body.length);
      return `${body.slice(0, at)}${special}${body.slice(at)}`;
    }
  }
}

/** `admin@<the shop e-mail's domain>` when ADMIN_EMAIL is not set. */
export function defaultAdminEmail(shopEmail: string): string {
  const domain = shopEmail.split('@')[1] ?? 'lagune.ci';
  return `admin@${domain}`.toLowerCase();
}

export class AdminAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminAccountError';
  }
}

type BootstrapConfig = Pick<Config, 'dataDir' | 'admin' | 'publicUrl'> & {
  shop: Pick<Config['shop'], 'email' | 'name'>;
};

export type BootstrapResult =
  | { kind: 'exists' }
  | { kind: 'skipped'; reason: 'customer_email' }
  | { kind: 'created'; credentialsFile: string | null };

/**
 * First start: makes sure an administrator exists. With ADMIN_EMAIL, that account
 * (ADMIN_PASSWORD, or a generated password); without it, if no administrator exists yet,
 * `admin@<shop domain>` (ADMIN_PASSWORD, or a generated one). A generated password goes to
 * DATA_DIR/admin-credentials.txt (mode 0600); the log says where, never the password. Restarts
 * change nothing; instances starting together on one PostgreSQL create one administrator (a
 * transaction-scoped advisory lock, then a second look).
 */
export async function ensureInitialAdmin(
  db: Db,
  config: BootstrapConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<BootstrapResult> {
  const configured = config.admin.email?.trim().toLowerCase();
  const email = configured ?? defaultAdminEmail(config.shop.email);
  const look = async (q: Db | Parameters<Parameters<Db['transaction']>[0]>[0]) => {
    if (configured) {
      const [user] = await q
        .select({ role: users.role })
        .from(users)
        .where(sql`lower(${users.email}) = ${configured}`)
        .limit(1);
      if (!user) return undefined;
      return user.role === 'admin'
        ? ({ kind: 'exists' } as const)
        : ({ kind: 'skipped', reason: 'customer_email' } as const);
    }
    const [admin] = await q
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .limit(1);
    return admin ? ({ kind: 'exists' } as const) : undefined;
  };

  const before = await look(db);
  if (before) return warnIfSkipped(before, log);

  const generated = config.admin.password === undefined;
  const password = config.admin.password ?? generatePassword();
  if (!generated && (await isLeakedPassword(password))) {
    log.warn(
      'ADMIN_PASSWORD figure parmi les mots de passe divulgués : changez-le (npm run admin -- reset-password <email>).',
    );
  }
  const passwordHash = await hashPassword(password);
  const file = path.join(config.dataDir, CREDENTIALS_FILE);

  const result = await db.transaction(async (tx): Promise<BootstrapResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_ID})`);
    const now = await look(tx);
    if (now) return now;
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        fullName: ADMIN_FULL_NAME,
        role: 'admin',
        emailConfirmedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) return { kind: 'skipped', reason: 'customer_email' };
    // Written before the commit: if the file cannot be written, no account is left that nobody
    // knows the password of.
    if (generated) await writeCredentialsFile(file, config, email, password);
    return { kind: 'created', credentialsFile: generated ? file : null };
  });

  if (result.kind === 'created') {
    log.info(
      result.credentialsFile
        ? `Compte administrateur créé : ses identifiants sont dans ${result.credentialsFile} (lisible par ce seul utilisateur système). Notez-les puis supprimez ce fichier.`
        : 'Compte administrateur créé avec ADMIN_EMAIL et ADMIN_PASSWORD.',
    );
    return result;
  }
  return warnIfSkipped(result, log);
}

function warnIfSkipped(result: BootstrapResult, log: Pick<FastifyBaseLogger, 'warn'>) {
  if (result.kind === 'skipped') {
    log.warn(
      'ADMIN_EMAIL (ou l’adresse administrateur par défaut) appartient à un compte client : il n’est pas promu administrateur. Pour le faire : npm run admin -- create <email>.',
    );
  }
  return result;
}

async function writeCredentialsFile(
  file: string,
  config: BootstrapConfig,
  email: string,
  password: string,
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const text = [
    `Compte administrateur ${config.shop.name}`,
    `Créé le : ${new Date().toISOString()}`,
    '',
    `Nom d'utilisateur : ${email}`,
    `Mot de passe : ${password}`,
    '',
    `Connexion : icône administrateur de la boutique (${config.publicUrl}).`,
    'Notez ce mot de passe puis supprimez ce fichier.',
    `Mot de passe perdu : npm run admin -- reset-password ${email}`,
    '',
  ].join('\n');
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
}

export type CreatedAdmin = { password: string; promoted: boolean };

/**
 * `npm run admin -- create <email>`: a new administrator with a generated password, or a
 * customer account promoted (its sessions signed out, a new password). An existing administrator
 * is refused: that is what reset-password is for.
 */
export async function createAdmin(db: Db, email: string): Promise<CreatedAdmin> {
  const existing = await findUserByEmail(db, email);
  if (existing?.role === 'admin') {
    throw new AdminAccountError(
      `Un administrateur ${email} existe déjà. Pour lui donner un nouveau mot de passe : npm run admin -- reset-password ${email}`,
    );
  }
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  if (existing) {
    await db
      .update(users)
      .set({
        role: 'admin',
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
      })
      .where(eq(users.id, existing.id));
    await deleteUnusedResetLinks(db, existing.id);
    await deleteSessionsOf(db, existing.id);
    return { password, promoted: true };
  }
  const [created] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      fullName: ADMIN_FULL_NAME,
      role: 'admin',
      emailConfirmedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created)
    throw new AdminAccountError(
      `Le compte ${email} vient d’être créé par ailleurs : relancez la commande.`,
    );
  return { password, promoted: false };
}

/** `npm run admin -- reset-password <email>`: a new generated password; every session signed out. */
export async function resetAdminPassword(db: Db, email: string): Promise<string> {
  const existing = await findUserByEmail(db, email);
  if (existing?.role !== 'admin') {
    throw new AdminAccountError(
      `Aucun administrateur ${email}. Pour en créer un : npm run admin -- create ${email}`,
    );
  }
  const password = generatePassword();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(and(eq(users.id, existing.id), eq(users.role, 'admin')));
  await deleteUnusedResetLinks(db, existing.id);
  await deleteSessionsOf(db, existing.id);
  return password;
}

/**
 * `npm run admin -- reset-mfa <email>`: a lost phone. The factors and recovery codes go, every
 * session is signed out; the next sign-in enrols a new factor before reaching any admin route.
 */
export async function resetAdminMfa(db: Db, email: string): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (existing?.role !== 'admin') {
    throw new AdminAccountError(
      `Aucun administrateur ${email}. Pour en créer un : npm run admin -- create ${email}`,
    );
  }
  await disableMfa(db, existing.id);
  await deleteSessionsOf(db, existing.id);
}

/** `npm run admin -- list`. */
export async function listAdmins(db: Db) {
  return db
    .select({
      email: users.email,
      createdAt: users.createdAt,
      securityLevel: users.securityLevel,
      mfaMethod: users.mfaMethod,
    })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.createdAt));
}
