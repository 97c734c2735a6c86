import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { backupSignal } from './ops/backup.ts';
import { checkDataDir } from './ops/data-dir.ts';
import type { StartDevBuild } from './pages/server-build.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(dev: StartDevBuild | undefined): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Signals are handled from the start: a stop asked while the database opens or migrates waits
  // for that to finish and then closes it, so the PGlite lock is released.
  const state: { app?: App; stopping?: string } = {};
  const shutdown = (signal: string) => {
    if (state.stopping) return;
    state.stopping = signal;
    // In-flight requests finish, then the database closes (onClose); a stuck one cannot hang the exit.
    setTimeout(() => {
      state.app?.log.error('arrêt forcé après délai');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    if (state.app) closeAndExit(state.app, signal);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // A DATA_DIR that cannot be written is said in one French sentence, before anything opens there.
  await checkDataDir(config.dataDir, { pglite: !config.databaseUrl });

  // `npm run backup` asks this process for a PGlite dump with SIGUSR2, whose default action would
  // end the process: listen before the database (and its lock) opens.
  const backups = backupSignal(config.dataDir);
  const app = await buildApp({ config, ...(dev ? { dev } : {}) });
  state.app = app;
  backups.attach(app.database, app.log);
  app.addHook('preClose', () => backups.detach());
  if (state.stopping) return closeAndExit(app, state.stopping);

  // Every page rendered before the first visitor comes (ADR 0096): none of them waits for a render.
  // Not in `npm run dev`: a page is rendered when first asked, the code changes all the time.
  const warmed = await (dev ? undefined : app.pages?.warm())?.catch((error: unknown) => {
    app.log.warn({ err: error }, 'pages non préparées au démarrage : elles le seront à la demande');
    return 0;
  });
  // The build's scripts and styles compressed before the first visitor comes, as the pages are.
  const compressed = await (dev ? undefined : app.assets?.warm())?.catch((error: unknown) => {
    app.log.warn(
      { err: error },
      'fichiers non compressés au démarrage : ils le seront à la demande',
    );
    return 0;
  });
  if (state.stopping) return closeAndExit(app, state.stopping);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  app.log.info(
    { driver: app.database.driver, publicUrl: config.publicUrl, pages: warmed, assets: compressed },
    `${config.shop.name} écoute sur http://${config.host}:${config.port}`,
  );
}

function closeAndExit(app: App, signal: string): void {
  app.log.info({ signal }, 'arrêt en cours');
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'erreur pendant l’arrêt');
      process.exit(1);
    },
  );
}

/**
 * The one line an operator needs when the port cannot be had or a part of the server took too
 * long to start, or undefined for other errors.
 */
function startProblem(error: unknown): string | undefined {
  const { code, port } = (error ?? {}) as { code?: string; port?: number };
  // Fastify's plugin limit (app.ts): DATABASE_CONNECT_TIMEOUT, then a minute for the rest.
  if (code === 'AVV_ERR_PLUGIN_EXEC_TIMEOUT' || code === 'AVV_ERR_READY_TIMEOUT')
    return 'Démarrage impossible : le serveur n’a pas fini de démarrer à temps (migrations de la base bloquées par une autre instance ?). Vérifiez PostgreSQL, puis relancez.';
  if (code === 'EADDRINUSE')
    return `Le port ${port} est déjà utilisé par un autre programme : arrêtez-le, ou choisissez un autre port avec la variable PORT.`;
  if (code === 'EACCES')
    return `Le port ${port} est réservé aux administrateurs : choisissez un port au-dessus de 1023 avec la variable PORT.`;
  return undefined;
}

/**
 * Runs the shop's server until it is asked to stop: `npm start` (main.ts) and, with `dev`,
 * `npm run dev` (dev.ts). A failed start is said in French and exits non-zero.
 */
export function startServer(dev?: StartDevBuild): void {
  main(dev).catch(failedStart);
}

function failedStart(error: unknown): void {
  const problem = startProblem(error);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  // The message says what to do; the stack only helps when debugging.
  const detail =
    error instanceof Error && process.env.LOG_LEVEL !== 'debug' ? error.message : error;
  console.error('Démarrage impossible :', detail);
  process.exit(1);
}
