// `npm run admin -- <command>`: administrators from the command line (docs/decisions/0040).
//   create <email>          a new administrator (or a customer account promoted), password printed once
//   reset-password <email>  a new password for an administrator, every session signed out
//   reset-mfa <email>       the administrator's second factor removed (enrolled again at sign-in)
//   list                    the administrators
// Reads DATA_DIR / DATABASE_URL like the server. Exit code 0 on success, 1 on failure, 2 on misuse.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { emailSchema } from '../../shared/schemas/auth.ts';
import {
  AdminAccountError,
  createAdmin,
  listAdmins,
  resetAdminMfa,
  resetAdminPassword,
} from './admin-accounts.ts';

const USAGE = `Usage :
  npm run admin -- create <email>           crée un administrateur (ou promeut un compte client)
  npm run admin -- reset-password <email>   donne un nouveau mot de passe à un administrateur
  npm run admin -- reset-mfa <email>        retire la vérification en deux étapes d'un administrateur
                                            (il en enregistre une nouvelle à sa prochaine connexion)
  npm run admin -- list                     liste les administrateurs

La base est celle du serveur : DATABASE_URL, sinon PGlite dans DATA_DIR (./data par défaut).`;

export type CliIo = { out: (line: string) => void; err: (line: string) => void };

/** Runs one command; returns the exit code. Separate from `main` so tests can call it. */
export async function runAdminCli(
  args: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    io.out(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (!['create', 'reset-password', 'reset-mfa', 'list'].includes(command)) {
    io.err(`Commande inconnue : ${command}\n\n${USAGE}`);
    return 2;
  }
  let email: string | undefined;
  if (command !== 'list') {
    const parsed = emailSchema.safeParse(rest[0] ?? '');
    if (rest.length !== 1 || !parsed.success) {
      io.err(`Indiquez une adresse e-mail valide.\n\n${USAGE}`);
      return 2;
    }
    email = parsed.data;
  }

  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }

  let database: Database;
  try {
    database = await createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith('La base PGlite')) {
      // The embedded database allows one process: a running server holds it.
      io.err(
        `${message}\n\nLa base embarquée (PGlite) ne s’ouvre que dans un seul processus : arrêtez le serveur ` +
          '(Ctrl-C ou SIGTERM), relancez cette commande, puis redémarrez le serveur. Avec DATABASE_URL ' +
          '(un serveur PostgreSQL), la commande fonctionne pendant que la boutique tourne.',
      );
    } else {
      io.err(`Base de données inaccessible : ${message}`);
    }
    return 1;
  }

  try {
    if (command === 'list') {
      const admins = await listAdmins(database.db);
      if (admins.length === 0) io.out('Aucun administrateur.');
      for (const admin of admins) {
        const mfa =
          admin.securityLevel === 'enhanced' ? `2FA : ${admin.mfaMethod ?? 'oui'}` : 'sans 2FA';
        io.out(`${admin.email}  (créé le ${admin.createdAt.toISOString().slice(0, 10)}, ${mfa})`);
      }
      return 0;
    }
    if (command === 'create') {
      const { password, promoted } = await createAdmin(database.db, email!);
      io.out(
        promoted
          ? `Le compte ${email} est maintenant administrateur ; ses sessions ont été fermées.`
          : `Administrateur ${email} créé.`,
      );
      printPassword(io, password);
      return 0;
    }
    if (command === 'reset-mfa') {
      await resetAdminMfa(database.db, email!);
      io.out(
        `Vérification en deux étapes retirée pour ${email} ; toutes ses sessions ont été fermées. ` +
          'À sa prochaine connexion, il en enregistre une nouvelle avant d’accéder à l’administration.',
      );
      return 0;
    }
    const password = await resetAdminPassword(database.db, email!);
    io.out(`Nouveau mot de passe pour ${email} ; toutes ses sessions ont été fermées.`);
    printPassword(io, password);
    return 0;
  } catch (error) {
    if (error instanceof AdminAccountError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

function printPassword(io: CliIo, password: string): void {
  io.out('');
  io.out(`  Mot de passe : ${password}`);
  io.out('');
  io.out('Il n’est affiché qu’une fois et n’est écrit nulle part : notez-le maintenant.');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runAdminCli(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('Erreur :', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
