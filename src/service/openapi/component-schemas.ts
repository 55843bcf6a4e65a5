import { z } from '../../contract/zod';
import { adDetailSchema, searchPageSchema, v1AdDetailPayloadSchema } from '../../contract/ads';
import { failedEnvelopeSchema, okEnvelopeSchema } from '../../contract/envelope';
import { v2AdDetailSchema, v2AdSummarySchema } from '../../contract/extensions/seen-at';
import { v2SearchPageSchema } from '../../contract/extensions/totals';
import { filterGroupSchema, optionRecordSchema } from '../../contract/filters';
import { v2SearchFieldSchema } from '../../contract/extensions/v2-search-field';
import { searchFieldSchema } from '../../contract/search-field';
import { v1SearchBodySchema, v2SearchBodySchema } from '../../contract/search-request';
import type { ApiVersion } from '../../contract/versions';
import { API_KEY_BODY_PROPERTY } from './api-key-docs';
import { builtOnFirstUse } from '../../contract/built-on-first-use';

/** Names of the component schemas each document holds; operations refer to them by `$ref`. */
export type ComponentName =
  | 'FilterGroup'
  | 'FilterOptions'
  | 'SearchPage'
  | 'AdDetail'
  | 'FiltersAnswer'
  | 'FilterItemsAnswer'
  | 'SearchAnswer'
  | 'AdDetailAnswer'
  | 'Failure'
  | 'SearchBody';

export const componentRef = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` });

/**
 * A search body as its layout reads it. `search_field` is a filter of every catalogue, so it is
 * named here with its term kinds; v2 adds `owner_id` (text = an owner id), `domain` (exact) and
 * `first_seen_after` (text = an ISO 8601 instant).
 */
const searchBodies = {
  v1: builtOnFirstUse(() => z.extend(v1SearchBodySchema, { search_field: z.optional(searchFieldSchema) })),
  v2: builtOnFirstUse(() => z.extend(v2SearchBodySchema, { search_field: z.optional(v2SearchFieldSchema) })),
} satisfies Record<ApiVersion, z.ZodMiniType>;

/** The wire schemas of one layout as JSON Schema 2020-12 (what OpenAPI 3.1 speaks), from the contract. */
export function componentSchemas(version: ApiVersion): Record<string, unknown> {
  const filterOptions = z.array(optionRecordSchema);
  const detail = version === 'v1' ? adDetailSchema : v2AdDetailSchema;
  const detailPayload = version === 'v1' ? v1AdDetailPayloadSchema : v2AdDetailSchema;
  // v2 pages carry the `totals` extension's fields and v2 ads the `seen_at` one's, marked `x-extension`.
  const searchPage =
    version === 'v1' ? searchPageSchema : z.extend(v2SearchPageSchema, { ads: z.array(v2AdSummarySchema) });
  const entries: [ComponentName, z.ZodMiniType][] = [
    ['FilterGroup', filterGroupSchema],
    ['FilterOptions', filterOptions],
    ['SearchPage', searchPage],
    ['AdDetail', detail],
    ['FiltersAnswer', okEnvelopeSchema(filterGroupSchema)],
    ['FilterItemsAnswer', okEnvelopeSchema(filterOptions)],
    ['SearchAnswer', okEnvelopeSchema(searchPage)],
    ['AdDetailAnswer', okEnvelopeSchema(detailPayload)],
    ['Failure', failedEnvelopeSchema],
  ];
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of entries) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    uri: (id) => componentRef(id as ComponentName).$ref,
  });
  // A body is read, so its schema is what the service accepts (a term's id text before it becomes a number).
  const { $schema: _bodySchema, ...searchBody } = z.toJSONSchema(searchBodies[version], {
    target: 'draft-2020-12',
    io: 'input',
  }) as { $schema?: string; properties?: object };
  return {
    ...Object.fromEntries(
      Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema]),
    ),
    SearchBody: { ...searchBody, properties: { ...searchBody.properties, api_key: API_KEY_BODY_PROPERTY } },
  };
}
