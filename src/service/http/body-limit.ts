import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { failedResponse } from './envelope';
import { ServiceError } from './service-error';

/**
 * Answers 1008 for a body over `maxBytes`. A declared `Content-Length` (every body a client sends
 * whole) is judged from the header alone; only a chunked body is counted as it streams, by Hono's
 * `bodyLimit`. Hono's middleware alone would touch `raw.body` on every request, which makes
 * @hono/node-server build a web stream for it and read the body through that stream instead of
 * straight from the socket.
 */
export function limitBody(maxBytes: number) {
  const tooLarge = (c: Context) =>
    failedResponse(c, new ServiceError('payload_too_large', 'The request body is too large.'));
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return createMiddleware(async (c, next) => {
    const declared = c.req.header('content-length');
    if (c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (declared !== undefined && Number(declared) > maxBytes) return tooLarge(c);
    await next();
  });
}
