import { createMiddleware } from 'hono/factory';
import { readGetBody } from './get-body';
import { ServiceError } from './service-error';
import type { ServiceEnv } from './service-env';

function isJson(contentType: string | undefined): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');
}

/**
 * Reads the JSON body into `c.var.body`. A POST, PUT or PATCH may come without a body, whatever
 * its content type says (an action such as sharing a board takes none): it reads as `{}`, and the
 * operation's schema decides. A body it carries must say `application/json` (1010) and hold a
 * JSON object. GET and DELETE bodies (at most `maxBytes`) are read only when they say JSON, as
 * browsers cannot send GET bodies at all.
 */
export function jsonBody(maxBytes: number) {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const writes = c.req.method === 'POST' || c.req.method === 'PUT' || c.req.method === 'PATCH';
    const json = isJson(c.req.header('content-type'));
    const text = writes ? await c.req.text() : json ? await readGetBody(c, maxBytes) : '';
    if (text.trim() === '') c.set('body', {});
    else if (!json) throw unsupported();
    else c.set('body', parseObject(text));
    await next();
  });
}

const unsupported = () => new ServiceError('unsupported_media_type', 'Send the request body as application/json.');

function parseObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ServiceError('malformed_json', 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ServiceError('validation_failed', 'The request body must be a JSON object.', [
      { field: 'body', message: 'must be a JSON object' },
    ]);
  }
  return value as Record<string, unknown>;
}
