import { ApiError } from '../../client/errors';

/** What a failed alerts request says to the user: each refused field by name ("url: …"), else the error's message. */
export function alertErrorText(error: unknown): string {
  if (error instanceof ApiError && error.fieldErrors.length > 0) {
    return error.fieldErrors
      .map((field) => `${field.field === 'url' ? 'The URL' : field.field} ${field.message}.`)
      .join(' ');
  }
  return error instanceof Error ? error.message : 'The service did not answer.';
}
