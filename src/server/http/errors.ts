import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody } from '../../shared/api/error-body.ts';
import { isConnectionError, isDatabaseTimeout, pgError, SQLSTATE } from '../db/pg-errors.ts';
import type { LogCollapser } from './log-collapse.ts';

export { errorBody, type ErrorBody } from '../../shared/api/error-body.ts';

/** An error meant for the client: its status, code and French message are sent as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds sent as Retry-After (a 429 or 503 the client may retry). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  validation: 'Certains champs sont invalides. Veuillez les corriger.',
  notFound: 'Ressource introuvable.',
  internal: 'Une erreur est survenue',
  rateLimited: 'Trop de tentatives. Veuillez patienter un instant avant de réessayer.',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  bodyTooLarge: 'La requête est trop volumineuse.',
  jsonRequired: 'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
  crossSite: 'Requête refusée : elle doit provenir du site LAGUNE lui-même.',
  badUrl: 'Adresse invalide.',
  badRequest: 'Requête invalide.',
  unavailable:
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  conflict: 'Cette opération entre en conflit avec des données existantes.',
  forbiddenKey:
    'La requête contient une clé interdite (__proto__ ou constructor.prototype) et a été refusée.',
  headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
  constraint: 'Une des valeurs envoyées n’est pas acceptée.',
  requestTimeout:
    'La requête a mis trop de temps à arriver. Vérifiez votre connexion et réessayez.',
  tooManyConnections:
    'Trop de connexions ouvertes depuis votre adresse. Veuillez patienter un instant avant de réessayer.',
} as const;

/**
 * A database refusal the route did not map to its own message (routes that expect a violation
 * catch it with `violatedConstraint` and say something precise): still the client's request, not
 * a server fault, so 409/400 in French rather than 500.
 */
const CONSTRAINT_ERRORS: Record<string, [number, string, string]> = {
  [SQLSTATE.uniqueViolation]: [409, 'conflict', MESSAGES.conflict],
  [SQLSTATE.foreignKeyViolation]: [409, 'conflict', MESSAGES.conflict],
  [SQLSTATE.checkViolation]: [400, 'constraint_violation', MESSAGES.constraint],
  [SQLSTATE.notNullViolation]: [400, 'constraint_violation', MESSAGES.constraint],
};

const DATA_EXCEPTION: [number, string, string] = [400, 'invalid_value', MESSAGES.constraint];

// Fastify's own client errors, by code, with the status and French message we answer with.
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', MESSAGES.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', MESSAGES.badRequest],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', MESSAGES.jsonRequired],
  FST_ERR_CTP_INVALID_TYPE: [415, 'unsupported_media_type', MESSAGES.jsonRequired],
  FST_ERR_BAD_URL: [400, 'bad_url', MESSAGES.badUrl],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'bad_request', MESSAGES.badRequest],
};

/** `/items/0/size` → `items.0.size`; the whole body → `_`. */
function fieldName(instancePath: string): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name === '' ? '_' : name;
}

export function errorHandler(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      fields[fieldName(issue.instancePath)] ??= issue.message ?? MESSAGES.validation;
    }
    // One problem: say it directly (a toast can show it); several: point at the fields.
    const messages = Object.values(fields);
    const message = messages.length === 1 && messages[0] ? messages[0] : MESSAGES.validation;
    return reply.code(400).send(errorBody('validation_error', message, fields));
  }
  if (error instanceof HttpError) {
    if (error.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fields));
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) {
    const [status, code, message] = known;
    return reply.code(status).send(errorBody(code, message));
  }
  // A client that goes away mid-body (a phone losing its network) breaks the body stream with
  // ECONNRESET, a code the database driver uses too: said as what it is, at info, and not 503.
  if (isClientAbort(error, request)) {
    request.log.info({ code: error.code }, 'client aborted the request');
    return reply.code(400).send(errorBody('client_aborted', MESSAGES.badRequest));
  }
  if (isConnectionError(error) || isDatabaseTimeout(error)) {
    logCollapsed(request, 'warn', `unavailable:${errorKind(error)}`, error, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send(errorBody('service_unavailable', MESSAGES.unavailable));
  }
  const sqlstate = pgError(error)?.code ?? '';
  // Class 22, data exception (a NUL byte in text, a number out of range, an impossible date): a
  // value the client sent that the route's schema let through. Its request, not a server fault.
  const constraint =
    CONSTRAINT_ERRORS[sqlstate] ?? (sqlstate.startsWith('22') ? DATA_EXCEPTION : undefined);
  if (constraint) {
    const [status, code, message] = constraint;
    request.log.warn({ err: error }, 'constraint violation not handled by the route');
    return reply.code(status).send(errorBody(code, message));
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.code(429).send(errorBody('rate_limited', MESSAGES.rateLimited));
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.code(status).send(errorBody('bad_request', MESSAGES.badRequest));
  }
  logCollapsed(request, 'error', `unexpected:${errorKind(error)}`, error, 'unexpected error');
  return reply.code(500).send(errorBody('internal_error', MESSAGES.internal));
}

/** The request's own stream failed because its client left, not a database connection. */
function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  if (pgError(error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    (code === 'ECONNRESET' || code === 'ECONNABORTED') &&
    (request.raw.readableAborted || request.raw.destroyed)
  );
}

/** What makes two errors "the same" for the log: their type and code, never their message's values. */
function errorKind(error: unknown): string {
  const pg = pgError(error);
  const code = pg?.code ?? (error as { code?: unknown }).code;
  return `${(error as Error).name ?? typeof error}:${typeof code === 'string' ? code : ''}`;
}

/**
 * Logs an error unless the same kind was logged within the last seconds (http/log-collapse.ts): an
 * outage gives a few lines that count the collapsed ones, not one line per request.
 */
function logCollapsed(
  request: FastifyRequest,
  level: 'warn' | 'error',
  kind: string,
  error: unknown,
  message: string,
): void {
  const collapser = (request.server as { logCollapser?: LogCollapser }).logCollapser;
  const { log, repeated } = collapser ? collapser.take(kind) : { log: true, repeated: 0 };
  if (!log) return;
  request.log[level]({ err: error, ...(repeated > 0 ? { repeated } : {}) }, message);
}

/**
 * Answers what Node's HTTP parser refuses (Fastify's `clientErrorHandler`): the request never
 * reached a route, so the answer is written to the socket, in the API's JSON shape and in French,
 * then the connection is closed (the parser cannot resynchronise on it).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headers_too_large', MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'request_timeout', MESSAGES.requestTimeout]
        : [400, 'Bad Request', 'bad_request', MESSAGES.badRequest];
  const body = JSON.stringify(errorBody(code, message));
  // A client too slow to finish its request is not waited for to close its side either (the
  // server allows half-open sockets): the socket goes once the answer is flushed.
  const done = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? () => socket.destroy() : undefined;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
    done,
  );
}
