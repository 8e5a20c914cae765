/**
 * Whether an error means "the database cannot be reached right now" rather than "this call is wrong": the
 * connection was refused, lost or timed out, or PostgreSQL is shutting down, restarting or full. Such a call
 * may simply be tried again a little later, so it answers 503 with Retry-After (still result -8).
 */

// SQLSTATE: class 08 connection exception; 57P01 admin shutdown (pg_terminate_backend, a fast shutdown),
// 57P02 crash shutdown, 57P03 cannot connect now (starting up, in recovery), 57P05 idle session timeout,
// 25P03 idle-in-transaction timeout, 53300 too many connections.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '25P03', '53300']);

// The socket's own failures, as Node reports them.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres says these in words only: a lost connection, a connect or pool-wait timeout, a dead client.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

/** No connection could be opened (or none freed in time): whatever the cause, the database is unavailable. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(`database unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (SQLSTATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return true;
  if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
  // A connect to several addresses fails as an AggregateError; a wrapped error keeps its cause.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
