import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { KeyResolver } from '../keys/key-resolver';
import { ServiceError } from './service-error';
import type { ServiceEnv } from './service-env';

/** The presented secret: the `x-api-key` header, else `api_key` in the JSON body, else in the query. */
export function presentedKey(header: string | undefined, body: Record<string, unknown>, query: string | undefined) {
  if (header) return header;
  if (typeof body.api_key === 'string' && body.api_key !== '') return body.api_key;
  return query || undefined;
}

/**
 * Sets `c.var.apiKey` (and `c.var.counted` when the resolver counts requests) or answers
 * 1001/1002. Both failures read alike and never repeat the key, so an answer tells a caller
 * nothing about which secrets exist. Before either, `refused` may answer instead (the
 * per-address rate limit). Runs after `jsonBody`.
 */
export function authenticate(resolve: KeyResolver, refused: (c: Context) => Promise<void> = async () => {}) {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const secret = presentedKey(c.req.header('x-api-key'), c.var.body, c.req.query('api_key'));
    if (!secret) {
      await refused(c);
      throw new ServiceError('missing_key', 'An API key is required: send it in the x-api-key header.');
    }
    const resolved = await resolve(secret);
    if (!resolved) {
      await refused(c);
      throw new ServiceError('invalid_key', 'The API key is not valid or has been revoked.');
    }
    c.set('apiKey', resolved.record);
    c.set('counted', resolved.counted);
    await next();
  });
}
