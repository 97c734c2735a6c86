import type { PinoLoggerOptions } from 'fastify/types/logger.js';
import { pgError, pgMessageIsSafe } from '../db/pg-errors.ts';

/**
 * What our logs may say about an error. Drizzle's DrizzleQueryError message and stack hold the
 * failed query's parameters, pg errors carry a `detail` that quotes the row ("Key (email)=(…)"),
 * and data errors quote the input: none of that may reach a log line (no names, phones, e-mails,
 * addresses, passwords, tokens, codes). We keep the error's kind, SQLSTATE, constraint and table,
 * the query text without its parameters, and the stack frames.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const pg = pgError(error);
  const out: Record<string, unknown> = { type: error.name };
  if (pg) {
    out.code = pg.code;
    if (pg.constraint) out.constraint = pg.constraint;
    if (pg.table) out.table = pg.table;
    if (pg.column) out.column = pg.column;
    out.message = pgMessageIsSafe(pg.code)
      ? pg.message
      : '(message masqué : il peut citer des valeurs)';
    const query = failedQuery(error);
    if (query) out.query = query;
  } else {
    out.message = failedQuery(error) ? `Failed query: ${failedQuery(error)}` : error.message;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') out.code = code;
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    if (typeof statusCode === 'number') out.statusCode = statusCode;
  }
  out.stack = frames(error.stack);
  if (error.cause instanceof Error && !pg) out.cause = serializeError(error.cause);
  return out;
}

/** "Failed query: <sql>\nparams: <values>" → "<sql>" (parameters are placeholders in the text). */
function failedQuery(error: Error): string | undefined {
  const match = /^Failed query: ([\s\S]*?)(?:\nparams:[\s\S]*)?$/.exec(error.message);
  return match?.[1]?.slice(0, 500);
}

/** Only the "at …" lines: the first line of a stack repeats the message, parameters included. */
function frames(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const lines = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return lines.length > 0 ? lines.join('\n') : undefined;
}

type RequestLike = { method?: string; url?: string; routeOptions?: { url?: string } };

/** Method and path only: query strings carry search terms, phones, tokens. */
function serializeRequest(request: RequestLike): Record<string, unknown> {
  return { method: request.method, path: request.url?.split('?', 1)[0] };
}

function serializeReply(reply: { statusCode?: number }): Record<string, unknown> {
  return { statusCode: reply.statusCode };
}

/** pino options for the app: safe serializers, and secrets redacted wherever they are logged. */
export function loggerOptions(level: string): PinoLoggerOptions {
  // pino's types want an error serializer to return the standard fields; ours may omit them.
  const err = serializeError as unknown as (error: Error) => {
    type: string;
    message: string;
    stack: string;
  };
  return {
    level,
    serializers: { err, error: err, req: serializeRequest, res: serializeReply },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.secret',
      ],
      censor: '[masqué]',
    },
  };
}
