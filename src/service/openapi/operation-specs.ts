import { API_FILTER_KEYS, ROUTE_PATTERNS, type PathLayout } from '../../contract/paths';
import { MEGA, PLATFORM_KEYS } from '../../contract/platforms';
import type { ApiVersion } from '../../contract/versions';
import { componentRef, type ComponentName } from './component-schemas';

type Operation = keyof PathLayout;

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: componentRef('Failure') } },
});

/** Failures every guarded operation can answer, by HTTP status (codes of DESIGN §3). */
const COMMON_FAILURES = {
  '401': failure('1001 missing key or 1002 invalid key'),
  '404': failure('1006 unknown platform, filter, ad or route'),
  '405': failure('1007 method not allowed'),
  '413': failure('1008 payload too large'),
  '429': failure('1009 rate limited; see the Retry-After header'),
  '500': failure('1099 internal failure'),
  '503': failure(
    '1012 the database stopped a statement that ran past its time limit, or 1013 the database cannot be reached; see the Retry-After header',
  ),
};

const SPECS: Record<
  Operation,
  { method: 'get' | 'post'; tag: string; summary: string; answer: ComponentName; failures: object }
> = {
  filters: { method: 'get', tag: 'Filters', summary: 'Filters of a platform', answer: 'FiltersAnswer', failures: {} },
  filterItems: {
    method: 'get',
    tag: 'Filters',
    summary: 'Options of a filter whose options live behind its api_url',
    answer: 'FilterItemsAnswer',
    failures: { '403': failure('1003 filter not in the plan'), '422': failure('1004 validation failed') },
  },
  search: {
    method: 'post',
    tag: 'Ads',
    summary: 'One page of 18 ads from the snapshot named by last_hit',
    answer: 'SearchAnswer',
    failures: {
      '400': failure('1005 malformed JSON or 1011 invalid or future last_hit'),
      '403': failure('1003 filter not in the plan'),
      '415': failure('1010 the body is not application/json'),
      '422': failure('1004 validation failed; meta.errors names each field'),
    },
  },
  adDetail: {
    method: 'get',
    tag: 'Ads',
    summary: 'One ad with its full record',
    answer: 'AdDetailAnswer',
    failures: {},
  },
};

const pathParam = (name: string, schema: object, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema,
});
const queryParam = (name: string, schema: object, description: string) => ({ name, in: 'query', schema, description });

function parameters(version: ApiVersion, operation: Operation): object[] {
  const withMega = version === 'v2' && (operation === 'filters' || operation === 'search');
  const platforms = withMega ? [...PLATFORM_KEYS, MEGA] : [...PLATFORM_KEYS];
  const params: object[] = [pathParam('platform', { type: 'string', enum: platforms }, 'Platform key')];
  if (operation === 'filterItems') {
    params.push(pathParam('filter', { type: 'string', enum: [...API_FILTER_KEYS] }, 'Filter key'));
    params.push(queryParam('search', { type: 'string', maxLength: 100 }, 'Case-insensitive text; at most 50 options'));
    const ids = version === 'v1' ? 'ids' : 'id';
    const idsSchema =
      version === 'v1' ? { type: 'string', pattern: '^\\d+(,\\d+)*$' } : { type: 'array', items: { type: 'integer' } };
    params.push(
      queryParam(
        ids,
        idsSchema,
        version === 'v1' ? 'Comma-separated option ids' : 'Option ids (repeat or comma-separate)',
      ),
    );
  }
  if (operation === 'adDetail') params.push(pathParam('ad', { type: 'integer', minimum: 0 }, 'Ad id'));
  return params;
}

/** The `paths` object of one layout's document. */
export function pathItems(version: ApiVersion): Record<string, object> {
  const items: Record<string, object> = {};
  for (const operation of Object.keys(SPECS) as Operation[]) {
    const spec = SPECS[operation];
    const path = ROUTE_PATTERNS[version][operation].replace(/:(\w+)/g, '{$1}');
    // Every field of a search body is optional: a search without a body is page 1 of the defaults.
    const body =
      spec.method === 'post'
        ? { requestBody: { required: false, content: { 'application/json': { schema: componentRef('SearchBody') } } } }
        : {};
    items[path] = {
      [spec.method]: {
        operationId: operation,
        tags: [spec.tag],
        summary: spec.summary,
        parameters: parameters(version, operation),
        ...body,
        responses: {
          '200': {
            description: 'ok (code 1000)',
            content: { 'application/json': { schema: componentRef(spec.answer) } },
          },
          ...COMMON_FAILURES,
          ...spec.failures,
        },
      },
    };
  }
  return items;
}
