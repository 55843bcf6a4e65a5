import type { Context } from 'hono';
import { RESULT_CODES } from '../../contract/error-codes';
import { jsonAnswer } from './json-answer';
import type { ServiceError } from './service-error';

/** Answers `{status: 'ok', meta: {code: 1000, message: null}, data}` with HTTP 200. */
export function okResponse(c: Context, data: unknown): Response | Promise<Response> {
  return jsonAnswer(c, { status: 'ok', meta: { code: RESULT_CODES.ok.code, message: null }, data }, 200);
}

/** Answers a failed envelope with the code and HTTP status of the error's kind; never a stack. */
export function failedResponse(c: Context, error: ServiceError): Response | Promise<Response> {
  const { code, status } = RESULT_CODES[error.kind];
  const meta = error.errors ? { code, message: error.message, errors: error.errors } : { code, message: error.message };
  return jsonAnswer(c, { status: 'failed', meta, data: null }, status, error.headers);
}
