import { z } from '../../contract/zod';
import { okEnvelopeSchema } from '../../contract/envelope';
import type { DocumentedOperation } from '../../contract/extensions/extension-operation';
import { emptyInputSchema } from '../../contract/extensions/empty-input';
import { PLATFORM_KEYS } from '../../contract/platforms';
import { API_KEY_BODY_PROPERTY } from './api-key-docs';
import { componentRef } from './component-schemas';

/** Path parameters by name; ids are `int4` like every id. */
const PATH_PARAMS: Record<string, object> = {
  platform: { type: 'string', enum: [...PLATFORM_KEYS] },
  token: { type: 'string', minLength: 1, maxLength: 100 },
  feed: { type: 'string', pattern: '^[A-Za-z0-9_-]+\\.atom$', maxLength: 100 },
};
const ID_PARAM = { type: 'integer', minimum: 0, maximum: 2_147_483_647 };

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: componentRef('Failure') } },
});

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output' = 'output') => {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io });
  return rest;
};

/** Methods that read a JSON body. */
const WRITES = new Set<DocumentedOperation['method']>(['post', 'put', 'patch']);

/**
 * The request body of a write, as the service reads it: what a client may send (a field with a
 * default may be left out) and the key beside it; required only when a field is. A write that
 * takes no fields may come without a body.
 */
function requestBody(body: z.ZodMiniType): object {
  const schema = jsonSchema(body, 'input') as { properties?: object; required?: string[] };
  return {
    required: (schema.required?.length ?? 0) > 0,
    content: {
      'application/json': {
        schema: { ...schema, properties: { ...schema.properties, api_key: API_KEY_BODY_PROPERTY } },
      },
    },
  };
}

function operationObject(operation: DocumentedOperation): object {
  const names = [...operation.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const parameters = [
    ...names.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: operation.params?.[name] ?? PATH_PARAMS[name] ?? ID_PARAM,
    })),
    ...Object.entries(operation.query ?? {}).map(([name, { schema, description }]) => ({
      name,
      schema,
      description,
      in: 'query',
    })),
  ];
  const writes = WRITES.has(operation.method);
  const responses: Record<string, object> = {
    '200': operation.document
      ? {
          description: operation.document.description,
          content: { [operation.document.mediaType]: { schema: { type: 'string' } } },
        }
      : {
          description: 'ok (code 1000)',
          content: { 'application/json': { schema: jsonSchema(okEnvelopeSchema(operation.data)) } },
        },
    '404': failure('1006 not found, or not this key’s'),
    '405': failure('1007 method not allowed'),
    '429': failure('1009 rate limited; see the Retry-After header'),
    '500': failure('1099 internal failure'),
    '503': failure(
      '1012 the database stopped a statement that ran past its time limit, or 1013 the database cannot be reached; see the Retry-After header',
    ),
  };
  if (!operation.keyless) responses['401'] = failure('1001 missing key or 1002 invalid key');
  if (operation.forbidden) responses['403'] = failure(operation.forbidden);
  if (writes) {
    responses['400'] = failure('1005 malformed JSON');
    responses['413'] = failure('1008 payload too large');
    responses['415'] = failure('1010 a body that is not application/json');
  }
  if (writes || operation.query) responses['422'] = failure('1004 validation failed; meta.errors names each field');
  if (operation.query?.last_hit) {
    responses['400'] = failure('1011 a malformed or future last_hit');
  }
  return {
    operationId: `${operation.method}${operation.path.replace(/[/:](\w)/g, (_, c: string) => c.toUpperCase())}`,
    tags: ['Extensions'],
    summary: operation.summary,
    description: `Extension \`${operation.extension}\`: offered when \`GET /capabilities\` lists it.`,
    'x-extension': operation.extension,
    ...(operation.keyless ? { security: [] } : {}),
    parameters,
    ...(writes ? { requestBody: requestBody(operation.body ?? emptyInputSchema) } : {}),
    responses,
  };
}

/** The `paths` entries of the extension operations, merged per path. */
export function extensionPathItems(operations: readonly DocumentedOperation[]): Record<string, object> {
  const items: Record<string, Record<string, object>> = {};
  for (const operation of operations) {
    const path = operation.path.replace(/:(\w+)/g, '{$1}');
    items[path] = { ...items[path], [operation.method]: operationObject(operation) };
  }
  return items;
}
