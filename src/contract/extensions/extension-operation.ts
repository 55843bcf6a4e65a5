import type { z } from '../zod';
import type { PlatformKey } from '../platforms';
import type { Extension } from './capabilities';

/**
 * An extension operation declared once (DESIGN §8): the OpenAPI document, the client's typed
 * calls, the service's routes and the fuzz suite all read the same entry of its extension's
 * table, so a route and its schemas cannot drift apart; its summary sits beside it, keyed by it.
 */

export type OperationMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A JSON Schema of a path or query parameter, as the OpenAPI document shows it. */
export interface ParamSchema {
  readonly type: 'integer' | 'string';
  readonly enum?: readonly (string | number)[];
  readonly [keyword: string]: unknown;
}

/** A query parameter: its schema and what it means. */
export interface QueryParam {
  schema: ParamSchema;
  description: string;
}

/** One operation of an extension's table. */
export interface OperationSpec {
  method: OperationMethod;
  /** Route pattern relative to `/api/v2`, with `:name` parameters. */
  path: string;
  /** Schema of `data` in the ok envelope. */
  data: z.ZodMiniType;
  /** The JSON body a POST, PUT or PATCH reads; default none (`emptyInputSchema`). */
  body?: z.ZodMiniType;
  /** Query parameters by name, in the order the document lists them and the client sends them. */
  query?: Readonly<Record<string, QueryParam>>;
  /** Path parameters whose schema differs from the shared one of that name (a search's platform takes `mega`). */
  params?: Readonly<Record<string, ParamSchema>>;
  /** A 200 answer that is a document of this media type instead of an envelope (`data` unused); default none. */
  document?: { mediaType: string; description: string };
  /** Answers without a key (shared boards, feeds). */
  keyless?: boolean;
  /** When a key may be refused the operation (403), the description of that answer. */
  forbidden?: string;
}

/** An operation with the capability it belongs to (`capabilities` is the discovery operation itself). */
export interface ExtensionOperation extends OperationSpec {
  extension: Extension | 'capabilities';
}

/**
 * The OpenAPI summary of each operation of a table, one for every operation and no other. It sits
 * beside the table, not in it, so the explorer, which imports the tables, leaves the text out.
 */
export type OperationSummaries<T> = { readonly [K in keyof T]: string };

/** An operation with its summary, as the OpenAPI document and the fuzz suite list it. */
export interface DocumentedOperation extends ExtensionOperation {
  summary: string;
}

/** The operations of a table with their summaries, in the table's order. */
export function documented<T extends Record<string, ExtensionOperation>>(
  table: T,
  summaries: OperationSummaries<T>,
): DocumentedOperation[] {
  return Object.entries(table).map(([name, operation]) => ({ ...operation, summary: summaries[name as keyof T] }));
}

/** An extension's operations by name, each marked with the extension. */
export type OperationTable<E extends ExtensionOperation['extension'], T extends Record<string, OperationSpec>> = {
  readonly [K in keyof T]: T[K] & { extension: E };
};

/** The table of `extension`'s operations; the literal types of paths and queries are kept for typed calls. */
export function operationTable<
  const E extends ExtensionOperation['extension'],
  const T extends Record<string, OperationSpec>,
>(extension: E, operations: T): OperationTable<E, T> {
  const entries = Object.entries(operations).map(([name, operation]) => [name, { ...operation, extension }]);
  return Object.fromEntries(entries) as OperationTable<E, T>;
}

/** The names of a route pattern's `:name` parameters. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The value a parameter schema admits: one of its `enum`, else a number for integers, else text. */
export type ParamValue<S> = S extends { enum: readonly (infer V)[] }
  ? V
  : S extends { type: 'integer' }
    ? number
    : string;

/** A path parameter's value: as the operation's own schema says, else a platform key, text for tokens, else an id. */
type PathParamValue<O, N extends string> = O extends { params: infer P }
  ? N extends keyof P
    ? ParamValue<P[N]>
    : DefaultPathParamValue<N>
  : DefaultPathParamValue<N>;
type DefaultPathParamValue<N extends string> = N extends 'platform'
  ? PlatformKey
  : N extends 'token' | 'feed'
    ? string
    : number;

type ParamsInput<O extends OperationSpec> = [PathParamNames<O['path']>] extends [never]
  ? { params?: undefined }
  : { params: { [N in PathParamNames<O['path']>]: PathParamValue<O, N> } };
type QueryInput<O> = O extends { query: infer Q }
  ? { query?: { [K in keyof Q]?: Q[K] extends { schema: infer S } ? ParamValue<S> : never } }
  : { query?: undefined };
type BodyInput<O> = O extends { body: infer B extends z.ZodMiniType } ? { body: z.input<B> } : { body?: undefined };

/** What a call of the operation sends: its path parameters, query and body, typed by its table entry. */
export type OperationInput<O extends OperationSpec> = ParamsInput<O> & QueryInput<O> & BodyInput<O>;

/** The operation's body as the service reads it (`emptyInputSchema`'s when it takes none). */
export type OperationBody<O> = O extends { body: infer B extends z.ZodMiniType } ? z.output<B> : Record<string, never>;

/** The `data` of the operation's ok envelope, as a client reads it. */
export type OperationData<O> = O extends { data: infer D extends z.ZodMiniType } ? z.output<D> : never;

/** The `data` of the operation's ok envelope, as the service writes it. */
export type OperationAnswer<O> = O extends { data: infer D extends z.ZodMiniType } ? z.input<D> : never;

/**
 * The path of a call of `operation`, relative to a v2 base URL: the parameters put into its route
 * pattern (encoded), then the query in the table's order, absent values left out.
 */
export function operationPath(
  operation: OperationSpec,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = Object.keys(operation.query ?? {})
    .filter((name) => query[name] !== undefined)
    .map((name) => `${name}=${encodeURIComponent(String(query[name]))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
