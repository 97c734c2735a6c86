import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimitPlugin from '@fastify/rate-limit';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import '../shared/schemas/french-errors.ts';
import type { Config } from './config.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { createDatabase, type Database } from './db/database.ts';
import { errorBody, errorHandler, MESSAGES } from './http/errors.ts';
import { sameOriginGuard } from './http/same-origin.ts';
import { healthRoutes } from './routes/health.ts';
import { cspDirectives } from './static/csp.ts';
import { sitePlugin } from './static/site.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export type AppOptions = {
  config: Config;
  /** An already open database (tests share one across apps); otherwise opened here and closed with the app. */
  database?: Database;
  /** Defaults to pino at config.logLevel; tests pass false. */
  logger?: FastifyServerOptions['logger'];
};

export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp({ config, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // A malformed URL (bad percent-encoding…) is the client's mistake, answered in our shape.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).send(errorBody('bad_url', MESSAGES.badUrl));
    },
  }).withTypeProvider<ZodTypeProvider>();

  // `fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' } })` without a
  // body (sign-out, say) is a normal call, not malformed JSON; anything else uses Fastify's parser
  // (with its __proto__ / constructor poisoning protection).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // GET and HEAD never land here (the site wildcard takes them); this is any other method.
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(errorBody('not_found', MESSAGES.notFound)),
  );

  const db =
    database ??
    (await createDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      onListenerError: (error) => app.log.warn({ err: error }, 'database connection error'),
    }));
  if (!database) app.addHook('onClose', () => db.close());
  app.decorate('config', config);
  app.decorate('database', db);

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config.secure) },
    // HSTS over plain http would be ignored at best and would lock out a misconfigured shop at worst.
    hsts: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs ~10× the CPU of 5 for a few % fewer bytes on JS/CSS/HTML.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(cookie);
  await app.register(rateLimitPlugin, { global: false });
  app.addHook('onRequest', sameOriginGuard(config.publicUrl));

  await app.register(healthRoutes, { db: db.db });
  await app.register(contactRoutes, { db: db.db });
  await app.register(sitePlugin, { clientDir: config.clientDir, secure: config.secure });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
