import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FilterItemsQuery } from '../client/ads-client';
import type { Connection } from '../client/connection';
import type { Filter, OptionRecord } from '../contract/filters';
import { isPlatformKey, type PlatformKey, type SearchPlatform } from '../contract/platforms';

/** Where a filter's API-backed options are asked: the platform and filter segment of the items route. */
export interface OptionsRoute {
  platform: PlatformKey;
  filter: string;
}

// `/{platform}/filter/{filter}/items` (v1) or `/ads/{platform}/filters/{filter}` (v2), anywhere in the URL.
const ROUTE_PATTERNS = [
  /\/([\w-]+)\/filter\/([\w-]+)\/items\/?(?:[?#]|$)/,
  /\/ads\/([\w-]+)\/filters\/([\w-]+)\/?(?:[?#]|$)/,
];

/**
 * Reads the route from `component_data.api_url` in either layout, so a `mega` filter can point
 * at a real platform; otherwise the tab's platform and the filter key. `undefined` when neither
 * names a platform that has filter items.
 */
export function optionsRouteOf(filter: Filter, platform: SearchPlatform): OptionsRoute | undefined {
  const url = filter.component_data.api_url ?? '';
  for (const pattern of ROUTE_PATTERNS) {
    const [, routePlatform, routeFilter] = url.match(pattern) ?? [];
    if (routePlatform && routeFilter && isPlatformKey(routePlatform))
      return { platform: routePlatform, filter: routeFilter };
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
