import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, ROUTE_PATTERNS } from '../../../src/contract/paths';
import { API_VERSIONS, type ApiVersion } from '../../../src/contract/versions';
import { request, startTestService, type Answer, type TestService } from '../../utils/service';

/**
 * The OpenAPI documents held against the service, as a validating proxy would: every operation of
 * both documents is called, with its documented failures, and each answer's status must be one its
 * operation documents and its body must validate (JSON Schema 2020-12) against the documented
 * schema. Request bodies agree both ways: a body the document accepts is read, one it refuses is
 * refused, and the key is taken everywhere the documents say it may travel.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  security?: object[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { content: Record<string, { schema: object }> }>;
}
interface JsonSchema {
  properties?: Record<string, unknown>;
  required?: string[];
  additionalProperties?: unknown;
}
interface OpenApiDocument {
  security: Record<string, string[]>[];
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, { in: string; name: string }> };
}

const KEY = 'demo-pro';
/** A webhook target the service allows (loopback, named in its allow list); nothing is sent in these tests. */
const WEBHOOK_TARGET = 'http://127.0.0.1:9/hook';
const WRITES = new Set<Method>(['post', 'put', 'patch']);

let service: TestService;
const documents = {} as Record<ApiVersion, OpenApiDocument>;
/** Values of the documents' path parameters, read from the service's own data. */
const params: Record<string, string> = {};
/** Statuses each operation (`v2 post /boards`) answered in this run. */
const answered = new Map<string, Set<number>>();

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<object, ValidateFunction>();
/** `schema` of `version`'s document compiled, its `#/components/…` references resolving in that document. */
function validatorOf(version: ApiVersion, schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: documents[version].components });
    validators.set(schema, validate);
  }
  return validate;
}

const operationOf = (version: ApiVersion, template: string, method: Method) => {
  const operation = documents[version].paths[template]?.[method];
  if (!operation) throw new Error(`${version} documents no ${method} ${template}`);
  return operation;
};
const concrete = (template: string, own: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => own[name] ?? params[name]!);
const resolveRef = (version: ApiVersion, schema: object): JsonSchema => {
  const ref = (schema as { $ref?: string }).$ref;
  return ref ? (documents[version].components.schemas[ref.split('/').pop()!] as JsonSchema) : (schema as JsonSchema);
};

/** How a call sends its key and body; the key goes in the header unless said otherwise. */
interface Call {
  key?: 'header' | 'query' | 'body' | 'none';
  /** A JSON body. */
  body?: Record<string, unknown>;
  /** A body sent as it is, with its content type if any, instead of `body`. */
  raw?: { text: string; type?: string };
  query?: Record<string, string>;
  /** Path parameters other than the run's. */
  params?: Record<string, string>;
  /** The method sent, when not the operation's (its path's 405). */
  send?: string;
}

/**
 * Sends the call to the operation and checks the answer against the document: a documented
 * status, and a body valid for that status's schema. Returns the answer.
 */
async function call(version: ApiVersion, method: Method, template: string, options: Call = {}): Promise<Answer> {
  const operation = operationOf(version, template, method);
  const headers: Record<string, string> = {};
  const query = new URLSearchParams(options.query);
  const key = options.key ?? 'header';
  if (key === 'header') headers['x-api-key'] = KEY;
  if (key === 'query') query.set('api_key', KEY);
  let body: string | undefined;
  if (options.raw) {
    body = options.raw.text;
    if (options.raw.type) headers['content-type'] = options.raw.type;
  } else if (options.body || key === 'body') {
    body = JSON.stringify({ ...options.body, ...(key === 'body' ? { api_key: KEY } : {}) });
    headers['content-type'] = 'application/json';
  }
  const search = query.size > 0 ? `?${query}` : '';
  const document = Object.keys(operation.responses['200']?.content ?? {}).find((type) => type !== 'application/json');
  if (document)
    return callForDocument(
      version,
      method,
      template,
      document,
      `${concrete(template, options.params)}${search}`,
      options,
    );
  const answer = await request(`${service.baseUrl(version)}${concrete(template, options.params)}${search}`, {
    method: options.send ?? method.toUpperCase(),
    headers,
    body,
  });
  const where = `${version} ${method} ${template} ${JSON.stringify(options)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  const documented = operation.responses[String(answer.status)];
  expect(documented, `undocumented status: ${where}`).toBeDefined();
  const validate = validatorOf(version, documented!.content['application/json']!.schema);
  expect(validate(answer.body), `${where}\n${ajv.errorsText(validate.errors)}`).toBe(true);
  // Sharing again makes a new token; the earlier one stops working.
  if (template === '/boards/{board}/share' && method === 'post' && answer.status === 200)
    params.token = String(data(answer).token);
  // So does making a feed URL again.
  if (template === '/saved-searches/{search}/feed' && method === 'post' && answer.status === 200)
    params.feed = String(data(answer).url).split('/').pop()!;
  const name = `${version} ${method} ${template}`;
  answered.set(name, (answered.get(name) ?? new Set()).add(answer.status));
  return answer;
}

/**
 * Calls an operation whose 200 answer is a document (a feed), not an envelope: a 200 must carry
 * the documented media type and a body; any other status an envelope valid by its schema.
 */
async function callForDocument(
  version: ApiVersion,
  method: Method,
  template: string,
  mediaType: string,
  path: string,
  options: Call,
): Promise<Answer> {
  const response = await fetch(`${service.baseUrl(version)}${path}`, { method: options.send ?? method.toUpperCase() });
  const text = await response.text();
  const where = `${version} ${method} ${template} → ${response.status} ${text.slice(0, 300)}`;
  const documented = operationOf(version, template, method).responses[String(response.status)];
  expect(documented, `undocumented status: ${where}`).toBeDefined();
  let body: unknown = text;
  if (response.status === 200) {
    expect(response.headers.get('content-type'), where).toContain(mediaType);
    expect(text.length, where).toBeGreaterThan(0);
  } else {
    body = JSON.parse(text);
    const validate = validatorOf(version, documented!.content['application/json']!.schema);
    expect(validate(body), `${where}\n${ajv.errorsText(validate.errors)}`).toBe(true);
  }
  const name = `${version} ${method} ${template}`;
  answered.set(name, (answered.get(name) ?? new Set()).add(response.status));
  return { status: response.status, headers: response.headers, body };
}

const data = (answer: Answer) => (answer.body as { data: Record<string, unknown> }).data;

/** A body each write of the documents is called with, valid by its schema. */
function bodyFor(version: ApiVersion, method: Method, template: string): Record<string, unknown> | undefined {
  if (!WRITES.has(method)) return undefined;
  if (template.endsWith('/search')) return { page: 1 };
  if (method === 'post' && template === '/saved-searches')
    return { name: 'Saved', platform: 'platform_a', link: '/platform_a', body: {} };
  if (method === 'post' && template === '/webhooks')
    return { url: WEBHOOK_TARGET, saved_search_id: Number(params.search) };
  if (template === '/boards' || template === '/boards/{board}' || template === '/saved-searches/{search}')
    return { name: 'Named' };
  return {};
}

/** The queries a read needs: an option lookup's text, a page. */
function queryFor(template: string): Record<string, string> | undefined {
  if (template.includes('{filter}')) return { search: 'a' };
  if (template.endsWith('/ads') && template.includes('boards')) return { page: '1' };
  return undefined;
}

/** Every operation of a document, reads first and deletions last (the deepest path first). */
function operationsOf(version: ApiVersion): [Method, string][] {
  const rank = (method: Method) => (method === 'get' ? 0 : method === 'delete' ? 2 : 1);
  return Object.entries(documents[version].paths)
    .flatMap(([template, item]) =>
      (Object.keys(item) as Method[]).map((method) => [method, template] as [Method, string]),
    )
    .sort(([ma, ta], [mb, tb]) => rank(ma) - rank(mb) || (rank(ma) === 2 ? tb.length - ta.length : 0));
}

beforeAll(async () => {
  service = await startTestService({ ads: 300, app: { rateLimit: false, webhookAllowHosts: ['127.0.0.1'] } });
  for (const version of API_VERSIONS) {
    documents[version] = (await (await fetch(`${service.baseUrl(version)}/openapi.json`)).json()) as OpenApiDocument;
  }
  // The data the path parameters name: an ad and its advertiser, a board holding the ad and shared,
  // a saved search; filters whose options are looked up.
  const page = await request(`${service.baseUrl('v2')}${PATHS.v2.search('platform_a')}`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    body: '{}',
  });
  const ad = (data(page).ads as { id: number; owner: { id: number } }[])[0]!;
  Object.assign(params, { platform: 'platform_a', ad: String(ad.id), owner: String(ad.owner.id), filter: 'interests' });
  const send = (method: string, path: string, body: unknown) =>
    request(`${service.baseUrl('v2')}${path}`, {
      method,
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  params.board = String(data(await send('POST', '/boards', { name: 'Conformance' })).id);
  await send('PUT', `/boards/${params.board}/ads/platform_a/${ad.id}`, { note: 'kept' });
  params.token = String(data(await send('POST', `/boards/${params.board}/share`, {})).token);
  params.search = String(
    data(await send('POST', '/saved-searches', { name: 'S', platform: 'platform_a', link: '/platform_a', body: {} }))
      .id,
  );
  params.feed = String(data(await send('POST', `/saved-searches/${params.search}/feed`, {})).url)
    .split('/')
    .pop()!;
  // The webhook watches a search of its own: deleting params.search would take it along.
  const watched = data(
    await send('POST', '/saved-searches', { name: 'W', platform: 'platform_a', link: '/platform_a', body: {} }),
  ).id;
  params.webhook = String(data(await send('POST', '/webhooks', { url: WEBHOOK_TARGET, saved_search_id: watched })).id);
});
afterAll(() => service?.close());

describe.each(API_VERSIONS)('the %s document and the service', (version) => {
  it('agree on the failures: a missing key, an unknown id, a wrong method, a body that is not JSON', async () => {
    for (const [method, template] of operationsOf(version)) {
      const operation = operationOf(version, template, method);
      if (operation.security?.length !== 0) {
        expect((await call(version, method, template, { key: 'none', query: queryFor(template) })).status).toBe(401);
      }
      if (WRITES.has(method)) {
        const json = { text: '{"name":', type: 'application/json' };
        expect((await call(version, method, template, { raw: json })).status).toBe(400);
        expect((await call(version, method, template, { raw: { text: 'name=x', type: 'text/plain' } })).status).toBe(
          415,
        );
      }
    }
    for (const [template, item] of Object.entries(documents[version].paths)) {
      const [documented] = Object.keys(item) as Method[];
      const other = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).find((m) => !(m.toLowerCase() in item))!;
      const body = other === 'GET' ? undefined : {};
      expect((await call(version, documented!, template, { send: other, body })).status).toBe(405);
    }
    const unknown = { params: { ad: '2147483647', board: '2147483647' } };
    expect((await call(version, 'get', adDetailTemplate(version), unknown)).status).toBe(404);
    if (version === 'v2') expect((await call(version, 'get', '/boards/{board}', unknown)).status).toBe(404);
  });

  it('agree on request bodies: one the document accepts is read, one it refuses is refused', async () => {
    for (const [method, template] of operationsOf(version)) {
      const operation = operationOf(version, template, method);
      if (!operation.requestBody || method === 'delete') continue;
      const schema = resolveRef(version, operation.requestBody.content['application/json'].schema);
      // An open body (a search's) takes the platform's filters beside its own fields, which the
      // catalogue (GET filters) names rather than the schema; only closed bodies are varied here.
      if (schema.additionalProperties !== false) continue;
      const valid = bodyFor(version, method, template)!;
      const variants = [
        valid,
        { ...valid, unexpected: true },
        ...Object.keys(valid).map((name) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name))),
      ];
      const validate = validatorOf(version, operation.requestBody.content['application/json'].schema);
      for (const body of variants) {
        const answer = await call(version, method, template, { body });
        const refused = answer.status === 422;
        expect(refused, `${method} ${template} ${JSON.stringify(body)} → ${answer.status}`).toBe(!validate(body));
      }
    }
  });

  it('agree on where the key travels: the header, the query or the JSON body', async () => {
    const { components, security } = documents[version];
    const { securitySchemes } = components;
    const schemes = security.map((requirement) => securitySchemes[Object.keys(requirement)[0]!]);
    expect(schemes).toEqual([
      expect.objectContaining({ in: 'header', name: 'x-api-key' }),
      expect.objectContaining({ in: 'query', name: 'api_key' }),
    ]);
    for (const [method, template] of operationsOf(version)) {
      const operation = operationOf(version, template, method);
      if (operation.security?.length === 0 || method === 'delete') continue;
      const options = { body: bodyFor(version, method, template), query: queryFor(template) };
      expect((await call(version, method, template, { ...options, key: 'query' })).status).toBe(200);
      if (!operation.requestBody) continue;
      const schema = resolveRef(version, operation.requestBody.content['application/json'].schema);
      expect(schema.properties, `${method} ${template}`).toHaveProperty('api_key');
      expect((await call(version, method, template, { ...options, key: 'body' })).status).toBe(200);
    }
  });

  it('agree on writes that need no body: they are answered without one, with or without a JSON type', async () => {
    const bodiless = operationsOf(version).filter(([method, template]) => {
      const body = operationOf(version, template, method).requestBody;
      return WRITES.has(method) && !body?.required;
    });
    const actions = ['post /boards/{board}/share', 'post /saved-searches/{search}/visit'];
    const search = `post ${ROUTE_PATTERNS[version].search.replace(/:(\w+)/g, '{$1}')}`;
    expect(bodiless.map(([method, template]) => `${method} ${template}`)).toEqual(
      expect.arrayContaining(version === 'v2' ? [...actions, search] : [search]),
    );
    for (const [method, template] of bodiless) {
      expect((await call(version, method, template, { raw: { text: '' } })).status).toBe(200);
      expect((await call(version, method, template, { raw: { text: '', type: 'application/json' } })).status).toBe(200);
    }
  });

  // Last but one: it ends by deleting what the other tests read.
  it('agree on every operation’s answer: each is documented and valid by its schema', async () => {
    for (const [method, template] of operationsOf(version)) {
      const answer = await call(version, method, template, {
        body: bodyFor(version, method, template),
        query: queryFor(template),
      });
      expect(answer.status, `${version} ${method} ${template}`).toBe(200);
    }
  });

  it('answered every documented operation with 200 in this run', () => {
    const missing = operationsOf(version)
      .map(([method, template]) => `${version} ${method} ${template}`)
      .filter((name) => !answered.get(name)?.has(200));
    expect(missing).toEqual([]);
  });
});

/** The ad-detail path of a layout, as its document names it. */
const adDetailTemplate = (version: ApiVersion) => ROUTE_PATTERNS[version].adDetail.replace(/:(\w+)/g, '{$1}');
