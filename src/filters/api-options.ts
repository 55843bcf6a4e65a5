import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import type { Filter, OptionRecord } from '../contract/filters';
import { ROUTE_PATTERNS } from '../contract/paths';
import { isPlatformKey, type PlatformKey, type SearchPlatform } from '../contract/platforms';
import type { FilterItemsQuery } from '../contract/search-request';

/** Where a filter's API-backed options are asked: the platform and filter segment of the items route. */
export interface OptionsRoute {
  platform: PlatformKey;
  filter: string;
}

const ITEMS_ROUTES = [ROUTE_PATTERNS.v1.filterItems, ROUTE_PATTERNS.v2.filterItems].map((route) =>
  route.split('/').slice(1),
);

function pathSegments(url: string): string[] {
  try {
    return new URL(url, 'http://relative.invalid').pathname.split('/').filter((segment) => segment !== '');
  } catch {
    return [];
  }
}

/** The `:name` parameters of `route` when the path ends in it, e.g. `{platform, filter}`; else `undefined`. */
function matchRouteAtEnd(route: readonly string[], segments: readonly string[]): Record<string, string> | undefined {
  const tail = segments.slice(-route.length);
  if (tail.length !== route.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of route.entries()) {
    const segment = decodeURIComponent(tail[i]!);
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

/**
 * Reads the route from `component_data.api_url`, whose path ends in either layout's filter-items
 * route (the contract's `ROUTE_PATTERNS`), so a `mega` filter can point at a real platform;
 * otherwise the tab's platform and the filter key. `undefined` when neither names a platform
 * that has filter items.
 */
export function optionsRouteOf(filter: Filter, platform: SearchPlatform): OptionsRoute | undefined {
  const segments = pathSegments(filter.component_data.api_url ?? '');
  for (const route of ITEMS_ROUTES) {
    const params = matchRouteAtEnd(route, segments);
    if (params?.platform && params.filter && isPlatformKey(params.platform))
      return { platform: params.platform, filter: params.filter };
  }
  return isPlatformKey(platform) ? { platform, filter: filter.key } : undefined;
}

/** Query options for one look-up of API-backed options (by text or by ids), keyed by connection, route and query. */
export function filterItemsQueryOptions(connection: Connection, route: OptionsRoute, query: FilterItemsQuery) {
  return queryOptions({
    queryKey: ['filter-items', connection.id, route.platform, route.filter, query] as const,
    queryFn: ({ signal }): Promise<OptionRecord[]> =>
      connection.client.filterItems(route.platform, route.filter, query, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** What api widgets receive: query options for a look-up, bound to one filter of one connection. */
export type OptionsLoader = (query: FilterItemsQuery) => ReturnType<typeof filterItemsQueryOptions>;

/** Binds `filterItemsQueryOptions` to a connection and route for a widget's `loadOptions` prop. */
export function optionsLoader(connection: Connection, route: OptionsRoute): OptionsLoader {
  return (query) => filterItemsQueryOptions(connection, route, query);
}
