import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from '../../../src/contract/zod';
import { operationTable } from '../../../src/contract/extensions/extension-operation';
import { failedResponse } from '../../../src/service/http/envelope';
import { operationRoutes } from '../../../src/service/http/extensions/operation-routes';
import { ServiceError } from '../../../src/service/http/service-error';
import type { ServiceEnv } from '../../../src/service/http/service-env';

/** A small table: a read and a write of one path, and a keyless read. */
const THINGS = operationTable('boards', {
  read: { method: 'get', path: '/things/:thing', data: z.looseObject({ id: z.int() }) },
  rename: {
    method: 'patch',
    path: '/things/:thing',
    data: z.looseObject({ name: z.string() }),
    body: z.strictObject({ name: z.string().check(z.minLength(1)) }),
  },
  open: { method: 'get', path: '/open', data: z.looseObject({}), keyless: true },
});

/** A guard that reads the JSON body and says which guard let the request through. */
const marking =
  (name: string): MiddlewareHandler<ServiceEnv> =>
  async (c, next) => {
    c.set('body', c.req.method === 'GET' ? {} : ((await c.req.json().catch(() => ({}))) as Record<string, unknown>));
    c.header('x-guard', name);
    await next();
  };

const handlers = {
  read: async (c, io) => io.ok({ id: Number(c.req.param('thing')) }),
  rename: async (_c, io) => io.ok({ name: io.body().name }),
  open: async (_c, io) => io.ok({}),
} satisfies Parameters<typeof operationRoutes<typeof THINGS>>[2];

function app() {
  const { name, routes } = operationRoutes(THINGS, { guard: marking('guard'), open: marking('open') }, handlers);
  const served = new Hono<ServiceEnv>().route('/', routes);
  served.onError((error, c) => (error instanceof ServiceError ? failedResponse(c, error) : c.text('unexpected', 500)));
  return { name, served };
}

const json = (body: unknown) => ({
  method: 'PATCH',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('operationRoutes', () => {
  it('serves each operation of the table behind its guard, the keyless one behind the open guard', async () => {
    const { name, served } = app();
    expect(name).toBe('boards');
    const read = await served.request('/things/7');
    expect(read.status).toBe(200);
    expect(read.headers.get('x-guard')).toBe('guard');
    expect(await read.json()).toMatchObject({ status: 'ok', data: { id: 7 } });
    const open = await served.request('/open');
    expect(open.headers.get('x-guard')).toBe('open');
  });

  it('reads the body with the table’s schema and names each refused field', async () => {
    const { served } = app();
    expect(await (await served.request('/things/7', json({ name: 'New' }))).json()).toMatchObject({
      data: { name: 'New' },
    });
    const refused = await served.request('/things/7', json({ name: '', extra: 1 }));
    expect(refused.status).toBe(422);
    const { meta } = (await refused.json()) as { meta: { errors: { field: string }[] } };
    expect(meta.errors.map((e) => e.field).sort()).toEqual(['extra', 'name']);
  });

  it('answers another method with 1007 and Allow naming the table’s methods of that path, before any guard', async () => {
    const { served } = app();
    const answer = await served.request('/things/7', { method: 'DELETE' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, PATCH');
    expect(answer.headers.get('x-guard')).toBeNull();
  });

  it('refuses to mount a keyless operation without an open guard', () => {
    expect(() => operationRoutes(THINGS, { guard: marking('guard') }, handlers)).toThrow(/keyless get \/open/);
  });

  it('does not compile when an operation has no handler', () => {
    const { open: _open, ...withoutOpen } = handlers;
    const guards = { guard: marking('guard'), open: marking('open') };
    // @ts-expect-error -- `open` has no handler
    expect(() => operationRoutes(THINGS, guards, withoutOpen)).toThrow(/no handler for open/);
  });
});
