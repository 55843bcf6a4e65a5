import type { FieldError } from '../contract/envelope';
import { RESULT_CODES, resultNameOf, type ResultName } from '../contract/error-codes';

/** What kind of failure an `AdsClientError` reports; each kind is one subclass below. */
export type AdsClientErrorKind = 'api' | 'network' | 'timeout' | 'aborted' | 'unexpected_response' | 'config';

/** Base of every error the client throws. Narrow with `isAdsClientError` and a switch on `kind`. */
export abstract class AdsClientError extends Error {
  abstract readonly kind: AdsClientErrorKind;
}

/** The service answered a failed envelope: `code` is `meta.code`, `message` is `meta.message`. */
export class ApiError extends AdsClientError {
  readonly kind = 'api';
  override readonly name = 'ApiError';
  /** `meta.code`, e.g. 1004; undefined when the envelope carried none. */
  readonly code: number | undefined;
  /** The HTTP status of the answer. */
  readonly status: number;
  /** Field-level problems of a 1004 validation failure; empty otherwise. */
  readonly fieldErrors: FieldError[];
  /** Seconds to wait before retrying, from `Retry-After` (1009 rate limited, 1013 unavailable). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    code?: number;
    status: number;
    message: string;
    fieldErrors?: FieldError[];
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The contract's symbolic name of `code` (e.g. `validation_failed`), if the contract knows it. */
  get result(): ResultName | undefined {
    return this.code === undefined ? undefined : resultNameOf(this.code);
  }
}

/** The service could not be reached, or the connection broke before the answer was complete. */
export class NetworkError extends AdsClientError {
  readonly kind = 'network';
  override readonly name = 'NetworkError';
}

/** No complete answer arrived within the request's `timeoutMs`. */
export class TimeoutError extends AdsClientError {
  readonly kind = 'timeout';
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`The service did not answer within ${timeoutMs} ms`);
  }
}

/** The caller's `AbortSignal` cancelled the request; not a failure of the service. */
export class AbortedError extends AdsClientError {
  readonly kind = 'aborted';
  override readonly name = 'AbortedError';
  constructor() {
    super('The request was cancelled');
  }
}

/** One schema problem of an answer, at a dotted path such as `data.ads.0.id`. */
export interface SchemaIssue {
  path: string;
  message: string;
}

/** What was wrong with an answer that is not a service envelope. */
export type ResponseProblem =
  | { reason: 'html_page'; title: string | undefined }
  | { reason: 'not_json'; excerpt: string }
  | { reason: 'truncated_json' }
  | { reason: 'empty_body' }
  | { reason: 'schema_mismatch'; issues: SchemaIssue[] };

/** An answer arrived but is not what the interface promises (a proxy's error page, cut JSON, a wrong shape). */
export class UnexpectedResponseError extends AdsClientError {
  readonly kind = 'unexpected_response';
  override readonly name = 'UnexpectedResponseError';

  constructor(
    readonly status: number,
    /** The answer's `Content-Type`, null when absent. */
    readonly contentType: string | null,
    readonly problem: ResponseProblem,
    message: string,
  ) {
    super(message);
  }
}

/** The client was set up or called in a way the service layout cannot express; no request was sent. */
export class ConfigError extends AdsClientError {
  readonly kind = 'config';
  override readonly name = 'ConfigError';
}

/** Every concrete error the client throws, discriminated by `kind`. */
export type AnyAdsClientError =
  ApiError | NetworkError | TimeoutError | AbortedError | UnexpectedResponseError | ConfigError;

/** True for errors thrown by the client; with `kind`, true only for that kind. */
export function isAdsClientError(error: unknown): error is AnyAdsClientError;
export function isAdsClientError<K extends AdsClientErrorKind>(
  error: unknown,
  kind: K,
): error is Extract<AnyAdsClientError, { kind: K }>;
export function isAdsClientError(error: unknown, kind?: AdsClientErrorKind): boolean {
  return error instanceof AdsClientError && (kind === undefined || error.kind === kind);
}

/** Answers that say when to send the same request again: rate limited (1009), unavailable (1013). */
const ASK_AGAIN_CODES: ReadonlySet<number | undefined> = new Set([
  RESULT_CODES.rate_limited.code,
  RESULT_CODES.unavailable.code,
]);

/**
 * Seconds the service asked to wait before the same request again, from the answer's `Retry-After`
 * (1 s when it named none); undefined for a failure that another attempt will not mend.
 */
export function askAgainAfter(error: unknown): number | undefined {
  if (!isAdsClientError(error, 'api') || !ASK_AGAIN_CODES.has(error.code)) return undefined;
  return error.retryAfterSeconds ?? 1;
}
