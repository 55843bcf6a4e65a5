import type { ApiVersion } from '../../../contract/versions';
import { defineFilter, type PlatformFilters } from '../define-filter';
import { PUBLISHER_PLATFORMS } from '../options';
import { commonFilters, gender } from '../shared-filters';

export function platformB(version: ApiVersion): PlatformFilters {
  return {
    label: 'Platform B',
    specs: [
      ...commonFilters(version),
      gender(),
      defineFilter('publisher_platforms', 'Publisher platforms', 'StringMulti', {
        icon: 'apps',
        component_data: { items: PUBLISHER_PLATFORMS },
      }),
    ],
    relations: [],
  };
}
