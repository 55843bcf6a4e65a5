import type { ApiVersion } from '../../../contract/versions';
import { apiFilter } from '../api-filters';
import { defineFilter, type PlatformFilters } from '../define-filter';
import { NETWORKS, NETWORKS_ALL } from '../options';
import { commonFilters, placements } from '../shared-filters';

/** Placements depend on the network: choosing "All networks" clears them (SINGLETON_RELATION). */
export function native(version: ApiVersion): PlatformFilters {
  return {
    label: 'Native',
    specs: [
      ...commonFilters(version),
      defineFilter('networks', 'Networks', 'StringMulti', {
        icon: 'network',
        default: [NETWORKS_ALL],
        component_data: { items: NETWORKS },
      }),
      placements('native'),
      apiFilter('native', version, 'publishers', 'StringMultiSearchableApi'),
    ],
    relations: [['networks', 'placements']],
  };
}
