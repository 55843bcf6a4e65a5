/** Stable `meta.code` values of the envelope and the HTTP status each one travels with. */
export const RESULT_CODES = {
  ok: { code: 1000, status: 200 },
  missing_key: { code: 1001, status: 401 },
  invalid_key: { code: 1002, status: 401 },
  plan_forbidden: { code: 1003, status: 403 },
  validation_failed: { code: 1004, status: 422 },
  malformed_json: { code: 1005, status: 400 },
  not_found: { code: 1006, status: 404 },
  method_not_allowed: { code: 1007, status: 405 },
  payload_too_large: { code: 1008, status: 413 },
  rate_limited: { code: 1009, status: 429 },
  unsupported_media_type: { code: 1010, status: 415 },
  invalid_last_hit: { code: 1011, status: 400 },
  query_timeout: { code: 1012, status: 503 },
  unavailable: { code: 1013, status: 503 },
  internal: { code: 1099, status: 500 },
} as const;

export type ResultName = keyof typeof RESULT_CODES;
export type ErrorName = Exclude<ResultName, 'ok'>;
export type ResultCode = (typeof RESULT_CODES)[ResultName]['code'];

const byCode = new Map<number, ResultName>(
  Object.entries(RESULT_CODES).map(([name, { code }]) => [code, name as ResultName]),
);

/** The symbolic name of a numeric code, or undefined for codes this contract does not know. */
export function resultNameOf(code: number): ResultName | undefined {
  return byCode.get(code);
}
