import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
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

  const app = await buildApp({ config });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    // In-flight requests finish, then the database closes (onClose); a stuck one cannot hang the exit.
    setTimeout(() => {
      app.log.error('arrêt forcé après délai');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'erreur pendant l’arrêt');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { driver: app.database.driver, publicUrl: config.publicUrl },
    `${config.shop.name} écoute sur http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  // The message says what to do; the stack only helps when debugging.
  const detail =
    error instanceof Error && process.env.LOG_LEVEL !== 'debug' ? error.message : error;
  console.error('Démarrage impossible :', detail);
  process.exit(1);
});
