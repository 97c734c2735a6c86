/**
 * PostgreSQL errors on both drivers. Drizzle wraps a driver error in a DrizzleQueryError whose
 * message holds the failed query's parameters (names, e-mails… and tomorrow password hashes), with
 * the driver's error on `cause`; pg and PGlite put the SQLSTATE on `code`. Everything here looks
 * through that wrapping, so callers never read `error.cause.code` by hand.
 */

/** SQLSTATE codes the app reacts to. */
export const SQLSTATE = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  notNullViolation: '23502',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  queryCanceled: '57014',
  lockNotAvailable: '55P03',
} as const;

export type PgErrorInfo = {
  code: string;
  constraint?: string | undefined;
  table?: string | undefined;
  column?: string | undefined;
  /** The server's message: safe to log only for the classes in SAFE_MESSAGE_CLASSES. */
  message: string;
  /** The server's detail: may quote row values, never logged (src/server/http/log.ts). */
  detail?: string | undefined;
};

const SQLSTATE_PATTERN = /^[0-9A-Z]{5}$/;

/** The PostgreSQL error inside `error` (itself or a cause, a few levels deep), if any. */
export function pgError(error: unknown): PgErrorInfo | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as Record<string, unknown>;
    if (typeof candidate.code === 'string' && SQLSTATE_PATTERN.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: asString(candidate.constraint),
        table: asString(candidate.table),
        column: asString(candidate.column),
        message: asString(candidate.message) ?? '',
        detail: asString(candidate.detail),
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The violated constraint's name when `error` is a violation of the given kind. */
export function violatedConstraint(
  error: unknown,
  code: (typeof SQLSTATE)[keyof typeof SQLSTATE],
): string | undefined {
  const info = pgError(error);
  return info?.code === code ? (info.constraint ?? '') : undefined;
}

/** A serialization failure or deadlock: the whole transaction may simply be run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === SQLSTATE.serializationFailure || code === SQLSTATE.deadlockDetected;
}

// Node socket errors and the messages pg and PGlite use when the database is gone.
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const CONNECTION_ERROR_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // pg's own connectionTimeoutMillis: a server that accepts the socket but does not answer.
  'timeout expired',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'PGlite is closed',
  'the database system is',
];

/**
 * The database cannot be reached right now (down, restarting, refusing connections, our pool
 * closed): the request may succeed later, so it is answered 503, not 500.
 */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as Record<string, unknown>;
    const code = asString(candidate.code);
    if (code) {
      if (CONNECTION_ERROR_CODES.has(code)) return true;
      // Class 08 connection exception; 57P01-57P03 shutdown / cannot connect now; class 53
      // insufficient resources (53100 disk full, 53200 out of memory, 53300 too many connections):
      // the server cannot take the request now, it may later.
      if (/^08/.test(code) || /^57P0[1-3]$/.test(code) || /^53/.test(code)) return true;
      // A database that refuses connections (ALTER DATABASE … ALLOW_CONNECTIONS false, maintenance).
      if (
        code === '55000' &&
        /not currently accepting connections/.test(asString(candidate.message) ?? '')
      )
        return true;
    }
    const message = asString(candidate.message) ?? '';
    if (CONNECTION_ERROR_MESSAGES.some((m) => message.includes(m))) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * A statement PostgreSQL gave up on: past the statement timeout, or waiting past the lock timeout
 * (docs/decisions/0153-pooled-connections-errors-and-timeouts.md). The database is stuck or busy
 * right now; the request may succeed later, so it is answered 503 like a lost connection.
 */
export function isDatabaseTimeout(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === SQLSTATE.queryCanceled || code === SQLSTATE.lockNotAvailable;
}

/**
 * PostgreSQL message classes that name only objects (constraints, tables, columns), never values:
 * integrity (23), transaction rollback (40), syntax/access (42), resources (53), operator (57),
 * connection (08). Others, data exceptions (22) above all, may quote what the client sent.
 */
const SAFE_MESSAGE_CLASSES = new Set(['23', '40', '42', '53', '57', '08']);

export function pgMessageIsSafe(code: string): boolean {
  return SAFE_MESSAGE_CLASSES.has(code.slice(0, 2));
}
