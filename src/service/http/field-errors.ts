import type { z } from '../../contract/zod';
import type { FieldError } from '../../contract/envelope';

/** One field error per zod issue, named by the body field and the issue's path (`search_field.0.text`). */
export function fieldErrors(field: string, error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: [field, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}
