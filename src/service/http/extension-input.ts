import type { Context } from 'hono';
import type { z } from '../../contract/zod';
import { idTextSchema } from '../../contract/bounded-values';
import { MAX_PAGE } from '../../contract/request-limits';
import { ServiceError } from './service-error';

/**
 * Reading the requests of the extension routes: ids in the path answer 1006 when they cannot name
 * anything (as ad ids do), bodies and query values 1004 naming each field.
 */

/** The `int4` id in path parameter `name`; 1006 naming `what` otherwise. */
export function pathId(c: Context, name: string, what: string): number {
  const param = c.req.param(name) ?? '';
  const id = idTextSchema.safeParse(param);
  if (!id.success) throw new ServiceError('not_found', `There is no ${what} ${JSON.stringify(param)}.`);
  return id.data;
}

/**
 * The body read with `schema`, its `api_key` set aside (a credential the guard has read, DESIGN
 * §3, not a field of the operation); every problem named by its field, and each field the schema
 * does not know named as one.
 */
export function parseInput<T extends z.ZodMiniType>(schema: T, body: Record<string, unknown>): z.output<T> {
  const { api_key: _credential, ...fields } = body;
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...path, key].join('.'), message: 'is not a field of this request' }));
    }
    return [{ field: path.join('.') || 'body', message: issue.message }];
  });
  throw new ServiceError('validation_failed', 'The request is not valid.', errors);
}

/** `?page=`: 1 when absent, else a whole number from 1 to the last page the service serves. */
export function pageQuery(c: Context): number {
  const text = c.req.query('page');
  if (text === undefined || text === '') return 1;
  const page = Number(text);
  if (!/^\d+$/.test(text) || page < 1 || page > MAX_PAGE) {
    throw new ServiceError('validation_failed', 'The request is not valid.', [
      { field: 'page', message: `must be a whole number from 1 to ${MAX_PAGE}` },
    ]);
  }
  return page;
}
