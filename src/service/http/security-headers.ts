import { createMiddleware } from 'hono/factory';

/** Headers on every answer: no MIME sniffing and no referrer, so URLs never leak to other sites. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
});

/** API answers are per-key data: never stored by caches, never rendered as a document. */
export const apiAnswerHeaders = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  if (c.res.headers.get('Content-Type')?.startsWith('application/json')) {
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  }
});
