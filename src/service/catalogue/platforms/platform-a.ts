import type { ApiVersion } from '../../../contract/versions';
import { apiFilter } from '../api-filters';
import { defineFilter, type PlatformFilters } from '../define-filter';
import { BEHAVIORS } from '../options';
import { aiCreative, commonFilters, gender } from '../shared-filters';

export function platformA(version: ApiVersion): PlatformFilters {
  return {
    label: 'Platform A',
    specs: [
      ...commonFilters(version),
      gender(),
      defineFilter('behaviors', 'Behaviours', 'StringMulti', {
        icon: 'activity',
        component_data: { items: BEHAVIORS },
      }),
      apiFilter('platform_a', version, 'interests', 'StringMultiSearchableApi'),
      apiFilter('platform_a', version, 'owner_categories', 'StringSingleSearchableApi', 'pro'),
      aiCreative(),
    ],
    relations: [],
  };
}
