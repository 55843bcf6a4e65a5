import { createMiddleware } from 'hono/factory';

const PREFLIGHT = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'Access-Control-Allow-Headers': 'x-api-key,content-type',
  'Access-Control-Max-Age': '600',
};
const EXPOSED = 'Retry-After,X-RateLimit-Limit,X-RateLimit-Remaining';

/**
 * Any origin may call the API: credentials travel in `x-api-key`, never in cookies, so a foreign
 * page gains nothing it could not do itself. Preflights (`OPTIONS`) are answered here, before any
 * guard. Other answers get their headers once made, on the answer's own `Headers`: Hono's `cors`
 * makes an empty answer before the route runs, and replacing it then rebuilds the route's answer
 * around a stream of its body.
 */
export const apiCors = createMiddleware(async (c, next) => {
  if (c.req.method === 'OPTIONS') return c.body(null, 204, PREFLIGHT);
  await next();
  c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Access-Control-Expose-Headers', EXPOSED);
});
