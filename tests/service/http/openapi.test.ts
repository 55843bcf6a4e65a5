import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_TERM_TYPES } from '../../../src/contract/extensions/v2-search-field';
import { ROUTE_PATTERNS } from '../../../src/contract/paths';
import { SEARCH_FIELD_TYPES } from '../../../src/contract/search-field';
import { API_VERSIONS } from '../../../src/contract/versions';
import { EXTENSION_OPERATIONS } from '../../../src/service/openapi/extension-specs';
import { startTestService, type TestService } from '../../utils/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 20 });
});
afterAll(() => service.close());

/** Every `$ref` value anywhere in a JSON value. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner),
  );
}

describe.each(API_VERSIONS)('%s OpenAPI document', (version) => {
  it('is OpenAPI 3.1 with every path of the layout, the key’s header and query schemes and resolvable refs, without a key', async () => {
    const response = await fetch(`${service.baseUrl(version)}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, unknown>>;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(version === 'v1' ? '1.0.0' : '2.0.0');
    const expected = Object.values(ROUTE_PATTERNS[version]).map((p) => p.replace(/:(\w+)/g, '{$1}'));
    const extensions = version === 'v2' ? EXTENSION_OPERATIONS.map((o) => o.path.replace(/:(\w+)/g, '{$1}')) : [];
    expect(Object.keys(document.paths).sort()).toEqual([...new Set([...expected, ...extensions])].sort());
    expect(document.paths[expected.find((p) => p.endsWith('search') && !p.startsWith('/filters'))!]).toHaveProperty(
      'post',
    );
    expect(document.components.securitySchemes.ApiKeyAuth).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
    expect(document.components.securitySchemes.ApiKeyQuery).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'api_key',
    });
    const refs = refsOf(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(document.components.schemas).toHaveProperty(ref.replace('#/components/schemas/', ''));
    }
  });

  it('marks every operation beyond the interface as an extension, in v2 only', async () => {
    const document = (await (await fetch(`${service.baseUrl(version)}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { 'x-extension'?: string; tags: string[] }>>;
    };
    const layout = new Set(Object.values(ROUTE_PATTERNS[version]).map((p) => p.replace(/:(\w+)/g, '{$1}')));
    const marked = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => [path, method, operation['x-extension']] as const),
    );
    for (const [path, , extension] of marked) expect(extension === undefined).toBe(layout.has(path));
    const listed = marked.filter(([, , extension]) => extension).map(([path, method]) => `${method} ${path}`);
    const expected =
      version === 'v2' ? EXTENSION_OPERATIONS.map((o) => `${o.method} ${o.path.replace(/:(\w+)/g, '{$1}')}`) : [];
    expect(listed.sort()).toEqual(expected.sort());
  });

  it('names the search_field kinds of its layout in SearchBody', async () => {
    const document = (await (await fetch(`${service.baseUrl(version)}/openapi.json`)).json()) as {
      components: { schemas: { SearchBody: { properties: { search_field: unknown } } } };
    };
    const kinds = JSON.stringify(document.components.schemas.SearchBody.properties.search_field);
    for (const kind of SEARCH_FIELD_TYPES) expect(kinds).toContain(`"${kind}"`);
    for (const kind of EXTENSION_TERM_TYPES) expect(kinds.includes(`"${kind}"`)).toBe(version === 'v2');
  });

  it('describes the counts of the totals extension on v2 search pages only', async () => {
    const document = (await (await fetch(`${service.baseUrl(version)}/openapi.json`)).json()) as {
      components: { schemas: { SearchPage: { properties: Record<string, { 'x-extension'?: string }> } } };
    };
    const page = document.components.schemas.SearchPage.properties;
    const marked = Object.keys(page).filter((name) => page[name]!['x-extension'] === 'totals');
    expect(marked).toEqual(version === 'v2' ? ['total', 'totals_by_platform'] : []);
  });

  it('has a reference page whose assets are served locally', async () => {
    const response = await fetch(`${service.baseUrl(version)}/docs`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((s) => !s.startsWith('data:'));
    expect(sources.length).toBe(3);
    for (const source of sources) {
      expect(source.startsWith(`/api/${version}/docs/`)).toBe(true);
      const asset = await fetch(service.origin + source);
      expect(asset.status).toBe(200);
      expect((await asset.text()).length).toBeGreaterThan(10);
    }
  });
});
