import { createMiddleware } from 'hono/factory';

// These set headers on the answer's own `Headers`: `c.header` on a finished answer would rebuild
// it around a stream of its body, which then goes out streamed instead of in one write.

/** Headers on every answer: no MIME sniffing and no referrer, so URLs never leak to other sites. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', 'no-referrer');
});

/** API answers are per-key data: never stored by caches, never rendered as a document. */
export const apiAnswerHeaders = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  if (headers.get('Content-Type')?.startsWith('application/json')) {
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  }
});
