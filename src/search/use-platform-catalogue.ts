import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SearchPlatform } from '../contract/platforms';
import { filtersQueryOptions } from './filters-query';
import type { Connection } from '../client/connection';
import { isDecodedFor } from './search-store';
import { useSearchStore } from './search-store-context';

/**
 * The platform's filter catalogue; once it is known, the tab's link parameters are decoded into
 * filter state — again after a connection change, since another service has another catalogue.
 * `enabled` false (e.g. `mega` on v1) asks nothing.
 */
export function usePlatformCatalogue(connection: Connection, platform: SearchPlatform, enabled = true) {
  const query = useQuery({ ...filtersQueryOptions(connection, platform), enabled });
  const undecoded = useSearchStore((s) => !isDecodedFor(s.slots[platform], connection.id));
  const hydrate = useSearchStore((s) => s.hydrate);
  const group = query.data;
  useEffect(() => {
    if (group && undecoded) hydrate(platform, group, connection.id);
  }, [group, undecoded, hydrate, platform, connection.id]);
  return query;
}
