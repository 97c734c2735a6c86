import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import secureJson from 'secure-json-parse';
import type { Agent } from 'node:https';
import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import '../shared/schemas/french-errors.ts';
import type { Config } from './config.ts';
import { ensureInitialAdmin } from './admin/admin-accounts.ts';
import { adminRoutes, type AdminRoutesOptions } from './admin/admin-routes.ts';
import { ownerGuideRoutes } from './admin/owner-guide.ts';
import { accountGuardPlugin } from './auth/account-guard.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { mfaRoutes } from './auth/mfa-routes.ts';
import { accountPhoneRoutes } from './auth/account-phone-routes.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { photoMediaRoutes } from './catalogue/photos/photo-routes.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { createContactService } from './contact/contact-service.ts';
import type { Database } from './db/database.ts';
import { healthRoutes, type HealthOptions } from './health/health-routes.ts';
import { clockCheckPlugin } from './ops/clock-check.ts';
import { favouriteRoutes } from './favourites/favourite-routes.ts';
import type { SmsSender } from './messaging/sms.ts';
import { ownerAlertsPlugin } from './plugins/owner-alerts.ts';
import { myOrdersRoutes } from './orders/my-orders-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { createOrderTracking } from './orders/order-tracking.ts';
import { releaseJobPlugin } from './orders/release-job.ts';
import { paymentRoutes, reconcileJobPlugin } from './payments/payment-routes.ts';
import { outboxJobPlugin } from './messaging/outbox-job.ts';
import { promoRoutes } from './promo/promo-routes.ts';
import { stockRoutes } from './stock/stock-routes.ts';
import { geocodeRoutes } from './geocode/geocode-routes.ts';
import { answerClientError, errorBody, errorHandler, HttpError, MESSAGES } from './http/errors.ts';
import { limitConnectionsPerNetwork } from './http/connection-guard.ts';
import { securityHeaders } from './http/security-headers.ts';
import { loggerOptions } from './http/log.ts';
import { LogCollapser } from './http/log-collapse.ts';
import { deploymentWarnings, httpsRedirect } from './http/public-url.ts';
import { sameOriginGuard } from './http/same-origin.ts';
import { databasePlugin } from './plugins/database.ts';
import { messagingPlugin } from './plugins/messaging.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { sessionPlugin } from './plugins/session.ts';
import { shopSettingsPlugin } from './plugins/shop-settings.ts';
import { shopContentPlugin } from './plugins/shop-content.ts';
import { cataloguePlugin } from './plugins/catalogue.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import type { StartDevBuild } from './pages/server-build.ts';
import { cspDirectives } from './static/csp.ts';
import { sitePlugin } from './static/site.ts';
import { shopRoutes } from './shop/shop-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Every route the app registered (method and path), as Fastify announced them (onRoute). */
    routeList: readonly { method: string; url: string }[];
    /** Repeated error lines collapsed (an outage logs a few lines, not one per request). */
    logCollapser: LogCollapser;
  }
}

export type AppOptions = {
  config: Config;
  /** An already open database (tests share one across apps); otherwise opened here and closed with the app. */
  database?: Database;
  /** Defaults to pino at config.logLevel with the safe serializers; tests pass false or a stream. */
  logger?: FastifyServerOptions['logger'];
  /** Where SMS codes go; defaults to files in DATA_DIR/outbox. */
  sms?: SmsSender;
  /** Test seams of the admin routes (the live channel's heartbeat). */
  admin?: AdminRoutesOptions;
  /** The TLS agent of Web Push requests (tests: one that trusts the stand-in push service). */
  pushAgent?: Agent;
  /** Test seams of /api/health (the data folder's disk probe). */
  health?: HealthOptions;
  /** `npm run dev` (src/server/dev.ts): pages and browser files from Vite, hot reloaded. */
  dev?: StartDevBuild;
};

export const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * What a plugin may take to start beyond waiting for PostgreSQL (migrations, the first stock):
 * Fastify's own limit (10 s by default) cut a start that waited for a database coming up later.
 */
const PLUGIN_START_MS = 60_000;
/** How often Node looks for requests past their timeout. */
const CONNECTIONS_CHECK_MS = 1_000;

/**
 * The whole server, in the order fastify/demo uses: external plugins, then the app's own
 * (database, and the guards every route shares), then one route module per domain, then the site.
 */
/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes a function: Fastify 5.12 takes a
 * bare number as 'trust nothing'. Hop i (0 = the peer of the socket) is trusted when i < N, so
 * the client's address is the one the N-th proxy saw, whatever a client writes before it.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp({
  config,
  database,
  logger,
  sms,
  admin,
  pushAgent,
  health,
  dev,
}: AppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    // One line per request at info drowns real problems (and an outage writes thousands):
    // requests are logged at debug (onResponse below), errors by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // The database plugin retries an unreachable server for DATABASE_CONNECT_TIMEOUT (ADR 0154).
    pluginTimeout: config.databaseConnectTimeoutMs + PLUGIN_START_MS,
    trustProxy: trustProxyOption(config.trustProxy),
    // Slow clients (docs/decisions/0101): the whole request within REQUEST_TIMEOUT, its headers
    // within 10 s of that, checked every second (Node checks every 30 s by default, which let a
    // trickling socket live well past its timeout); a socket silent in both directions for twice
    // that is closed (the admin's live channel writes a heartbeat every 15 s).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 2 * config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(10_000, config.requestTimeoutMs),
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
    },
    // A malformed URL (bad percent-encoding…) is the client's mistake, answered in our shape.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).send(errorBody('bad_url', MESSAGES.badUrl));
    },
    // What Node's HTTP parser refuses before Fastify sees a request (a bad Content-Length, an
    // unknown method, headers too large) is answered in the same JSON shape, in French.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  // `fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' } })` without a
  // body (sign-out, say) is a normal call, not malformed JSON. `__proto__` and
  // `constructor.prototype` keys (prototype poisoning) are refused, as Fastify's own parser does,
  // but with a message that says so instead of calling well-formed JSON invalid.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (text === '') return done(null, undefined);
    try {
      return done(
        null,
        secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }),
      );
    } catch (error) {
      const forbidden = /forbidden prototype property/.test((error as Error).message);
      return done(
        forbidden
          ? new HttpError(400, 'forbidden_key', MESSAGES.forbiddenKey)
          : new HttpError(400, 'invalid_json', MESSAGES.invalidJson),
        undefined,
      );
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // GET and HEAD never land here (the site wildcard takes them); this is any other method.
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(errorBody('not_found', MESSAGES.notFound)),
  );
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { req: request, res: reply, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
  if (config.connectionsPerIp > 0) limitConnectionsPerNetwork(app, config.connectionsPerIp);
  app.decorate('config', config);
  app.decorate('logCollapser', new LogCollapser());
  for (const warning of deploymentWarnings(config)) app.log.warn(warning);
  // First of all: a plain-http request the proxy reports goes to the https address.
  app.addHook('onRequest', httpsRedirect(config));
  app.addHook('onSend', securityHeaders);
  // Before any route: the admin guard test walks this list (a route added later, unguarded, fails it).
  const routeList: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.decorate('routeList', routeList);

  // External plugins.
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

  // The app's own plugins: what every route shares.
  await app.register(databasePlugin, { database });
  await app.register(rateLimitsPlugin);
  await app.register(shopSettingsPlugin);
  await app.register(shopContentPlugin);
  await app.register(cataloguePlugin);
  // An app that opens its own database makes sure an administrator exists (first start).
  if (!database) await ensureInitialAdmin(app.db, config, app.log);
  app.addHook('onRequest', sameOriginGuard(config.publicUrl));
  await app.register(sessionPlugin);
  await app.register(messagingPlugin, { sms });
  await app.register(ownerAlertsPlugin, { pushAgent });
  await app.register(accountGuardPlugin);
  // Shared by a JSON route and a page's action (ADR 0111): one allowance per IP for both.
  app.decorate('contact', createContactService(app));
  app.decorate('orderTracking', createOrderTracking(app));

  // One module per domain.
  await app.register(healthRoutes, health ?? {});
  await app.register(shopRoutes);
  await app.register(catalogueRoutes);
  await app.register(contactRoutes);
  await app.register(stockRoutes);
  await app.register(authRoutes);
  await app.register(mfaRoutes);
  await app.register(accountPhoneRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(reconcileJobPlugin);
  await app.register(releaseJobPlugin);
  await app.register(outboxJobPlugin);
  await app.register(clockCheckPlugin);
  await app.register(promoRoutes);
  await app.register(myOrdersRoutes);
  await app.register(favouriteRoutes);
  await app.register(cartRoutes);
  await app.register(geocodeRoutes);
  await app.register(adminRoutes, admin ?? {});
  await app.register(ownerGuideRoutes);
  await app.register(photoMediaRoutes);
  await app.register(sitePlugin, {
    clientDir: config.clientDir,
    secure: config.secure,
    ...(dev ? { dev } : {}),
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
