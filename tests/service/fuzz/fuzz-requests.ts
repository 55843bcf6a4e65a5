import fc from 'fast-check';
import { API_FILTER_KEYS, ROUTE_PATTERNS } from '../../../src/contract/paths';
import { MEGA, PLATFORM_KEYS } from '../../../src/contract/platforms';
import { SEARCH_FIELD_TYPES } from '../../../src/contract/search-field';
import { V1_ORDERBY, V2_ORDERBY } from '../../../src/contract/sorting';
import { API_VERSIONS } from '../../../src/contract/versions';
import { catalogueOf } from '../../../src/service/catalogue/catalogues';
import { EXTENSION_OPERATIONS } from '../../../src/service/openapi/extension-specs';

/** One generated HTTP request; `key` is a placeholder the test replaces with a real secret. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The extension operation it is aimed at (`POST /boards`), if any. */
  extension?: string;
}

/** Names an extension operation as the fuzz test reports it: method and route pattern. */
export const extensionName = (operation: { method: string; path: string }) =>
  `${operation.method.toUpperCase()} ${operation.path}`;

/** Stands for the test's issued key with a limit no run can reach. */
export const FUZZ_KEY = '<fuzz-key>';

/** Names that are properties of every plain object, and the body's reserved fields. */
const TRICKY_KEYS = [
  // The extensions' own fields.
  'name',
  'note',
  'link',
  'body',
  'platform',
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'page',
  'last_hit',
  'api_key',
];

const FILTER_KEYS = [
  ...new Set(
    API_VERSIONS.flatMap((version) =>
      [...PLATFORM_KEYS, MEGA].flatMap((platform) =>
        catalogueOf(platform, version).group.filters.map((filter) => filter.key),
      ),
    ),
  ),
];

const oddText = fc.oneof(
  fc.constantFrom('', ' ', 'a\u0000b', '\u0000', '%', '%00', '\\', '_', "'", '"', 'é', '\uD800', 'x'.repeat(250)),
  fc.constantFrom('0000-01-01', '1969-12-31', '1970-01-01', '9999-12-31', '10000-01-01', '2026-02-30', '2026-01-01'),
  fc.constantFrom('US', 'en', 'platform_a', 'all', 'text', 'impressions'),
  fc.string({ maxLength: 20 }),
);

const oddNumber = fc.oneof(
  fc.constantFrom(0, 1, -1, 0.5, -0, 2_147_483_647, 2_147_483_648, -2_147_483_649, 1e20, 1e30, -1e30, 1e308),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, Math.floor(Date.now() / 1000)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const scalar = fc.oneof(oddNumber, oddText, fc.boolean(), fc.constant(null));

const searchTerms = fc.array(
  fc.record({ type: fc.constantFrom(...SEARCH_FIELD_TYPES, 'bogus'), text: oddText }, { requiredKeys: [] }),
  { maxLength: 24 },
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 2, arbitrary: scalar },
  { weight: 1, arbitrary: searchTerms },
  {
    weight: 1,
    arbitrary: fc.record({
      orderby: fc.constantFrom(...V2_ORDERBY, ...V1_ORDERBY, 'x'),
      order: fc.constantFrom('asc', 'desc', 'up'),
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const bodyKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FILTER_KEYS) },
  { weight: 2, arbitrary: fc.constantFrom(...TRICKY_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** JSON text written by hand, so keys such as `__proto__` travel as plain members. */
const objectText = fc
  .array(fc.tuple(bodyKey, value), { maxLength: 6 })
  .map(
    (members) => `{${members.map(([key, v]) => `${JSON.stringify(key)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`,
  );

const bodyText = fc.oneof(
  { weight: 8, arbitrary: objectText },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '{', '{"page":', 'null', '[]', '"x"', '\u0000', '{"a":1}{', '{"page":1e999}'),
  },
);

/** A path segment: a real value most of the time, else something a careless parser trips on. */
const segment = (real: readonly string[]) =>
  fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...real) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%00',
        '%E0%A4%A',
        '%',
        '..',
        '%2e%2e',
        'constructor',
        '__proto__',
        '%F0%9F%98%80',
        'a%2Fb',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map(encodeURIComponent) },
  );

const adId = fc.oneof(
  fc.nat({ max: 400 }).map(String),
  fc.constantFrom('2147483647', '2147483648', '0', '00001', '1.5', '1e3', '-1', '-0', '%00', '99999999999999999999'),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

const queryValue = fc.oneof(
  fc.constantFrom('1', '1,2', '2147483648', '-1', '1.5', '%00', '%zz', '%', 'a%2Cb', '', ',,,', '1,x'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom('search', 'id', 'ids', 'api_key', 'page', 'interval', 'last_hit', 'constructor', '__proto__'),
      queryValue,
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

const fill = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name);

/** A path of one of the layouts' operations, with its parameters filled in. */
const operationPath = fc
  .record({
    version: fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...API_VERSIONS) },
      { weight: 1, arbitrary: fc.constant('v3') },
    ),
    operation: fc.oneof(
      { weight: 5, arbitrary: fc.constant('search') },
      { weight: 1, arbitrary: fc.constantFrom('filters', 'filterItems', 'adDetail') },
    ),
    platform: segment([...PLATFORM_KEYS, MEGA]),
    filter: segment([...API_FILTER_KEYS, 'gender', 'countries']),
    ad: adId,
    query,
  })
  .map(({ version, operation, platform, filter, ad, query: q }) => {
    const patterns = ROUTE_PATTERNS[version === 'v3' ? 'v2' : version];
    const path = fill(patterns[operation as keyof typeof patterns], { platform, filter, ad });
    return { path: `/api/${version}${path}${q}`, operation };
  });

/** Ids of boards and saved searches: small ones often, so those the fuzz key made are found. */
const entityId = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) },
  { weight: 1, arbitrary: adId },
);

/** A path of one of the v2 extension operations (every one the OpenAPI document lists), parameters filled in. */
const extensionPath = fc
  .record({
    operation: fc.constantFrom(...EXTENSION_OPERATIONS),
    platform: segment(PLATFORM_KEYS),
    id: entityId,
    ad: adId,
    token: segment(['x'.repeat(32), 'shared']),
    query,
  })
  .map(({ operation, platform, id, ad, token, query: q }) => {
    const path = fill(operation.path, {
      platform,
      board: id,
      search: id,
      webhook: id,
      owner: ad,
      ad,
      token,
      feed: `${token}.atom`,
    });
    return {
      path: `/api/v2${path}${q}`,
      operation: 'extension',
      method: operation.method.toUpperCase(),
      extension: extensionName(operation),
    };
  });

const otherPath = fc.oneof(
  fc.constantFrom('/', '/api', '/api/', '/api/v2', '/api/v1/openapi.json', '/api/v2/docs', '/api/v2/docs/init.js'),
  fc
    .tuple(fc.constantFrom('/media/', '/api/v2/docs/', '/api/v2/', '/api/v1/'), segment(['avatar-1-AB.svg', 'x']))
    .map(([prefix, rest]) => prefix + rest),
);

const key = fc.oneof(
  { weight: 12, arbitrary: fc.constant(FUZZ_KEY) },
  { weight: 1, arbitrary: fc.constantFrom('demo-free', 'aes_unknown', ' ', 'x'.repeat(300)) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/plain',
      'multipart/form-data',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** Where a request goes: a path, the operation it aims at, and an extension's own method. */
interface Target {
  path: string;
  operation: string;
  method?: string;
  extension?: string;
}

/** Any request to the service: mostly well-aimed at an operation, with odd parts anywhere. */
export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    target: fc.oneof(
      { weight: 6, arbitrary: operationPath.map((target): Target => target) },
      { weight: 4, arbitrary: extensionPath.map((target): Target => target) },
      { weight: 1, arbitrary: otherPath.map((path): Target => ({ path, operation: 'other' })) },
    ),
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') },
    ),
    key,
    contentType,
    body: bodyText,
  })
  .map(({ target, method, key: secret, contentType: type, body }) => {
    const chosen = method ?? target.method ?? (target.operation === 'search' ? 'POST' : 'GET');
    const headers: Record<string, string> = {};
    if (secret !== undefined) headers['x-api-key'] = secret;
    if (type !== undefined) headers['content-type'] = type;
    const aimed = target.extension && chosen === target.method ? { extension: target.extension } : {};
    // fetch cannot send a GET body; every other method carries the generated one.
    return { method: chosen, path: target.path, headers, ...(chosen === 'GET' ? {} : { body }), ...aimed };
  });
