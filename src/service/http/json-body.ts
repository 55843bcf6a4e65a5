import { createMiddleware } from 'hono/factory';
import { ServiceError } from './service-error';
import type { ServiceEnv } from './service-env';

function isJson(contentType: string | undefined): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');
}

/**
 * Reads the JSON body into `c.var.body`. POST must say `application/json` (1010) and hold a JSON
 * object; GET bodies are read only when they say JSON, since browsers cannot send them at all.
 */
export const jsonBody = createMiddleware<ServiceEnv>(async (c, next) => {
  const json = isJson(c.req.header('content-type'));
  if (c.req.method === 'POST' && !json) {
    throw new ServiceError('unsupported_media_type', 'Send the request body as application/json.');
  }
  const text = json ? await c.req.text() : '';
  c.set('body', text.trim() === '' && c.req.method !== 'POST' ? {} : parseObject(text));
  await next();
});

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
