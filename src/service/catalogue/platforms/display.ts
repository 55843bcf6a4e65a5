import type { ApiVersion } from '../../../contract/versions';
import { apiFilter } from '../api-filters';
import { defineFilter, type PlatformFilters } from '../define-filter';
import { commonFilters, placements } from '../shared-filters';

export function display(version: ApiVersion): PlatformFilters {
  return {
    label: 'Display',
    specs: [
      ...commonFilters(version),
      defineFilter('domain', 'Landing domain', 'SearchBox', { icon: 'link', placeholder: 'e.g. shop.com' }),
      placements('display'),
      apiFilter('display', version, 'publishers', 'StringMultiSearchableApi'),
    ],
    relations: [],
  };
}
