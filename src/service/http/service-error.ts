import type { FieldError } from '../../contract/envelope';
import type { ErrorName } from '../../contract/error-codes';

/** A failure the service answers with its own envelope code; anything else thrown answers 1099. */
export class ServiceError extends Error {
  constructor(
    /** Which result code of DESIGN §3 this failure travels with. */
    readonly kind: ErrorName,
    message: string,
    /** Field-level problems; only for `validation_failed`. */
    readonly errors?: FieldError[],
    /** Extra response headers, such as `Retry-After`. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
