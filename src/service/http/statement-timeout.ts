import { ServiceError } from './service-error';

/** SQLSTATE `query_canceled`: the server cut a statement that ran past `statement_timeout`. */
const QUERY_CANCELED = '57014';

/** The 1012 answer for a database failure that is a statement cut by the server's timeout, else undefined. */
export function statementTimeoutFailure(error: unknown): ServiceError | undefined {
  if ((error as { code?: unknown } | null)?.code !== QUERY_CANCELED) return undefined;
  return new ServiceError(
    'query_timeout',
    'The search ran longer than the service allows and was stopped; narrow it, or try again in a moment.',
  );
}
