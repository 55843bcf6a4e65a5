import { isConnectionError } from '../storage/connection-errors';
import { ServiceError } from './service-error';

/** SQLSTATE `query_canceled`: the server cut a statement that ran past `statement_timeout`. */
const QUERY_CANCELED = '57014';

/**
 * Seconds a client is asked to wait when the database cannot be reached: about what a PostgreSQL
 * server takes to restart, so a retry after it usually finds the server back.
 */
export const UNAVAILABLE_RETRY_AFTER_S = 3;

/** A database failure the client can act on: its answer, and what the log line says of it. */
export interface DatabaseFailure {
  answer: ServiceError;
  logged: string;
}

/**
 * The answer to a request the database failed, when the failure is not the service's own: a
 * statement cut by the server's timeout (1012), or a database that cannot be reached, down or
 * restarting (1013, with `Retry-After`). Else undefined.
 */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  if ((error as { code?: unknown } | null)?.code === QUERY_CANCELED) {
    return {
      answer: new ServiceError(
        'query_timeout',
        'The search ran longer than the service allows and was stopped; narrow it, or try again in a moment.',
      ),
      logged: 'was cut by the statement timeout',
    };
  }
  if (isConnectionError(error)) {
    return {
      answer: new ServiceError(
        'unavailable',
        `The service's database cannot be reached right now; try again in ${UNAVAILABLE_RETRY_AFTER_S} s.`,
        undefined,
        { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) },
      ),
      logged: `failed: the database cannot be reached (${(error as Error).message})`,
    };
  }
  return undefined;
}
