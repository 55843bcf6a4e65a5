/** Node socket failures: the server is down, unreachable or went away mid-query. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
/** SQLSTATEs of a server shutting down, crashed or still starting (class 57P). */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/** What `pg` throws without a code when a connection ends or cannot be made in time. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Connection ended/i;

/**
 * Whether `error` says the server could not be reached or dropped the connection, as opposed to a
 * statement the server refused (a syntax error, a timeout): a read failing so can run elsewhere.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith('08')))
    return true;
  return code === undefined && DRIVER_MESSAGES.test(error.message);
}

/**
 * Whether a standby cancelled a read that conflicted with the WAL it replays (SQLSTATE 40001):
 * the replica is fine, the read is retried on the primary.
 */
export function isRecoveryConflict(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === '40001';
}
