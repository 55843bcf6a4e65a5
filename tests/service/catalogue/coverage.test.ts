import { describe, expect, it } from 'vitest';
import { valueSchemaFor } from '../../../src/contract/filter-values';
import {
  FILTER_COMPONENTS,
  ITEM_ACTIONS,
  filterGroupSchema,
  type Filter,
  type FilterComponent,
} from '../../../src/contract/filters';
import { PATHS } from '../../../src/contract/paths';
import { PLATFORM_KEYS, type SearchPlatform } from '../../../src/contract/platforms';
import { V2_ORDERBY, V1_ORDERBY } from '../../../src/contract/sorting';
import { API_VERSIONS, type ApiVersion } from '../../../src/contract/versions';
import { catalogueOf } from '../../../src/service/catalogue/catalogues';
import { predicateOf } from '../../../src/service/catalogue/predicates';

const PLATFORMS: SearchPlatform[] = [...PLATFORM_KEYS, 'mega'];
const every = API_VERSIONS.flatMap((version) =>
  PLATFORMS.map((platform) => ({ platform, version, catalogue: catalogueOf(platform, version) })),
);
const allFilters = every.flatMap(({ catalogue }) => catalogue.group.filters);
const find = (platform: SearchPlatform, version: ApiVersion, key: string): Filter | undefined =>
  catalogueOf(platform, version).group.filters.find((f) => f.key === key);

describe('filter catalogues', () => {
  it('parse as wire filter groups, with unique keys and a plan for each', () => {
    for (const { catalogue } of every) {
      filterGroupSchema.parse(catalogue.group);
      const keys = catalogue.group.filters.map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(Object.keys(catalogue.planOf).sort()).toEqual([...keys].sort());
      for (const group of catalogue.group.relations) for (const key of group) expect(keys).toContain(key);
    }
  });

  it('together use every component and every item action', () => {
    expect(new Set(allFilters.map((f) => f.component))).toEqual(new Set(FILTER_COMPONENTS));
    const actions = new Set(
      allFilters.flatMap((f) => [f.component_data.action, ...(f.component_data.items ?? []).map((i) => i.action)]),
    );
    for (const action of ITEM_ACTIONS) expect(actions).toContain(action);
    expect(allFilters.some((f) => f.component_data.action === 'RESET_RELATION_ON_EMPTY')).toBe(true);
  });

  it('use relations, both sub_keys filters, defaults, resettable, infinite_sign and both disabled states', () => {
    expect(every.some(({ catalogue }) => catalogue.group.relations.length > 0)).toBe(true);
    expect(
      find('native', 'v1', 'networks')?.component_data.items?.find((i) => i.action === 'SINGLETON_RELATION')?.label,
    ).toBe('All networks');
    expect(catalogueOf('native', 'v1').group.relations).toContainEqual(['networks', 'placements']);
    expect(find('platform_a', 'v1', 'gender')?.component_data.items?.find((i) => i.key === 0)?.action).toBe(
      'DESELECT_OTHER',
    );
    expect(find('platform_b', 'v2', 'search_field')?.sub_keys).toEqual({ type: 'type', main: 'text' });
    expect(find('platform_b', 'v2', 'advanced_order')).toMatchObject({
      sub_keys: { type: 'order', main: 'orderby' },
      default: [{ orderby: 'updated_at', order: 'desc' }],
    });
    expect(find('platform_b', 'v2', 'advanced_order')?.component_data.items?.map((i) => i.key)).toEqual([
      ...V2_ORDERBY,
    ]);
    expect(find('platform_b', 'v1', 'orderby')?.component_data.items?.map((i) => i.key)).toEqual([...V1_ORDERBY]);
    expect(find('platform_b', 'v1', 'orderby')?.default).toEqual(['updated_at']);
    expect(find('platform_b', 'v1', 'advanced_order')).toBeUndefined();
    expect(allFilters.some((f) => f.resettable === true)).toBe(true);
    expect(allFilters.some((f) => f.component === 'NumberMultiRange' && f.component_data.infinite_sign === true)).toBe(
      true,
    );
    expect(allFilters.some((f) => f.disabled === 'coming_soon')).toBe(true);
    expect(every.some(({ catalogue }) => Object.values(catalogue.planOf).includes('pro'))).toBe(true);
  });

  it('put the api_url filters where the interface lists them, pointing at the version\u2019s filter-items path', () => {
    const expected: [SearchPlatform, string][] = [
      ['platform_a', 'interests'],
      ['platform_a', 'owner_categories'],
      ['native', 'publishers'],
      ['display', 'publishers'],
      ['platform_g', 'publishers'],
    ];
    for (const version of API_VERSIONS) {
      for (const [platform, key] of expected) {
        expect(find(platform, version, key)?.component_data.api_url).toBe(
          PATHS[version].filterItems(platform as never, key),
        );
      }
      const withApi = PLATFORMS.flatMap((p) =>
        catalogueOf(p, version)
          .group.filters.filter((f) => f.component_data.api_url)
          .map((f) => [p, f.key]),
      );
      expect(withApi.sort()).toEqual([...expected].sort());
    }
  });

  it('offer the body keys the interface names for each platform', () => {
    const keys: Record<SearchPlatform, string[]> = {
      platform_a: ['gender', 'behaviors', 'interests'],
      platform_b: ['gender', 'publisher_platforms'],
      native: ['networks', 'publishers'],
      display: [],
      platform_c: ['gender', 'placements'],
      platform_d: ['gender', 'placements'],
      platform_e: ['gender', 'interests'],
      platform_f: ['gender', 'placements'],
      platform_g: ['publishers', 'days_running', 'os', 'placements'],
      mega: ['platforms'],
    };
    for (const version of API_VERSIONS)
      for (const platform of PLATFORMS)
        for (const key of keys[platform]) expect(find(platform, version, key), `${platform} ${key}`).toBeDefined();
    const platforms = find('mega', 'v2', 'platforms')!.component_data.items!;
    expect(platforms.filter((i) => i.action !== 'DESELECT_OTHER').map((i) => i.key)).toEqual([...PLATFORM_KEYS]);
  });

  it('give every enabled filter a predicate or a sort, and every default a valid encoding', () => {
    for (const filter of allFilters) {
      if (filter.disabled) {
        expect(predicateOf(filter.key)).toBeUndefined();
        continue;
      }
      expect(predicateOf(filter.key) ?? ['orderby', 'advanced_order'].includes(filter.key), filter.key).toBeTruthy();
      const defaults = filter.default ?? [];
      const schema = valueSchemaFor({ key: filter.key, component: filter.component as FilterComponent });
      if (filter.key === 'orderby' || filter.key === 'advanced_order') for (const d of defaults) schema.parse(d);
      else if (defaults.length) schema.parse(defaults);
    }
  });

  it('are shared frozen, so a caller cannot change them for everyone', () => {
    const catalogue = catalogueOf('platform_a', 'v2');
    expect(catalogueOf('platform_a', 'v2')).toBe(catalogue);
    expect(() => {
      (catalogue.group.filters[0] as { disabled: unknown }).disabled = 'free_plan';
    }).toThrow(TypeError);
  });
});
