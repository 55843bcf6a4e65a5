import type { Context } from 'hono';
import { RESULT_CODES } from '../../contract/error-codes';
import type { ServiceError } from './service-error';

/** Answers `{status: 'ok', meta: {code: 1000, message: null}, data}` with HTTP 200. */
export function okResponse(c: Context, data: unknown): Response {
  return c.json({ status: 'ok', meta: { code: RESULT_CODES.ok.code, message: null }, data }, 200);
}

/** Answers a failed envelope with the code and HTTP status of the error's kind; never a stack. */
export function failedResponse(c: Context, error: ServiceError): Response {
  const { code, status } = RESULT_CODES[error.kind];
  const meta = error.errors ? { code, message: error.message, errors: error.errors } : { code, message: error.message };
  return c.json({ status: 'failed', meta, data: null }, status, error.headers);
}
