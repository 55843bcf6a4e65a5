import { cors } from 'hono/cors';

/**
 * Any origin may call the API: credentials travel in `x-api-key`, never in cookies, so a foreign
 * page gains nothing it could not do itself. Preflights are answered here, before any guard.
 */
export const apiCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: ['x-api-key', 'content-type'],
  exposeHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining'],
  maxAge: 600,
});
