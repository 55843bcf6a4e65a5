import type { MiddlewareHandler } from 'hono';
import { ServiceError } from './service-error';

/** Answers 1007 with `Allow`; registered after a path's methods, so it runs before any guard. */
export function methodNotAllowed(allowed: string): MiddlewareHandler {
  return () => {
    throw new ServiceError('method_not_allowed', `This route answers ${allowed} only.`, undefined, { Allow: allowed });
  };
}
