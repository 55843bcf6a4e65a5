import { Hono, type Context } from 'hono';
import type { Extension } from '../../../contract/extensions/capabilities';
import { emptyInputSchema } from '../../../contract/extensions/empty-input';
import type {
  ExtensionOperation,
  OperationAnswer,
  OperationBody,
} from '../../../contract/extensions/extension-operation';
import { okResponse } from '../envelope';
import { parseInput } from '../extension-input';
import { methodNotAllowed } from '../method-not-allowed';
import type { ServiceEnv } from '../service-env';
import type { ExtensionGuards, ServiceExtension } from './service-extension';

/** What a handler is given beside the request: its body and answer, typed by its table entry. */
export interface OperationIo<O> {
  /**
   * The JSON body read with the operation's schema (`emptyInputSchema` when it takes none), its
   * `api_key` set aside; 1004 naming each field. Read where the handler calls it, so a path that
   * names nothing (1006) is answered before a bad body.
   */
  body(): OperationBody<O>;
  /** The ok envelope around `data`, typed by the operation's answer schema. */
  ok(data: OperationAnswer<O>): Response | Promise<Response>;
}

export type OperationHandler<O> = (c: Context<ServiceEnv>, io: OperationIo<O>) => Promise<Response>;

/** A handler for every operation of a table: one missing does not compile. */
export type OperationHandlers<T> = { [K in keyof T]: OperationHandler<T[K]> };

/** A handler of some operation, as the router calls it. */
type AnyHandler = (
  c: Context<ServiceEnv>,
  io: { body(): unknown; ok(data: unknown): Response | Promise<Response> },
) => Promise<Response>;

/**
 * The routes of an extension's table: each operation behind `guard` (`open` when keyless), and
 * after a path's methods a 1007 with `Allow` naming them, in the table's order.
 */
export function operationRoutes<T extends Record<string, ExtensionOperation & { extension: Extension }>>(
  table: T,
  { guard, open }: ExtensionGuards,
  handlers: OperationHandlers<T>,
): ServiceExtension {
  const operations = Object.entries(table);
  const name = operations[0]![1].extension;
  const byPath = new Map<string, [ExtensionOperation, AnyHandler][]>();
  for (const [key, operation] of operations) {
    const handler = handlers[key as keyof T] as unknown as AnyHandler | undefined;
    if (!handler) throw new Error(`${name}: no handler for ${key}`);
    byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), [operation, handler]]);
  }
  const routes = new Hono<ServiceEnv>();
  for (const [path, served] of byPath) {
    for (const [operation, handler] of served) {
      const guardOf = operation.keyless ? open : guard;
      if (!guardOf) throw new Error(`${name}: keyless ${operation.method} ${path} needs an open guard`);
      routes.on(operation.method.toUpperCase(), path, guardOf, (c) =>
        handler(c, {
          body: () => parseInput(operation.body ?? emptyInputSchema, c.var.body),
          ok: (data) => okResponse(c, data),
        }),
      );
    }
    routes.all(path, methodNotAllowed(served.map(([operation]) => operation.method.toUpperCase()).join(', ')));
  }
  return { name, routes };
}
