/**
 * Whether an error means the database is away (restarted, failed over, cut off, refusing connections) rather than a
 * fault of the statement: such a failure is answered 503 and retried later, never 500 (decision 0083).
 */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's: connection exceptions (08…), an administrator's termination or shutdown, too many connections. */
const serverCodes = /^(08...|57P0[1-3]|53300)$/;
/** node-postgres's own messages when a connection is lost, not made in time, or a query gets no answer. */
const lostConnection =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end/;

export function isDatabaseUnavailable(err: unknown): boolean {
  // Errors, or their copies as plain objects (pg-boss spreads a worker's error into its event).
  let e: unknown = err;
  for (let depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const { code, syscall, message, cause } = e as {
      code?: unknown;
      syscall?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (connectionCodes.has(code) || serverCodes.test(code))) return true;
    // A server reached through its socket (docs/deploy.md) removes the socket's file while it is stopped.
    if (code === 'ENOENT' && syscall === 'connect') return true;
    if (typeof message === 'string' && lostConnection.test(message)) return true;
    e = cause;
  }
  return false;
}

/** A connection string as it may be shown: without its password. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(adresse illisible)';
  }
}
