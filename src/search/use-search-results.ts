import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { FilterGroup } from '../contract/filters';
import type { SearchPlatform } from '../contract/platforms';
import type { ApiVersion } from '../contract/versions';
import { buildSearchFields } from '../filters/engine/request-fields';
import { selectActiveSlot } from './search-selectors';
import { searchInfiniteQueryOptions } from './search-query';
import type { ServiceConnection } from './service-connection';
import { useSearchStore } from './search-store-context';
import { uniqueAds } from './unique-ads';

/**
 * The active tab's search as an infinite query, started only once the tab's filters are decoded
 * (a pending link never searches with the wrong filters). `ads` holds every loaded page, each ad once.
 */
export function useSearchResults(
  connection: ServiceConnection,
  version: ApiVersion,
  platform: SearchPlatform,
  group: FilterGroup | undefined,
) {
  const slot = useSearchStore(selectActiveSlot);
  const fields = useMemo(
    () => (group && slot?.status === 'ready' ? buildSearchFields(group, slot.state, version) : null),
    [group, slot, version],
  );
  const query = useInfiniteQuery({
    ...searchInfiniteQueryOptions(connection, platform, fields ?? {}),
    enabled: fields !== null,
  });
  const ads = useMemo(() => uniqueAds(query.data?.pages ?? []), [query.data]);
  return { query, ads, ready: fields !== null };
}
