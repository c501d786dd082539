/** The PostgreSQL error for a unique-constraint violation, and which constraint/index it was. */
export function uniqueViolation(error: unknown): string | null {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } })?.driverError ?? error;
  const { code, constraint } = (driverError ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? 'unknown') : null;
}

/** Socket-level failures: the server is not there, went away, or did not answer in time. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** SQLSTATE classes and codes that mean "the database is unavailable", not "the query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres raises these as plain Errors, with no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether an error means PostgreSQL could not be reached or dropped the connection (a restart, a failover, an
 * exhausted server), so the request may succeed if tried again later: callers answer 503, not 500.
 */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    current =
      (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}
