import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SearchPlatform } from '../contract/platforms';
import { filtersQueryOptions } from './filters-query';
import type { ServiceConnection } from './service-connection';
import { useSearchStore } from './search-store-context';

/**
 * The platform's filter catalogue; once it is known, the tab's pending link parameters are
 * decoded into filter state. `enabled` false (e.g. `mega` on v1) asks nothing.
 */
export function usePlatformCatalogue(connection: ServiceConnection, platform: SearchPlatform, enabled = true) {
  const query = useQuery({ ...filtersQueryOptions(connection, platform), enabled });
  const pending = useSearchStore((s) => s.slots[platform]?.status === 'pending');
  const hydrate = useSearchStore((s) => s.hydrate);
  const group = query.data;
  useEffect(() => {
    if (group && pending) hydrate(platform, group);
  }, [group, pending, hydrate, platform]);
  return query;
}
